import type { StoreStatusMessage } from '@food/contract/realtime';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';
import { storeWhenText, type StoreClock } from './store-time.ts';

/** Whether the store takes orders now, as the status socket last said (spec §3 and §4). */
export type StoreStatus = {
  state: 'open' | 'closed' | 'unknown';
  isOpen: boolean;
  /** Open, closed, or empty when the status is not known (statusHeadline words it). */
  statusText: '' | 'Open' | 'Closed';
  todayHours: StoreStatusMessage['today_hours'];
  /** "open - close" of today's first range, or empty. */
  hoursText: string;
  /** Why the store is closed when its hours do not say: 'paused' when it paused itself; or empty. */
  notice: '' | 'paused';
  /** Not taking orders whatever its hours: paused by its staff, or by itself. */
  paused: boolean;
  /** When the pause ends by itself (ISO instant); null: not paused, or paused until someone resumes it. */
  pausedUntil: string | null;
  /** When the store next takes orders (ISO instant); null while it does, or with no opening ahead. */
  nextOpenAt: string | null;
  /** When an open store closes (ISO instant); null while closed, or with no closing ahead. */
  closesAt: string | null;
  /** Why it is closed beyond its hours: the pause's reason, today's special day's note; or empty. */
  closedReason: string;
  /** The connection was lost and is being tried again; the hours are the last ones the server sent. */
  reconnecting: boolean;
};

/** Before the first message: nothing is claimed. */
export const UNKNOWN_STATUS: StoreStatus = {
  state: 'unknown',
  isOpen: false,
  statusText: '',
  todayHours: [],
  hoursText: '',
  notice: '',
  paused: false,
  pausedUntil: null,
  nextOpenAt: null,
  closesAt: null,
  closedReason: '',
  reconnecting: false,
};

/**
 * After a connection error: open or closed is no longer known, so nothing is claimed but that it is
 * reconnecting; the hours the server last sent stay, so that the header keeps what it knew.
 */
export function lostStatus(last: StoreStatus): StoreStatus {
  if (last.reconnecting) return last;
  return { ...UNKNOWN_STATUS, reconnecting: true, todayHours: last.todayHours, hoursText: last.hoursText };
}

/** A status message with an error field (or a store that does not exist): closed, with no text. */
export const CLOSED_WITHOUT_TEXT: StoreStatus = { ...UNKNOWN_STATUS, state: 'closed' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRange(value: unknown): value is { open_time: string; close_time: string } {
  return isRecord(value) && typeof value.open_time === 'string' && typeof value.close_time === 'string';
}

const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** "11:30 - 14:30" ("11:30–14:30" in German): the times as the store's hours name them. */
export function rangeText(
  range: { open_time: string; close_time: string },
  intl: IntlShape = getIntl(),
): string {
  return intl.formatMessage({ id: 'store.status.range' }, { open: range.open_time, close: range.close_time });
}

/**
 * The status from one socket message. `is_open` true gives "Open", false "Closed"; the hours text is
 * "open - close" of the first of today's ranges. A message with an error is closed with no text; a
 * message that cannot be read leaves the status unknown (spec §4). The next opening, the pause's end
 * and the reason are kept for the header's wording (statusHeadline).
 */
export function statusFromMessage(data: unknown): StoreStatus {
  let message: unknown;
  try {
    message = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return UNKNOWN_STATUS;
  }
  if (!isRecord(message)) return UNKNOWN_STATUS;
  if (message.error !== undefined && message.error !== null && message.error !== false) {
    return CLOSED_WITHOUT_TEXT;
  }
  if (typeof message.is_open !== 'boolean') return UNKNOWN_STATUS;
  const todayHours = Array.isArray(message.today_hours)
    ? message.today_hours.filter(isRange).map(({ open_time, close_time }) => ({ open_time, close_time }))
    : [];
  const first = todayHours[0];
  const nextOpenAt = isInstant(message.next_open_at) ? message.next_open_at : null;
  const closedReason = typeof message.closed_reason === 'string' ? message.closed_reason.trim() : '';
  if (message.paused === true) {
    return {
      ...CLOSED_WITHOUT_TEXT,
      statusText: 'Closed',
      todayHours,
      notice: 'paused',
      paused: true,
      pausedUntil: isInstant(message.paused_until) ? message.paused_until : null,
      nextOpenAt,
      closedReason,
    };
  }
  return {
    state: message.is_open ? 'open' : 'closed',
    isOpen: message.is_open,
    statusText: message.is_open ? 'Open' : 'Closed',
    todayHours,
    hoursText: first ? rangeText(first) : '',
    notice: '',
    paused: false,
    pausedUntil: null,
    nextOpenAt: message.is_open ? null : nextOpenAt,
    closesAt: message.is_open && isInstant(message.next_change_at) ? message.next_change_at : null,
    closedReason: message.is_open ? '' : closedReason,
    reconnecting: false,
  };
}

/** What the header says of a store closed with no opening ahead: its hours name none. */
const closedNoOpeningText = (intl: IntlShape = getIntl()) =>
  intl.formatMessage({ id: 'store.status.closed_no_opening' });

/**
 * What the header says (issue 13), never only "Closed": "Open"; closed, when it opens again: "Closed ·
 * opens 17:30" later today, "Closed · opens Tue 11:30", "Closed · opens 24 Dec 11:30" more than six days
 * ahead, or "Closed until further notice" with no opening ahead; paused, "Not taking orders until 19:30",
 * or the paused notice for a pause that lasts until someone resumes the store; "Reconnecting…" after a
 * connection error (issue 15). Empty before the first message, and while the store's clock is still
 * loading (a time cannot be named yet).
 */
export function statusHeadline(
  status: StoreStatus,
  now: number,
  store: StoreClock | undefined,
  intl: IntlShape = getIntl(),
): string {
  if (status.reconnecting) return intl.formatMessage({ id: 'store.status.reconnecting' });
  if (!status.statusText) return '';
  if (status.isOpen) return intl.formatMessage({ id: 'store.status.open' });
  if (status.paused && !status.pausedUntil) return intl.formatMessage({ id: 'store.status.paused' });
  // The store's next opening is the pause's end, unless its hours keep it closed beyond that.
  const opensAt = status.paused ? (status.nextOpenAt ?? status.pausedUntil) : status.nextOpenAt;
  if (!opensAt) return closedNoOpeningText(intl);
  if (!store) return '';
  const when = storeWhenText(opensAt, now, store, intl);
  if (!when) return closedNoOpeningText(intl);
  return intl.formatMessage(
    { id: status.paused ? 'store.status.paused_until' : 'store.status.closed_opens' },
    { when },
  );
}

/** The instant of the store's last menu change a status message carries, or null. */
export function menuChangedAtFromMessage(data: unknown): string | null {
  try {
    const message: unknown = typeof data === 'string' ? JSON.parse(data) : undefined;
    return isRecord(message) && typeof message.menu_changed_at === 'string' ? message.menu_changed_at : null;
  } catch {
    return null;
  }
}

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * How long to wait before reconnecting after `attempt` failures in a row: doubling from 1 s up to
 * 30 s, with jitter (half to all of it) so that many phones do not reconnect in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** The socket's address on this site: ws: next to http:, wss: next to https:. */
export function statusSocketUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}
