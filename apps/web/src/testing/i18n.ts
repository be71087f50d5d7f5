import { BACK_OFFICE_DOMAINS, LEGAL_DOMAINS, STOREFRONT_DOMAINS } from '@food/i18n';
import { fieldErrorText } from '@/lib/i18n/field-error.ts';
import { addMessages, getIntl } from '@/lib/i18n/language.ts';

// Every test reads the app in English, with all its texts at hand, as the spec words them.
const english = import.meta.glob<Parameters<typeof addMessages>[2]>(
  '../../../../packages/i18n/catalogues/en/*.json',
  {
    eager: true,
    import: 'default',
  },
);
addMessages(
  'en',
  [...STOREFRONT_DOMAINS, ...LEGAL_DOMAINS, ...BACK_OFFICE_DOMAINS],
  Object.assign({}, ...Object.values(english)),
);

/** A validation message as a form shows it: the shared schemas' catalogue keys read in English. */
export const inEnglish = (message: string) => fieldErrorText(getIntl(), message);
