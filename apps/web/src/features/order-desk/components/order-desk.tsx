import { APPROVAL_STATUS, DESK_FILTERS, type DeskFilter, type Order } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { MousePointerClick, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useStore } from '@/features/store/api/get-store.ts';
import { useMoney } from '@/features/store/hooks/use-money.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import {
  DESK_PAGE_SIZE,
  deskOrderQueryOptions,
  deskOrdersQueryOptions,
  pendingOrdersQueryOptions,
} from '../api/desk-orders.ts';
import { useIsWide } from '../hooks/use-element-width.ts';
import { useDeskFeed } from '../hooks/use-desk-feed.ts';
import { useNow } from '../hooks/use-now.ts';
import { markSeen, seenOrders } from '../seen-orders.ts';
import { ConnectionBanner } from './connection-banner.tsx';
import { DeskAnnouncer } from './desk-announcer.tsx';
import { DeskBar } from './desk-bar.tsx';
import { OrderDetail } from './order-detail.tsx';
import { DeskPager, OrderList, OrderListEmpty, OrderListSkeleton } from './order-list.tsx';

const FILTER_LABELS: Record<DeskFilter, string> = {
  today: 'Today',
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  all: 'All',
};

/** Side by side from this width of the desk itself; one at a time below it (phones, narrow windows). */
const TWO_PANE_MIN_WIDTH = 660;
const SEARCH_DELAY_MS = 300;

function readFilter(value: string | null): DeskFilter {
  return DESK_FILTERS.includes(value as DeskFilter) ? (value as DeskFilter) : 'today';
}

function readPositive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * The restaurant's order desk (decisions §6): incoming orders live, newest first, each new pending one
 * highlighted until it is opened; the open order with its answer, fulfilment steps and ticket.
 * Filter, search, page and the open order live in the address, so a reload keeps them.
 * `pausedBanner` (from the route) says when the store has paused itself.
 */
