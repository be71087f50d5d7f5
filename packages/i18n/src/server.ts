import { LANGUAGES, type Language } from '@food/contract/languages';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import Negotiator from 'negotiator';
import { CATALOGUES } from './catalogues.ts';
import type { Domain } from './domains.ts';
import type { MessageId } from './message-id.ts';

export type MessageValues = Record<string, PrimitiveType>;

const flat = Object.fromEntries(
  LANGUAGES.map((language) => [language, Object.assign({}, ...Object.values(CATALOGUES[language]))]),
) as Record<Language, Record<string, string>>;

const formats = new Map<string, IntlMessageFormat>();

/** The message in `language`, else in English; an unknown id comes back as itself. */
export function translate(language: Language, id: MessageId, values?: MessageValues): string {
  const source = flat[language][id] ?? flat.en[id];
  if (source === undefined) return id;
  const key = `${language}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, language);
    formats.set(key, format);
  }
  return String(format.format(values));
}

type Compiled = Record<string, MessageFormatElement[]>;
const compiled = new Map<string, Compiled>();

/**
 * The catalogues of `domains` in `language`, as one map of parsed messages: what the first page hands
 * the web app, which carries no message parser of its own. Parsed once per language and domain.
 */
export function messagesOf(language: Language, domains: readonly Domain[]): Compiled {
  return Object.assign(
    {},
    ...domains.map((domain) => {
      const key = `${language}/${domain}`;
      let messages = compiled.get(key);
      if (!messages) {
        const source = Object.entries(CATALOGUES[language][domain]);
        messages = Object.fromEntries(source.map(([id, text]) => [id, parse(text)]));
        compiled.set(key, messages);
      }
      return messages;
    }),
  );
}

/**
 * The request's language: `?lang=`, else the best of the languages its Accept-Language names, else the
 * store's default language.
 */
export function requestLanguage(
  request: { query?: unknown; headers: Record<string, string | string[] | undefined> },
  fallback: Language,
): Language {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (typeof asked === 'string' && (LANGUAGES as readonly string[]).includes(asked)) return asked as Language;
  const header = request.headers['accept-language'];
  // "*" (what fetch sends unless told) asks for nothing in particular: the store's language.
  const named = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .filter((part) => !part.trim().startsWith('*'))
    .join(',');
  if (!named) return fallback;
  const [best] = new Negotiator({ headers: { 'accept-language': named } }).languages([...LANGUAGES]);
  return (best as Language | undefined) ?? fallback;
}
