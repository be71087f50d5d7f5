/** Category scroll-spy (spec §9): 100 ms debounce, and 1 s without it after a category was clicked. */
export const SCROLL_SPY_DEBOUNCE_MS = 100;
export const SCROLL_LOCK_MS = 1_000;

/**
 * How far below the sticky bars a section's top must come to be the one being read. A chosen section
 * lands 16 or 24 px below the bars (its scroll margin), and the page stops on whole pixels while
 * sections sit at fractions of one, so the line lies clearly below that spot, never on it.
 */
const READING_LINE_OFFSET = 40;

export type SectionPosition = { id: string; top: number };

/**
 * The section in view: the last one whose top has passed the reading line under the sticky bars
 * (`barsBottom`, in viewport pixels); the first before any has. Once the page is scrolled to its end,
 * the sections below the line can never reach it: the one a click chose among them stays, otherwise
 * the last one is picked.
 */
export function pickActiveSection(
  sections: readonly SectionPosition[],
  barsBottom: number,
  atPageEnd: boolean,
  chosen: string | null = null,
): string | null {
  if (sections.length === 0) return null;
  const line = barsBottom + READING_LINE_OFFSET;
  let reached = 0;
  while (reached + 1 < sections.length && sections[reached + 1]!.top <= line) reached += 1;
  if (!atPageEnd) return sections[reached]!.id;
  const chosenIndex = sections.findIndex((section) => section.id === chosen);
  return chosenIndex >= reached ? chosen : sections[sections.length - 1]!.id;
}
