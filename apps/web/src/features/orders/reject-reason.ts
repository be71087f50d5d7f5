import type { REJECT_REASON_CHOICES } from '@food/contract/constants';
import {
  CANNOT_DELIVER_REJECT_REASON,
  NO_ANSWER_REJECT_REASON,
  SOLD_OUT_REJECT_REASON,
} from '@food/contract/constants';
import type { MessageId } from '@food/i18n';
import type { IntlShape } from 'react-intl';

type ReasonCode = (typeof REJECT_REASON_CHOICES)[number] | typeof NO_ANSWER_REJECT_REASON;

/** The reasons the restaurant picks (and the one the server gives), stored as these English codes. */
const REASON_IDS: Record<ReasonCode, MessageId> = {
  'We are too busy right now': 'orders.reject.busy',
  [SOLD_OUT_REJECT_REASON]: 'orders.reject.sold_out',
  'We are closing soon': 'orders.reject.closing',
  [CANNOT_DELIVER_REJECT_REASON]: 'orders.reject.cannot_deliver',
  [NO_ANSWER_REJECT_REASON]: 'orders.reject.no_answer',
};

/** The desk's sold-out reason that names what is sold out ("Sold out: Apfelstrudel, Brezel"). */
const SOLD_OUT_ITEMS = /^Sold out: (.+)$/s;

const isReasonCode = (reason: string): reason is ReasonCode => Object.hasOwn(REASON_IDS, reason);

/**
 * A rejection's reason as its customer reads it: a known reason in the active language, the sold-out
 * one with the names the restaurant gave, and a reason the restaurant wrote itself as it was written.
 */
export function rejectReasonText(reason: string, intl: IntlShape): string {
  if (isReasonCode(reason)) return intl.formatMessage({ id: REASON_IDS[reason] });
  const soldOut = SOLD_OUT_ITEMS.exec(reason);
  if (soldOut?.[1]) return intl.formatMessage({ id: 'orders.reject.sold_out_items' }, { items: soldOut[1] });
  return reason;
}
