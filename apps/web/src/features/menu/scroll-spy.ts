/** Category scroll-spy (spec §9): 100 ms debounce, and 1 s without it after a category was clicked. */
export const SCROLL_SPY_DEBOUNCE_MS = 100;
export const SCROLL_LOCK_MS = 1_000;

export type SectionPosition = { id: string; top: number };

/**
 * The section in view: the last one whose top has passed the line just below the sticky header
 * (`threshold`, in viewport pixels); the first before any has; the last once the page is scrolled to
 * its end, because a short last section can never reach the line.
 */
export function pickActiveSection(
  sections: readonly SectionPosition[],
  threshold: number,
  atPageEnd: boolean,
): string | null {
  if (sections.length === 0) return null;
  if (atPageEnd) return sections[sections.length - 1]!.id;
  let active = sections[0]!.id;
  for (const section of sections) {
    if (section.top > threshold) break;
    active = section.id;
  }
  return active;
}
