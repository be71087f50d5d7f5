import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';
import { createSignal } from '@/lib/signal.ts';

/** What the desk's polite live region says next: a new text each time, so that the same words are read again. */
export const deskAnnouncement = createSignal<{ text: string; at: number } | null>(null);

export function announce(text: string): void {
  deskAnnouncement.set({ text, at: Date.now() });
}

/** "#12, #13, #14": the orders' numbers as the desk writes them. */
function numbersText(numbers: readonly number[]): string {
  return numbers.map((n) => `#${n}`).join(', ');
}

/**
 * "New order #12 is waiting for an answer." or "3 new orders are waiting for an answer: #12, #13, #14.",
 * in the reader's language.
 */
export function newOrdersText(numbers: readonly number[], intl: IntlShape = getIntl()): string {
  return intl.formatMessage(
    { id: 'desk.announce.new_orders' },
    { count: numbers.length, numbers: numbersText(numbers) },
  );
}

/** "New order #12 was accepted automatically." or "2 new orders were accepted automatically: #12, #13." */
export function autoAcceptedText(numbers: readonly number[], intl: IntlShape = getIntl()): string {
  return intl.formatMessage(
    { id: 'desk.announce.auto_accepted' },
    { count: numbers.length, numbers: numbersText(numbers) },
  );
}
