import { LANGUAGES, SaveStoreLegalSchema, type SavedStoreLegal, type StoreLegal } from '@food/contract';

/** The Legal settings form as typed: every field a string, every language's three texts present. */
export type LegalFormValues = Omit<
  StoreLegal,
  'vat_id' | 'register_court' | 'register_number' | 'texts' | 'placeholders'
> & {
  vat_id: string;
  register_court: string;
  register_number: string;
  texts: Record<(typeof LANGUAGES)[number], { imprint: string; privacy: string; terms: string }>;
};

const noTexts = { imprint: '', privacy: '', terms: '' };

export function legalFormValues({ placeholders: _, ...legal }: StoreLegal): LegalFormValues {
  return {
    ...legal,
    vat_id: legal.vat_id ?? '',
    register_court: legal.register_court ?? '',
    register_number: legal.register_number ?? '',
    texts: Object.fromEntries(
      LANGUAGES.map((language) => [language, legal.texts[language] ?? noTexts]),
    ) as LegalFormValues['texts'],
  };
}

/**
 * The form's values checked as the server checks them: the body to send, or each wrong field's message
 * by its path as the server names it (`texts.de.privacy`). A language whose texts are all empty is left out.
 */
export function legalBody(
  values: LegalFormValues,
): { body: SavedStoreLegal; errors?: undefined } | { body?: undefined; errors: Record<string, string> } {
  const texts = Object.fromEntries(
    Object.entries(values.texts).filter(([, texts]) =>
      Object.values(texts).some((text) => text.trim() !== ''),
    ),
  );
  const parsed = SaveStoreLegalSchema.safeParse({ ...values, texts });
  if (parsed.success) return { body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { errors };
}
