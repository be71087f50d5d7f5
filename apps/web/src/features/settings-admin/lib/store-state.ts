import type { StoreSettings } from '@food/contract';
import { todayIn } from './dates.ts';

/** The store's time zone and locale (the browser's until the store has loaded): times are written its way. */
export type StoreClock = { timeZone?: string; locale?: string };

type PauseFields = Pick<StoreSettings, 'paused' | 'paused_until' | 'pause_reason'>;

/** What the back office's header says about the store: whether customers can order now, and until when. */
export type StoreState = {
  kind: 'open' | 'closed' | 'paused' | 'unknown';
  /** "Open", "Closed · opens Tue 11:30", "Paused until 19:30" or "Paused"; empty while not known. */
  text: string;
  /** The one word the header shows where the whole text does not fit. */
  shortText: string;
  /** Under the text: the pause's reason, why the store paused itself, or why it is closed today; or null. */
  detail: string | null;
};

/** Why the automatic pause (the only one without an end) happened. */
export const AUTOMATIC_PAUSE_DETAIL = '3 orders in a row went unanswered';

const DAY_MS = 86_400_000;

/** Paused at `now`: a pause with an end is over once its end has passed, even before the server says so. */
export function isPausedAt(settings: Pick<StoreSettings, 'paused' | 'paused_until'>, now: number): boolean {
  if (!settings.paused) return false;
  return settings.paused_until === null || !(Date.parse(settings.paused_until) <= now);
}

/** Calendar days from one local date ("YYYY-MM-DD") to another. */
function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
}

/**
 * An instant as the header writes it, on the store's clock: "17:30" later today, "Tue 11:30" within
 * the coming 6 days, "24 Dec 11:30" further ahead.
 */
export function formatWhen(instant: string, now: number, { timeZone, locale }: StoreClock): string {
  const at = new Date(instant);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(at);
  const time = format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const days = daysBetween(todayIn(timeZone, new Date(now)), todayIn(timeZone, at));
  if (days <= 0) return time;
  const day = days <= 6 ? format({ weekday: 'short' }) : format({ day: 'numeric', month: 'short' });
  return `${day} ${time}`;
}

/**
 * The header's state from the settings (the pause), the status socket (open or closed; null while
 * not known) and the public store (when it opens next, why it is closed: today's special day's note).
 * A pause wins over the hours; a closed store says when it opens again, if ever.
 */
export function storeState({
  settings,
  isOpen,
  nextOpenAt,
  closedReason,
  clock,
  now,
}: {
  settings: PauseFields | undefined;
  isOpen: boolean | null;
  nextOpenAt: string | null;
  closedReason: string | null;
  clock: StoreClock;
  now: number;
}): StoreState {
  if (settings && isPausedAt(settings, now)) {
    const until = settings.paused_until;
    return {
      kind: 'paused',
      text: until === null ? 'Paused' : `Paused until ${formatWhen(until, now, clock)}`,
      shortText: 'Paused',
      detail: settings.pause_reason ?? (until === null ? AUTOMATIC_PAUSE_DETAIL : null),
    };
  }
  if (isOpen === null) return { kind: 'unknown', text: '', shortText: '', detail: null };
  if (isOpen) return { kind: 'open', text: 'Open', shortText: 'Open', detail: null };
  const opens = nextOpenAt !== null && Date.parse(nextOpenAt) > now ? nextOpenAt : null;
  return {
    kind: 'closed',
    text: opens === null ? 'Closed' : `Closed · opens ${formatWhen(opens, now, clock)}`,
    shortText: 'Closed',
    detail: closedReason,
  };
}
