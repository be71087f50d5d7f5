import { createSignal } from '@/lib/signal.ts';

/** What the desk's polite live region says next: a new text each time, so that the same words are read again. */
export const deskAnnouncement = createSignal<{ text: string; at: number } | null>(null);

export function announce(text: string): void {
  deskAnnouncement.set({ text, at: Date.now() });
}

/** "New order #12 is waiting for an answer." or "3 new orders are waiting for an answer: #12, #13, #14." */
export function newOrdersText(numbers: readonly number[]): string {
  if (numbers.length === 1) return `New order #${numbers[0]} is waiting for an answer.`;
  return `${numbers.length} new orders are waiting for an answer: ${numbers.map((n) => `#${n}`).join(', ')}.`;
}

/** "New order #12 was accepted automatically." or "2 new orders were accepted automatically: #12, #13." */
export function autoAcceptedText(numbers: readonly number[]): string {
  if (numbers.length === 1) return `New order #${numbers[0]} was accepted automatically.`;
  return `${numbers.length} new orders were accepted automatically: ${numbers.map((n) => `#${n}`).join(', ')}.`;
}
