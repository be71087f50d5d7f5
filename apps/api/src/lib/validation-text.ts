import { parseValidationMessage, type Language } from '@food/contract';
import type { MessageId } from '@food/i18n';
import { translate } from '@food/i18n/server';

/** A zod issue's message in `language`: the contract's own (catalogue keys) translated, zod's own as they are. */
export function validationText(language: Language, message: string): string {
  const contract = parseValidationMessage(message);
  return contract ? translate(language, contract.id as MessageId, contract.params) : message;
}
