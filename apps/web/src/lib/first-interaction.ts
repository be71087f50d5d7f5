/**
 * The visitor's first sign of life on the page: a touch, a click, a key, the mouse moving, a scroll.
 * Code the first view does not show waits for it instead of the browser's idle time, so that the
 * first load is what the menu needs and nothing more (issue 45), and is fetched before the tap that
 * shows it.
 */
const EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

let interacted = false;
const waiting = new Set<() => void>();

function onFirst() {
  if (interacted) return;
  interacted = true;
  for (const event of EVENTS) window.removeEventListener(event, onFirst, true);
  for (const task of [...waiting]) task();
  waiting.clear();
}

export function hasInteracted(): boolean {
  return interacted;
}

/** Runs `task` at the visitor's first interaction, or at once if there was one. Returns what cancels it. */
export function afterFirstInteraction(task: () => void): () => void {
  if (interacted) {
    task();
    return () => {};
  }
  if (waiting.size === 0)
    for (const event of EVENTS) window.addEventListener(event, onFirst, { capture: true, passive: true });
  waiting.add(task);
  return () => void waiting.delete(task);
}
