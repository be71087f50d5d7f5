import { useDeferredValue, useMemo, useState } from 'react';
import { filterItems, pageOf } from '@/lib/list-view.ts';

/** Search and paging state of a back-office list; a new search starts again at page 1. */
export function useListView<T>(items: readonly T[] | undefined, texts: (item: T) => unknown[]) {
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(
    () => filterItems(items ?? [], deferredQuery, texts),
    // `texts` is a pure description of the row; a new function each render must not re-filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, deferredQuery],
  );
  const window = pageOf(filtered, page);
  const setQuery = (next: string) => {
    setQueryState(next);
    setPage(1);
  };
  return { query, setQuery, setPage, isSearching: deferredQuery.trim() !== '', ...window };
}
