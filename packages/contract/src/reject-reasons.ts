/**
 * Why an order was rejected, as stored (decisions §6): the desk's presets and the server's own
 * (`no_answer`: nobody answered before the deadline). Each reader reads a code in their language; a
 * reason the restaurant writes itself stays as written (`reject_reason`).
 */
export const REJECT_REASON_CODES = ['busy', 'sold_out', 'closing', 'cannot_deliver', 'no_answer'] as const;
export type RejectReasonCode = (typeof REJECT_REASON_CODES)[number];
export const isRejectReasonCode = (value: unknown): value is RejectReasonCode =>
  (REJECT_REASON_CODES as readonly unknown[]).includes(value);
/**
 * The presets the order desk offers, in its order; `cannot_deliver` fits deliveries only, and
 * `sold_out` names what is sold out in `reject_reason`. Any text of 1–300 characters is accepted too.
 */
export const DESK_REJECT_REASON_CODES = ['busy', 'sold_out', 'closing', 'cannot_deliver'] as const;
export type DeskRejectReasonCode = (typeof DESK_REJECT_REASON_CODES)[number];
/** The English words earlier versions stored and sent for each preset, read as its code. */
export const LEGACY_REJECT_REASONS: Readonly<Record<string, RejectReasonCode>> = {
  'We are too busy right now': 'busy',
  'An item is sold out': 'sold_out',
  'We are closing soon': 'closing',
  'We cannot deliver to this address': 'cannot_deliver',
  'The restaurant did not respond in time': 'no_answer',
};
/** An earlier version's sold-out reason, which named what is sold out after this. */
export const LEGACY_SOLD_OUT_PREFIX = 'Sold out: ';
