import {
  APPROVAL_STATUS,
  DESK_REJECT_REASON_CODES,
  ORDER_TYPE,
  READY_IN_MINUTES_CHOICES,
  type AnswerOrder,
  type DeskRejectReasonCode,
  type Order,
} from '@food/contract';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The ready-time choices of the accept dialog: at the slot a scheduled order is for, minutes from now,
 * or a time of day.
 */
export type ReadyChoice = 'slot' | `${number}` | 'time';

/** The usual minutes and the store's preparation time, shortest first. */
function readyMinutes(prepMinutes: number): number[] {
  return [...new Set([...READY_IN_MINUTES_CHOICES, prepMinutes])].sort((a, b) => a - b);
}

/** The choices for one order: a scheduled one's slot (`readyAtSlot`) first, when it has one. */
export function readyChoices(
  prepMinutes: number,
  atSlot: boolean,
  intl: IntlShape = getIntl(),
): { value: ReadyChoice; label: string }[] {
  return [
    ...(atSlot
      ? [{ value: 'slot' as const, label: intl.formatMessage({ id: 'desk.answer.accept.choice.slot' }) }]
      : []),
    ...readyMinutes(prepMinutes).map((minutes) => ({
      value: `${minutes}` as const,
      label: intl.formatMessage({ id: 'desk.answer.accept.choice.minutes' }, { minutes }),
    })),
    { value: 'time', label: intl.formatMessage({ id: 'desk.answer.accept.choice.time' }) },
  ];
}

/** The slot of a scheduled order while it can still be its ready time (it has not started yet), or null. */
export function readyAtSlot(scheduledFor: string | null, now: Date): string | null {
  return scheduledFor && new Date(scheduledFor).getTime() > now.getTime() ? scheduledFor : null;
}

/** A scheduled order is ready at its slot; any other in the store's preparation time. */
export function defaultReadyChoice(prepMinutes: number, slot: string | null): ReadyChoice {
  return slot ? 'slot' : `${prepMinutes}`;
}

