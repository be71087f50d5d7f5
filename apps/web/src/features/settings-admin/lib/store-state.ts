import type { StoreSettings } from '@food/contract';
import type { IntlShape } from 'react-intl';
import { storeWhenText, type StoreClock } from '@/features/store/store-time.ts';

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
const UNKNOWN: StoreState = { kind: 'unknown', text: '', shortText: '', detail: null };

/** Paused at `now`: a pause with an end is over once its end has passed, even before the server says so. */
export function isPausedAt(settings: Pick<StoreSettings, 'paused' | 'paused_until'>, now: number): boolean {
  if (!settings.paused) return false;
  return settings.paused_until === null || !(Date.parse(settings.paused_until) <= now);
}

/**
 * The header's state from the settings (the pause) and the status socket (open or closed, null while
 * not known; when it opens next; why it is closed today, e.g. a special day's note), with times on the
 * store's clock. A pause wins over the hours; a closed store says when it opens again, if ever.
 * Nothing is claimed before the store's clock is known.
 */
export function storeState({
  intl,
  settings,
  isOpen,
  nextOpenAt,
  closedReason,
  clock,
  now,
}: {
  intl: IntlShape;
  settings: PauseFields | undefined;
  isOpen: boolean | null;
  nextOpenAt: string | null;
  closedReason: string;
  clock: StoreClock | undefined;
  now: number;
}): StoreState {
  if (!clock) return UNKNOWN;
  if (settings && isPausedAt(settings, now)) {
    const until = settings.paused_until;
    return {
      kind: 'paused',
      text:
        until === null
          ? intl.formatMessage({ id: 'settings.state.paused' })
          : intl.formatMessage(
              { id: 'settings.state.pausedUntil' },
              { when: storeWhenText(until, now, clock) },
            ),
      shortText: intl.formatMessage({ id: 'settings.state.pausedShort' }),
      detail:
        settings.pause_reason ??
        (until === null ? intl.formatMessage({ id: 'settings.state.automaticPause' }) : null),
    };
  }
  if (isOpen === null) return UNKNOWN;
  if (isOpen) {
    return {
      kind: 'open',
      text: intl.formatMessage({ id: 'settings.state.open' }),
      shortText: intl.formatMessage({ id: 'settings.state.openShort' }),
      detail: null,
    };
  }
  const opens = nextOpenAt !== null && Date.parse(nextOpenAt) > now ? nextOpenAt : null;
  return {
    kind: 'closed',
    text:
      opens === null
        ? intl.formatMessage({ id: 'settings.state.closedNoOpening' })
        : intl.formatMessage(
            { id: 'settings.state.closedOpens' },
            { when: storeWhenText(opens, now, clock) },
          ),
    shortText: intl.formatMessage({ id: 'settings.state.closedShort' }),
    detail: closedReason || null,
  };
}