export function OrderDesk({ storeId, pausedBanner }: { storeId: number; pausedBanner?: ReactNode }) {
  const connection = useDeskFeed();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('filter'));
  const search = params.get('q') ?? '';
  const page = readPositive(params.get('page')) ?? 1;
  const selectedId = readPositive(params.get('order'));

  const rootRef = useRef<HTMLDivElement>(null);
  const wide = useIsWide(rootRef, TWO_PANE_MIN_WIDTH);
  const now = useNow(5_000);
  const store = useStore(storeId).data;
  const money = useMoney(storeId);
  const format = (amount: number) => (money.ready ? money.format(amount) : amount.toFixed(2));
  const seen = useSyncExternalStore(seenOrders.subscribe, seenOrders.get);
  const isNew = (order: Pick<Order, 'id' | 'approval_status'>) =>
    order.approval_status === APPROVAL_STATUS.pending && !seen.has(order.id);

  const list = useQuery(deskOrdersQueryOptions({ filter, search, page }));
  const pending = useQuery(pendingOrdersQueryOptions());
  const fromList = list.data?.data.find((order) => order.id === selectedId);
  const selected = useQuery({
    ...deskOrderQueryOptions(selectedId ?? 0),
    enabled: selectedId !== null,
    placeholderData: fromList,
  });

  // The search box answers at once; the server is asked once typing pauses.
  const [searchText, setSearchText] = useState(search);
  const [lastSearch, setLastSearch] = useState(search);
  if (search !== lastSearch) {
    setLastSearch(search);
    setSearchText(search);
  }
  const update = (changes: Record<string, string | null>, options: { push?: boolean } = {}) =>
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

  // An order opened from the address (a reload, a link) counts as seen too.
  const openedId = selected.data?.id;
  useEffect(() => {
    if (openedId !== undefined) markSeen(openedId);
  }, [openedId]);

  // On a phone the detail replaces the list: its heading takes the focus (and the view), and Back
  // hands the focus to the order's row again.
  const lastOpened = useRef<number | null>(null);
  useEffect(() => {
    if (wide) return;
    if (selectedId !== null) {
      lastOpened.current = selectedId;
      return;
    }
    const id = lastOpened.current;
    lastOpened.current = null;
    if (id !== null) rootRef.current?.querySelector<HTMLElement>(`[data-order-id="${id}"]`)?.focus();
  }, [selectedId, wide]);

  const open = (id: number) => {
    markSeen(id);
    // On a phone the detail replaces the list: Back returns to it.
    update({ order: String(id) }, { push: !wide });
  };
  const closeDetail = () => update({ order: null });

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (list.data?.page_size ?? DESK_PAGE_SIZE)));
  const pendingCount = pending.data?.pending_count ?? list.data?.pending_count;
  const showList = wide || selectedId === null;
  const showDetail = selectedId !== null;

  const toolbar = (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <div role="group" aria-label="Show orders" className="flex flex-wrap gap-1.5">
        {DESK_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => update({ filter: value === 'today' ? null : value, page: null })}
            className={cn(
              'inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 transition-colors',
              filter === value
                ? 'bg-ink-900 text-white ring-ink-900'
                : 'bg-white text-ink-800 ring-cream-300 hover:ring-ink-500',
            )}
          >
            {FILTER_LABELS[value]}
            {value === 'pending' && pendingCount !== undefined && pendingCount > 0 && (
              <span
                className={cn(
                  'grid h-5 min-w-5 place-items-center rounded-full px-1 text-xs font-bold',
                  filter === value ? 'bg-white text-ink-900' : 'bg-brand-600 text-white',
                )}
              >
                {pendingCount}
              </span>
            )}
          </button>
        ))}
      </div>
      <div className="md:w-64 md:shrink-0">
        <SearchField
          label="Search orders by number or customer name"
          placeholder="Number or name"
          value={searchText}
          onChange={setSearchText}
        />
      </div>
    </div>
  );

  const listPane = (
    <section aria-label="Incoming orders" className="min-w-0">
      {list.isPending ? (
        <OrderListSkeleton />
      ) : list.isError && !list.data ? (
        <ErrorAlert title={failureMessage(list.error, 'The orders could not be loaded.')}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </ErrorAlert>
      ) : list.data.data.length === 0 ? (
        <OrderListEmpty filter={filter} search={search} />
      ) : (
        <>
          <OrderList
            orders={list.data.data}
            selectedId={selectedId}
            isNew={isNew}
            now={now}
            store={store}
            money={format}
            onOpen={open}
          />
          {pageCount > 1 && (
            <DeskPager
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              total={total}
              onPage={(next) => update({ page: next === 1 ? null : String(next) })}
            />
          )}
        </>
      )}
    </section>
  );

  let detailPane = null;
  if (showDetail) {
    if (selected.data) {
      detailPane = (
        <OrderDetail
          order={selected.data}
          store={store}
          money={format}
          onBack={wide ? undefined : closeDetail}
          focusOnShow={!wide}
        />
      );
    } else if (selected.isError) {
      detailPane = (
        <div className="space-y-3">
          {!wide && (
            <Button variant="ghost" size="sm" onClick={closeDetail}>
              Back to orders
            </Button>
          )}
          <ErrorAlert title={failureMessage(selected.error, 'This order could not be loaded.')} />
        </div>
      );
    } else {
      detailPane = (
        <div
          aria-busy="true"
          aria-label="Loading the order"
          className="space-y-4 rounded-2xl bg-white p-6 shadow-card"
        >
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      );
    }
  } else if (wide && (list.data?.data.length ?? 0) > 0) {
    detailPane = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-cream-300 bg-white/60 px-6 py-16 text-center">
        <MousePointerClick aria-hidden="true" className="mb-3 size-8 text-ink-600" />
        <p className="font-display text-lg font-semibold text-ink-900">Open an order</p>
        <p className="mt-1 max-w-xs text-sm text-ink-700">
          Choose an order on the left to see its items, notes and customer, and to answer it.
        </p>
      </div>
    );
  }

  // Side by side only with something to show beside the list; an empty list takes the whole width.
  const twoPane = wide && detailPane !== null;

  return (
    <div ref={rootRef}>
      <DeskAnnouncer />
      <DeskBar connection={connection} />
      <ConnectionBanner connection={connection} />
      {pausedBanner}
      {showList && toolbar}
      <div
        className={cn(
          twoPane &&
            'grid items-start gap-5 grid-cols-[minmax(17rem,20rem)_minmax(0,1fr)] xl:grid-cols-[22rem_minmax(0,1fr)]',
        )}
      >
        {showList && listPane}
        {detailPane && (
          // Beside a long list the open order stays in view, scrolling on its own.
          <div className={cn(twoPane && 'sticky top-20 -m-1 max-h-[calc(100dvh-6rem)] overflow-y-auto p-1')}>
            {detailPane}
          </div>
        )}
      </div>
    </div>
  );
}
