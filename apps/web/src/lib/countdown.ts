import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';

/**
 * Whole seconds left of a countdown that started at `startedAt` (ms since the epoch) and lasts
 * `totalSeconds`. Computed from the clock rather than counted down tick by tick, so a tab that the
 * browser throttled in the background still ends on time.
 */
export function secondsLeft(startedAt: number, now: number, totalSeconds: number): number {
  const elapsed = Math.max(0, now - startedAt);
  return Math.max(0, totalSeconds - Math.floor(elapsed / 1000));
}

/** "30 seconds", "1 second". */
export function secondsText(seconds: number, intl: IntlShape = getIntl()): string {
  return intl.formatMessage({ id: 'store.ui.seconds' }, { seconds });
}
