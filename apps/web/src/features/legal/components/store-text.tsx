import type { StoreLegal } from '@food/contract';
import { LANGUAGES } from '@food/contract/languages';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { markdownToHtml } from '../markdown.ts';

/** Element styles for the HTML the store's Markdown becomes (no typography plugin in the build). */
const PROSE =
  'space-y-4 text-ink-800 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_h2]:mt-8 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900 [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:mt-1 [&_blockquote]:border-l-4 [&_blockquote]:border-cream-200 [&_blockquote]:pl-4 [&_table]:w-full [&_td]:border [&_td]:border-cream-200 [&_td]:p-2 [&_th]:border [&_th]:border-cream-200 [&_th]:p-2 [&_code]:break-words';

/**
 * One of the store's legal texts in the reader's language; in another language, saying so, when the
 * store wrote none in theirs.
 */
export function StoreText({ legal, text }: { legal: StoreLegal; text: 'imprint' | 'privacy' | 'terms' }) {
  const intl = useIntl();
  const reader = useLanguage();
  const language = [reader, ...LANGUAGES].find((candidate) => legal.texts[candidate]?.[text].trim());
  const markdown = language ? legal.texts[language]![text] : '';
  const html = useMemo(() => markdownToHtml(markdown), [markdown]);
  if (!language) {
    return text === 'imprint' ? null : (
      <p className="text-ink-700">
        <FormattedMessage id="legal.missing" />
      </p>
    );
  }
  return (
    <>
      {language !== reader && (
        <p className="mb-4 rounded-xl bg-cream-100 p-3 text-sm text-ink-800">
          <FormattedMessage
            id="legal.other_language"
            values={{ language: intl.formatDisplayName(language, { type: 'language' }) ?? language }}
          />
        </p>
      )}
      {/* Safe: markdownToHtml escapes all HTML in the text and keeps only harmless links. */}
      <div lang={language} className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
