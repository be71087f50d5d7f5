export const PAGE_SIZE = 10;
const MAX_PAGE_NUMBERS = 5;

/** Case-insensitive substring search over the texts each item offers (spec §5 Search). */
export function filterItems<T>(items: readonly T[], query: string, texts: (item: T) => unknown[]): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...items];
  return items.filter((item) =>
    texts(item).some(
      (text) => text !== null && text !== undefined && String(text).toLocaleLowerCase().includes(needle),
    ),
  );
}

export type PageWindow<T> = {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
  /** 1-based position of the first and last row shown, 0 when there are none. */
  from: number;
  to: number;
};

/** One page of the list; a page past the end (after deletes or a search) shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): PageWindow<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  const shown = items.slice(start, start + pageSize);
  return {
    items: shown,
    page: current,
    pageCount,
    total,
    from: total === 0 ? 0 : start + 1,
    to: start + shown.length,
  };
}

/** At most five page numbers, centred on the current page where possible. */
export function pageNumbers(page: number, pageCount: number): number[] {
  const count = Math.min(MAX_PAGE_NUMBERS, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
