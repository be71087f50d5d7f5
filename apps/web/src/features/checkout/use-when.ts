import type { Store } from '@food/contract';
import { ORDER_TYPE, type OrderTypeName } from '@food/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { STORE_ID } from '@/config/store.ts';
import { ordersAhead } from '@/features/store/ordering.ts';
import type { StoreStatus } from '@/features/store/status.ts';
import { isoDate, storeDay } from '@/features/store/store-time.ts';
import { slotsQueryOptions } from './api/get-slots.ts';
import { orderDays, type SlotTime } from './schedule.ts';

export type WhenMode = 'asap' | 'schedule';

/** What the customer picked; null: nothing yet, the default holds. */
type Choice = { mode: WhenMode | null; day: number | null; start: string | null };

const NOTHING_CHOSEN: Choice = { mode: null, day: null, start: null };

/**
 * The checkout's "When" (issue 13): as soon as possible while the store is open, or a slot with room on
 * a day from today to today + `preorder_days`. While the store is closed but takes orders ahead,
 * Schedule is the only choice and the days start at its next opening. A picked day or slot that is no
 * longer offered (midnight passed, the slot filled up) counts as not picked.
 */
export function useWhen({
  store,
  status,
  now,
  orderType,
  onChange,
}: {
  store: Store | undefined;
  status: StoreStatus;
  now: number;
  orderType: OrderTypeName;
  /** The customer picked something. */
  onChange: () => void;
}) {
  const [choice, setChoice] = useState<Choice>(NOTHING_CHOSEN);
  const choose = (change: (current: Choice) => Choice) => {
    onChange();
    setChoice(change);
  };
  const ahead = ordersAhead(status, store, now);
  const days = store && ahead ? orderDays(now, store) : [];
  const mode: WhenMode = ahead && (!status.isOpen || choice.mode === 'schedule') ? 'schedule' : 'asap';
  const opening = store && status.nextOpenAt ? storeDay(Date.parse(status.nextOpenAt), store.timezone) : null;
  const day = [choice.day, opening].find((each) => each !== null && days.includes(each)) ?? days[0] ?? null;
  const slots = useQuery({
    ...slotsQueryOptions(STORE_ID, ORDER_TYPE[orderType], day === null ? '' : isoDate(day)),
    enabled: mode === 'schedule' && day !== null,
  });
  const offered = slots.data?.filter((slot) => slot.available) ?? [];
  const start =
    mode === 'schedule' && offered.some((slot) => slot.start === choice.start) ? choice.start : null;

  return {
    /** Whether the customer can order for later at all: without it there is nothing to choose. */
    ahead,
    /** As soon as possible is offered only while the store takes orders now. */
    asapOpen: status.isOpen,
    mode,
    days,
    day,
    slots,
    /** The day's slots that still have room. */
    offered,
    start,
    /** What the order sends: the slot's start, or null for as soon as possible. */
    scheduledFor: mode === 'schedule' ? start : null,
    setMode: (next: WhenMode) => choose((current) => ({ ...current, mode: next })),
    setDay: (next: number) => choose((current) => ({ ...current, day: next, start: null })),
    setStart: (next: string) => choose((current) => ({ ...current, start: next })),
    /** The slot the server offered instead of a full one, as the order placed for it. */
    takeSlot: (slot: SlotTime) =>
      setChoice({
        mode: 'schedule',
        day: store ? storeDay(Date.parse(slot.start), store.timezone) : null,
        start: slot.start,
      }),
  };
}

export type When = ReturnType<typeof useWhen>;
