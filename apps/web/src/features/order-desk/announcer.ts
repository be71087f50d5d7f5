import { createSignal } from '@/lib/signal.ts';

/** What the desk's polite live region says next: a new text each time, so that the same words are read again. */
export const deskAnnouncement = createSignal<{ text: string; at: number } | null>(null);

export function announce(text: string): void {
  deskAnnouncement.set({ text, at: Date.now() });
}

/** "New order #12 is waiting for an answer." or "3 new orders are waiting for an answer: #12, #13, #14." */
export function newOrdersText(ids: readonly number[]): string {
  if (ids.length === 1) return `New order #${ids[0]} is waiting for an answer.`;
  return `${ids.length} new orders are waiting for an answer: ${ids.map((id) => `#${id}`).join(', ')}.`;
}

/** "New order #12 was accepted automatically." or "2 new orders were accepted automatically: #12, #13." */
export function autoAcceptedText(ids: readonly number[]): string {
  if (ids.length === 1) return `New order #${ids[0]} was accepted automatically.`;
  return `${ids.length} new orders were accepted automatically: ${ids.map((id) => `#${id}`).join(', ')}.`;
}
