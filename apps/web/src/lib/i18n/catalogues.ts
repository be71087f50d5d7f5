import type { Language, WebDomain } from '@food/i18n';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Parsed by build/compile-messages.ts. */
type Messages = Record<string, MessageFormatElement[]>;

// One chunk per language and domain, fetched when first needed.
const loaders = import.meta.glob<Messages>('../../../../../packages/i18n/catalogues/*/*.json', {
  import: 'default',
});

export async function loadCatalogue(language: Language, domain: WebDomain): Promise<Messages> {
  const load = loaders[`../../../../../packages/i18n/catalogues/${language}/${domain}.json`];
  if (!load) throw new Error(`No catalogue ${language}/${domain}`);
  return load();
}
