import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]packages[\\/]i18n[\\/]catalogues[\\/][a-z]+[\\/][a-z-]+\.json$/;

/**
 * Hands the app its catalogues as parsed ICU messages, so the browser never downloads the message
 * parser (react-intl runs on @formatjs/icu-messageformat-parser's no-parser build, see vite.config.ts).
 */
export function compileMessages(): Plugin {
  return {
    name: 'food:compile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
