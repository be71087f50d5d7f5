import type { IntlShape } from 'react-intl';
import { storeWhenText } from '@/features/store/store-time.ts';
import { getIntl } from '@/lib/i18n/language.ts';

type StoreClock = { locale: string; timezone: string } | undefined;

/** This device's own clock, until the store's is known. */
function deviceClock(): { locale: string; timezone: string } {
  return { locale: 'en-GB', timezone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}

/**
 * When a scheduled order is for, on the store's 24-hour clock and in the reader's language: "19:30"
 * today, "Tue 19:30" ("Di. 19:30") in the next six days, "24 Dec 19:30" further ahead or before today.
 */
export function slotText(iso: string, now: Date, store: StoreClock, intl: IntlShape = getIntl()): string {
  return storeWhenText(iso, now.getTime(), store ?? deviceClock(), intl);
}
