import { parseValidationMessage } from '@food/contract/messages';
import type { MessageId } from '@food/i18n';
import type { IntlShape } from 'react-intl';

/**
 * A field's validation message in the active language: the shared schemas' messages and the screens'
 * own catalogue ids through the catalogue; a sentence the server already translated as it is.
 */
export function fieldErrorText(intl: IntlShape, message: string): string {
  const contract = parseValidationMessage(message);
  if (contract) return intl.formatMessage({ id: contract.id as MessageId }, contract.params);
  return message in intl.messages ? intl.formatMessage({ id: message as MessageId }) : message;
}
