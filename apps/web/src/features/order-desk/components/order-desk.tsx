import type { Order } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
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
import { useDeskAddress } from '../hooks/use-desk-address.ts';
import { useDeskFeed } from '../hooks/use-desk-feed.ts';
import { useIsWide } from '../hooks/use-element-width.ts';
import { useNow } from '@/lib/use-now.ts';
import { usePrepReminders } from '../hooks/use-prep-reminders.ts';
import { isNewOrder, markSeen, seenOrders } from '../seen-orders.ts';
import { ConnectionBanner } from './connection-banner.tsx';
import { PrinterBanner } from '@/features/printers/components/printer-banner.tsx';
import { DeskAnnouncer } from './desk-announcer.tsx';
import { DeskBar } from './desk-bar.tsx';
import { DeskDetailPane, OpenAnOrderHint } from './desk-detail-pane.tsx';
import { DeskToolbar } from './desk-toolbar.tsx';
import { DeskPager } from './desk-pager.tsx';
import { OrderList, OrderListEmpty, OrderListSkeleton } from './order-list.tsx';
import { PrepReminders } from './prep-reminders.tsx';
import { SoldOutTonight } from './sold-out-tonight.tsx';

/** Side by side from this width of the desk itself; one at a time below it (phones, narrow windows). */
const TWO_PANE_MIN_WIDTH = 660;

/**
 * The restaurant's order desk (decisions §6): incoming orders live, newest first and scheduled ones under
 * their slot, each new one highlighted until it is opened; reminders to start on scheduled orders; the
 * open order with its answer, fulfilment steps and ticket.
 * Filter, search, page and the open order live in the address, so a reload keeps them.
 * `pausedBanner` (from the route) says when the store has paused itself.
 */
export function OrderDesk({ storeId, pausedBanner }: { storeId: number; pausedBanner?: ReactNode }) {
  const intl = useIntl();
  const connection = useDeskFeed();
  const { filter, search, page, selectedId, searchText, setSearchText, update } = useDeskAddress();

  const rootRef = useRef<HTMLDivElement>(null);
  const wide = useIsWide(rootRef, TWO_PANE_MIN_WIDTH);
  const now = useNow(5_000);
  const store = useStore(storeId).data;
  const seen = useSyncExternalStore(seenOrders.subscribe, seenOrders.get);
  const isNew = (order: Order) => isNewOrder(order, seen);
  const reminders = usePrepReminders(storeId, now, store);

  const list = useQuery(deskOrdersQueryOptions({ filter, search, page }));
  const pending = useQuery(pendingOrdersQueryOptions());
  const fromList = list.data?.data.find((order) => order.id === selectedId);
  const selected = useQuery({
    ...deskOrderQueryOptions(selectedId ?? 0),
    enabled: selectedId !== null,
    placeholderData: fromList,
  });
  // Every order of a store is in its currency: whichever arrived first gives the symbol.
  const shownCurrency = (selected.data ?? list.data?.data[0] ?? pending.data?.data[0])?.currency;
  const { format } = useMoney(storeId, shownCurrency);

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

  const listPane = (
    <section aria-label={intl.formatMessage({ id: 'desk.board.incoming' })} className="min-w-0">
      {list.isPending ? (
        <OrderListSkeleton />
      ) : list.isError && !list.data ? (
        <ErrorAlert title={failureMessage(list.error, intl.formatMessage({ id: 'desk.board.load_failed' }))}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
            <RotateCw aria-hidden="true" />
            <FormattedMessage id="desk.board.try_again" />
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
    detailPane = (
      <DeskDetailPane
        order={selected.data}
        error={selected.error}
        store={store}
        money={format}
        wide={wide}
        onClose={closeDetail}
      />
    );
  } else if (wide && (list.data?.data.length ?? 0) > 0) {
    detailPane = <OpenAnOrderHint />;
  }

  // Side by side only with something to show beside the list; an empty list takes the whole width.
  const twoPane = wide && detailPane !== null;

  return (
    <div ref={rootRef}>
      <DeskAnnouncer />
      <DeskBar connection={connection} />
      <ConnectionBanner connection={connection} />
      <PrinterBanner clock={store} />
      {pausedBanner}
      <PrepReminders orders={reminders} now={now} store={store} onOpen={open} />
      {showList && (
        <DeskToolbar
          filter={filter}
          pendingCount={pendingCount}
          searchText={searchText}
          onFilter={(value) => update({ filter: value === 'today' ? null : value, page: null })}
          onSearchText={setSearchText}
          actions={<SoldOutTonight storeId={storeId} store={store} />}
        />
      )}
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
