import { useCallback, useEffect, useRef, useState } from 'react';
import { categorySectionId } from '../components/category-section.tsx';
import { pickActiveSection, SCROLL_LOCK_MS, SCROLL_SPY_DEBOUNCE_MS } from '../scroll-spy.ts';

/** Whatever sticks to the top of the page marks itself with this attribute. */
const STICKY_ATTRIBUTE = 'data-sticky-top';

/** Where the stuck bars end: the header, and whatever is stuck right under it (the category tabs). */
function stickyBottom(): number {
  const rects = [...document.querySelectorAll(`[${STICKY_ATTRIBUTE}]`)]
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.height > 0)
    .sort((a, b) => a.top - b.top);
  let bottom = 0;
  for (const rect of rects) {
    if (rect.top > bottom + 1) break;
    bottom = Math.max(bottom, rect.bottom);
  }
  return bottom;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The category in view, for the side list and the strip (spec §2, §9): recomputed 100 ms after
 * scrolling stops; a click selects its category at once, scrolls smoothly to the section and holds
 * the choice for 1 s while the page moves, and at the page's end for as long as the page stays there.
 */
export function useCategorySpy(categoryIds: readonly number[], enabled: boolean) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const lockedUntil = useRef(0);
  const chosen = useRef<number | null>(null);
  const idsKey = categoryIds.join(',');

  useEffect(() => {
    if (!enabled || categoryIds.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      if (Date.now() < lockedUntil.current) return;
      const sections = categoryIds.flatMap((id) => {
        const element = document.getElementById(categorySectionId(id));
        return element ? [{ id: String(id), top: element.getBoundingClientRect().top }] : [];
      });
      const atPageEnd =
        window.scrollY > 0 &&
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const choice = chosen.current === null ? null : String(chosen.current);
      const picked = pickActiveSection(sections, stickyBottom(), atPageEnd, choice);
      // Away from the page's end, the line alone decides again.
      if (!atPageEnd) chosen.current = null;
      if (picked !== null) setActiveId(Number(picked));
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, SCROLL_SPY_DEBOUNCE_MS);
    };
    // The first pick waits as a scroll does: measuring the sections now would force a layout of the
    // page in the middle of its first render.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
    // categoryIds is compared through idsKey: a new array with the same ids must not restart the spy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey, enabled]);

  const selectCategory = useCallback((categoryId: number) => {
    setActiveId(categoryId);
    chosen.current = categoryId;
    lockedUntil.current = Date.now() + SCROLL_LOCK_MS;
    const section = document.getElementById(categorySectionId(categoryId));
    if (!section) return;
    section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the section they chose.
    section.focus({ preventScroll: true });
  }, []);

  return { activeId, selectCategory };
}

/**
 * Scrolls a horizontal list so that its active item is visible, about 100 ms after it changed
 * (spec §2), without moving the page itself.
 */
export function useRevealActive(
  listRef: React.RefObject<HTMLElement | null>,
  activeId: number | null,
  attribute: string,
) {
  useEffect(() => {
    if (activeId === null) return;
    const timer = setTimeout(() => {
      const list = listRef.current;
      const item = list?.querySelector<HTMLElement>(`[${attribute}="${activeId}"]`);
      if (!list || !item || list.scrollWidth <= list.clientWidth) return;
      const listRect = list.getBoundingClientRect();
      const itemRect = item.getBoundingClientRect();
      const padding = 16;
      let delta = 0;
      if (itemRect.left < listRect.left + padding) delta = itemRect.left - listRect.left - padding;
      else if (itemRect.right > listRect.right - padding) delta = itemRect.right - listRect.right + padding;
      if (delta !== 0) {
        list.scrollBy({ left: delta, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }
    }, 100);
    return () => clearTimeout(timer);
  }, [listRef, activeId, attribute]);
}
