import { useDeferredValue, useMemo, useState } from 'react';
import { filterItems, pageOf, PAGE_SIZE } from '@/lib/list-view.ts';

/** Search and paging state of a back-office list; a new search starts again at page 1. */
export function useListView<T>(items: readonly T[] | undefined, texts: (item: T) => unknown[]) {
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);
  const [wanted, setWanted] = useState<((item: T) => boolean) | null>(null);
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(
    () => filterItems(items ?? [], deferredQuery, texts),
    // `texts` is a pure description of the row; a new function each render must not re-filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, deferredQuery],
  );
  // A row asked for is shown once the list holds it: on its page, with a search that hides it cleared.
  if (wanted && items?.some(wanted)) {
    setWanted(null);
    let at = filtered.findIndex(wanted);
    if (at === -1) {
      setQueryState('');
      at = items.findIndex(wanted);
    }
    setPage(Math.floor(at / PAGE_SIZE) + 1);
  }
  const window = pageOf(filtered, page);
  const setQuery = (next: string) => {
    setQueryState(next);
    setPage(1);
  };
  /** Turns to the page of the first row `match` picks, now or as soon as the list holds it. */
  const reveal = (match: (item: T) => boolean) => setWanted(() => match);
  return { query, setQuery, setPage, reveal, isSearching: deferredQuery.trim() !== '', ...window };
}
