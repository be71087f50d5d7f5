import { DESK_FILTERS, type DeskFilter } from '@food/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DELAY_MS = 300;

function readFilter(value: string | null): DeskFilter {
  return DESK_FILTERS.includes(value as DeskFilter) ? (value as DeskFilter) : 'today';
}

function readPositive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** Changes to the desk's address: a value of null or '' removes that parameter. */
type DeskAddressUpdate = (changes: Record<string, string | null>, options?: { push?: boolean }) => void;

/**
 * The desk's filter, search, page and open order, kept in the address so that a reload keeps them.
 * The search box (`searchText`) answers at once; the address, and so the server, follow once typing pauses.
 */
export function useDeskAddress() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('filter'));
  const search = params.get('q') ?? '';
  const page = readPositive(params.get('page')) ?? 1;
  const selectedId = readPositive(params.get('order'));

  const [searchText, setSearchText] = useState(search);
  const [lastSearch, setLastSearch] = useState(search);
  if (search !== lastSearch) {
    setLastSearch(search);
    setSearchText(search);
  }
  const update: DeskAddressUpdate = (changes, options = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: !options.push },
    );
  useEffect(() => {
    if (searchText === search) return;
    const timer = setTimeout(() => update({ q: searchText.trim() || null, page: null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `update` is a new function each render; only the typed text matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText, search]);

  return { filter, search, page, selectedId, searchText, setSearchText, update };
}
