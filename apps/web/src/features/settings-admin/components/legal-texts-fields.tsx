import type { Language } from '@food/contract';
import { useIntl } from 'react-intl';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import type { LegalFormValues } from '../lib/legal-form.ts';

type Texts = LegalFormValues['texts'][Language];

const TEXTS = [
  { name: 'imprint', label: 'settings.legal.field.imprint', rows: 4 },
  { name: 'privacy', label: 'settings.legal.field.privacy', rows: 10 },
  { name: 'terms', label: 'settings.legal.field.terms', rows: 10 },
] as const;

/** One language's imprint, privacy and terms texts (Markdown) on the Legal settings page. */
export function LegalTextsFields({
  language,
  texts,
  errors,
  placeholders,
  onChange,
}: {
  language: Language;
  texts: Texts;
  errors: Record<string, string | undefined>;
  /** The fields still holding the demo's placeholder, by their names (`texts.en.imprint`). */
  placeholders: string[];
  onChange: (texts: Texts) => void;
}) {
  const intl = useIntl();
  const name = intl.formatDisplayName(language, { type: 'language' }) ?? language;
  return (
    <fieldset lang={language} className="space-y-4 rounded-xl border border-cream-200 p-3 sm:p-4">
      <legend className="px-1 font-semibold text-ink-900">
        {intl.formatMessage({ id: 'settings.legal.texts.language' }, { language: name })}
      </legend>
      {TEXTS.map((text) => (
        <TextAreaField
          key={text.name}
          label={intl.formatMessage({ id: text.label })}
          rows={text.rows}
          hint={
            placeholders.includes(`texts.${language}.${text.name}`)
              ? intl.formatMessage({ id: 'settings.legal.placeholder' })
              : undefined
          }
          value={texts[text.name]}
          onChange={(event) => onChange({ ...texts, [text.name]: event.target.value })}
          error={errors[`texts.${language}.${text.name}`]}
        />
      ))}
    </fieldset>
  );
}
