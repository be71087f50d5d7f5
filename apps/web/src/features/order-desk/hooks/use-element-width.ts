import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is at least `minWidth` pixels wide, kept up to date as it resizes. The desk
 * decides between side-by-side and one-at-a-time by its own width, not the window's: the sidebar
 * takes a varying share of a tablet's screen.
 */
export function useIsWide(ref: RefObject<HTMLElement | null>, minWidth: number): boolean {
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWide(element.getBoundingClientRect().width >= minWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth]);
  return wide;
}