/** "18:30" or "8:05" as minutes after midnight; null for anything else. */
export function parseClock(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The next instant at which the store's clock (`timeZone`) shows `clock` ("18:30"): today, or
 * tomorrow when that time has passed. Null when the text is not a time.
 */
export function nextClockTime(clock: string, now: Date, timeZone: string): Date | null {
  const minutes = parseClock(clock);
  if (minutes === null) return null;
  const offset = zoneOffsetMs(now, timeZone);
  const wallNow = new Date(now.getTime() + offset);
  const wallMidnight = Date.UTC(wallNow.getUTCFullYear(), wallNow.getUTCMonth(), wallNow.getUTCDate());
  for (const day of [0, 1]) {
    const wallTarget = wallMidnight + day * DAY_MS + minutes * MINUTE_MS;
    // The offset at the target itself, so that a daylight-saving change in between is right.
    const guess = wallTarget - offset;
    const instant = new Date(wallTarget - zoneOffsetMs(new Date(guess), timeZone));
    if (instant.getTime() > now.getTime()) return instant;
  }
  return null;
}

export type ReadyAnswer = { ok: true; body: AnswerOrder; readyAt: Date } | { ok: false; error: string };

/**
 * The PATCH body of an acceptance, from the dialog's choice, or why it cannot be sent. `slot` is the
 * start of the slot the order is for, which the 'slot' choice sends as the ready time. The error is in
 * the language of `intl`.
 */
export function acceptAnswer(
  choice: ReadyChoice,
  clock: string,
  now: Date,
  timeZone: string,
  slot: string | null = null,
  intl: IntlShape = getIntl(),
): ReadyAnswer {
  if (choice === 'slot') {
    if (!slot) return { ok: false, error: intl.formatMessage({ id: 'desk.answer.accept.error.choose' }) };
    const readyAt = new Date(slot);
    return {
      ok: true,
      body: { approval_status: APPROVAL_STATUS.accepted, ready_at: readyAt.toISOString() },
      readyAt,
    };
  }
  if (choice !== 'time') {
    const minutes = Number(choice);
    return {
      ok: true,
      body: { approval_status: APPROVAL_STATUS.accepted, ready_in_minutes: minutes },
      readyAt: new Date(now.getTime() + minutes * MINUTE_MS),
    };
  }
  if (clock.trim() === '') {
    return { ok: false, error: intl.formatMessage({ id: 'desk.answer.accept.error.enter_time' }) };
  }
  const readyAt = nextClockTime(clock, now, timeZone);
  if (!readyAt)
    return { ok: false, error: intl.formatMessage({ id: 'desk.answer.accept.error.time_format' }) };
  return {
    ok: true,
    body: { approval_status: APPROVAL_STATUS.accepted, ready_at: readyAt.toISOString() },
    readyAt,
  };
}

/** The reason choices of the reject dialog, then a free text. */
export const OTHER_REASON = 'other';

/** Whole minutes from `now` until `iso`, rounded up; negative once it has passed. */
export function minutesUntil(iso: string, now: Date): number {
  return Math.ceil((new Date(iso).getTime() - now.getTime()) / MINUTE_MS);
}

export type RejectAnswer = { ok: true; body: AnswerOrder } | { ok: false; error: string };

/**
 * The usual reasons that fit an order: "We cannot deliver to this address" only for a delivery. Their
 * codes are what is sent and stored; the desk and the customer read them in their language
 * (`rejectReasonText`).
 */
export function rejectReasonChoices(orderType: number): DeskRejectReasonCode[] {
  return DESK_REJECT_REASON_CODES.filter(
    (reason) => orderType === ORDER_TYPE.delivery || reason !== 'cannot_deliver',
  );
}

/** What a sold-out rejection can name: each product of the order once, in the order's order. */
export function orderProductNames(order: Pick<Order, 'items'>): string[] {
  return [...new Set(order.items.map((item) => item.product_name))];
}

/** The products of the order that carry one of the names (a deleted product has no id left to name). */
export function productIdsNamed(order: Pick<Order, 'items'>, names: readonly string[]): number[] {
  const ids = order.items.flatMap((item) =>
    item.product_id !== null && names.includes(item.product_name) ? [item.product_id] : [],
  );
  return [...new Set(ids)];
}

/**
 * The PATCH body of a rejection: one of the choices' codes, or the free text when "Other reason" is
 * chosen. A sold-out rejection names what is sold out (`reject_reason`: "Apfelstrudel"), so the customer
 * knows what to leave out, and gives those products' ids, so that the customer's cart can be refilled
 * without them. Each reader reads a code in their language; only the error is in the language of `intl`.
 */
export function rejectAnswer(
  choice: string,
  otherText: string,
  maxLength: number,
  soldOut: readonly string[] = [],
  soldOutProductIds: readonly number[] = [],
  intl: IntlShape = getIntl(),
): RejectAnswer {
  if (choice === 'sold_out' && soldOut.length === 0) {
    return { ok: false, error: intl.formatMessage({ id: 'desk.answer.reject.error.sold_out' }) };
  }
  const code = (DESK_REJECT_REASON_CODES as readonly string[]).includes(choice)
    ? (choice as DeskRejectReasonCode)
    : null;
  const reason =
    choice === OTHER_REASON ? otherText.trim() : choice === 'sold_out' ? soldOut.join(', ') : null;
  if (code === null && !reason) {
    return {
      ok: false,
      error: intl.formatMessage({
        id: choice === OTHER_REASON ? 'desk.answer.reject.error.write' : 'desk.answer.reject.error.choose',
      }),
    };
  }
  if (reason && reason.length > maxLength) {
    return {
      ok: false,
      error: intl.formatMessage({ id: 'desk.answer.reject.error.too_long' }, { max: maxLength }),
    };
  }
  const body = { approval_status: APPROVAL_STATUS.rejected, reject_reason_code: code, reject_reason: reason };
  return {
    ok: true,
    body: choice === 'sold_out' ? { ...body, sold_out_product_ids: [...soldOutProductIds] } : body,
  };
}

/** What is left of an answer deadline, as the desk says it: "10 min", "under a minute", or null once passed. */
export function timeLeftText(iso: string, now: Date, intl: IntlShape = getIntl()): string | null {
  const left = new Date(iso).getTime() - now.getTime();
  if (!(left > 0)) return null;
  if (left < MINUTE_MS) return intl.formatMessage({ id: 'desk.answer.time_left.under_a_minute' });
  return intl.formatMessage(
    { id: 'desk.answer.time_left.minutes' },
    { minutes: Math.round(left / MINUTE_MS) },
  );
}
