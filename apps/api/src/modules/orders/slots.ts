import { ORDER_TYPE, type ErrorCode, type Slot, type SlotsQuery } from '@food/contract';
import {
  addDays,
  daySlots,
  daysBetween,
  isOpenAt,
  isPausedAt,
  localDateOf,
  slotAt,
  type TimeSlot,
} from '@food/opening-hours';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError, type ErrorParams } from '../../lib/errors.ts';
import { getStoreDay, type StoreDay } from '../stores/service.ts';
import { countSlotOrders, lockSlot } from './slots-repository.ts';

export const STORE_CLOSED_MESSAGE = 'The restaurant is closed right now. Please order during opening hours.';

type OpenSlot = { slot: TimeSlot; available: boolean };

const capacityOf = ({ store }: StoreDay, orderType: number) =>
  orderType === ORDER_TYPE.pickup ? store.pickupCapacityPerSlot : store.deliveryCapacityPerSlot;

/** Paused with no end: nobody is answering orders, so none can be placed, not even ahead. */
const pausedUntilResumed = ({ pause }: StoreDay, now: Date) => isPausedAt(pause, now) && pause.until === null;

/** The earliest a slot may start: the kitchen needs its preparation time, and a pause must be over. */
function earliestStart(day: StoreDay, now: Date): number {
  const prepared = now.getTime() + day.store.prepMinutes * 60_000;
  const pauseEnd = isPausedAt(day.pause, now) ? (day.pause.until?.getTime() ?? Infinity) : 0;
  return Math.max(prepared, pauseEnd);
}

/** The slots of a local date that can be ordered for, each with whether it has room; none beyond the days ahead. */
async function openSlots(
  db: Database,
  day: StoreDay,
  orderType: number,
  date: string,
  now: Date,
): Promise<OpenSlot[]> {
  const { store, hours } = day;
  const ahead = daysBetween(localDateOf(store.timezone, now), date);
  if (store.preorderDays === 0 || ahead < 0 || ahead > store.preorderDays) return [];
  if (pausedUntilResumed(day, now)) return [];
  const earliest = earliestStart(day, now);
  const slots = daySlots(hours, date, store.slotMinutes).filter(({ start }) => start.getTime() >= earliest);
  const capacity = capacityOf(day, orderType);
  if (slots.length === 0 || capacity === null) return slots.map((slot) => ({ slot, available: true }));
  const taken = await countSlotOrders(db, store.id, orderType, {
    from: slots[0]!.start,
    to: slots.at(-1)!.end,
  });
  return slots.map((slot) => ({ slot, available: (taken.get(slot.start.getTime()) ?? 0) < capacity }));
}

const toSlot = ({ slot, available }: OpenSlot): Slot => ({
  start: slot.start.toISOString(),
  end: slot.end.toISOString(),
  available,
});

export async function listSlots(
  db: Database,
  storeId: number,
  query: SlotsQuery,
  now: Date,
): Promise<Slot[]> {
  const day = await getStoreDay(db, storeId, now);
  return (await openSlots(db, day, query.order_type, query.date, now)).map(toSlot);
}

/** The first slot with room starting after `after`, within the days ahead; null when there is none. */
async function nextFreeSlot(db: Database, day: StoreDay, orderType: number, now: Date, after: number) {
  const today = localDateOf(day.store.timezone, now);
  for (
    let ahead = daysBetween(today, localDateOf(day.store.timezone, new Date(Math.max(after, now.getTime()))));
    ahead <= day.store.preorderDays;
    ahead += 1
  ) {
    const free = (await openSlots(db, day, orderType, addDays(today, ahead), now)).find(
      ({ slot, available }) => available && slot.start.getTime() > after,
    );
    if (free) return free.slot;
  }
  return null;
}

/** 409 slot_full, with the next slot after the full one that has room (none when the store takes no orders ahead). */
async function slotFull(
  db: Database,
  day: StoreDay,
  orderType: number,
  full: TimeSlot,
  now: Date,
  scheduled: boolean,
) {
  const next =
    day.store.preorderDays === 0 ? null : await nextFreeSlot(db, day, orderType, now, full.start.getTime());
  return new AppError(
    'slot_full',
    { scheduled: scheduled ? 'yes' : 'no' },
    { extras: { next_slot: next && { start: next.start.toISOString(), end: next.end.toISOString() } } },
  );
}

/** Takes a place in the slot, or refuses the order when the slot is full; nothing to take without a capacity. */
async function takePlace(
  db: Database,
  day: StoreDay,
  orderType: number,
  slot: TimeSlot,
  now: Date,
  scheduled: boolean,
) {
  const capacity = capacityOf(day, orderType);
  if (capacity === null) return;
  await lockSlot(db, day.store.id, orderType, slot.start);
  const taken = await countSlotOrders(db, day.store.id, orderType, { from: slot.start, to: slot.end });
  if ((taken.get(slot.start.getTime()) ?? 0) >= capacity)
    throw await slotFull(db, day, orderType, slot, now, scheduled);
}

const refuseTime = (code: ErrorCode, params?: ErrorParams) => fieldError(code, 'scheduled_for', params);

/** The slot a scheduled order names, or why it cannot be ordered for. */
function scheduledSlot(day: StoreDay, scheduledFor: string, now: Date): TimeSlot {
  const { store, hours } = day;
  if (store.preorderDays === 0) throw refuseTime('preorder_not_taken');
  const at = new Date(scheduledFor);
  if (at.getTime() <= now.getTime()) throw refuseTime('time_passed');
  const date = localDateOf(store.timezone, at);
  if (daysBetween(localDateOf(store.timezone, now), date) > store.preorderDays) {
    throw refuseTime('too_far_ahead', { days: store.preorderDays });
  }
  const slot = daySlots(hours, date, store.slotMinutes).find(({ start }) => start.getTime() === at.getTime());
  if (!slot) {
    throw refuseTime(
      isOpenAt(hours.ranges, hours.timeZone, at, hours.specialDays) ? 'time_not_offered' : 'closed_at_time',
    );
  }
  if (pausedUntilResumed(day, now)) throw new AppError('store_closed', { reason: 'paused' });
  if (slot.start.getTime() < earliestStart(day, now)) {
    throw refuseTime('too_soon_for_kitchen');
  }
  return slot;
}

/** When an order is for: its slot, and whether the customer chose it or it is the slot of now. */
export type OrderSlot = { slot: TimeSlot; scheduled: boolean };

/**
 * Checks when the order is for, reading nothing: an order ahead names a slot; an order for as soon as
 * possible takes the slot of now, so it needs the store open and not paused.
 */
export function planOrderSlot(day: StoreDay, scheduledFor: string | null, now: Date): OrderSlot {
  if (scheduledFor !== null) return { slot: scheduledSlot(day, scheduledFor, now), scheduled: true };
  if (isPausedAt(day.pause, now)) throw new AppError('store_closed', { reason: 'paused' });
  const slot = slotAt(day.hours, now, day.store.slotMinutes);
  if (!slot) throw new AppError('store_closed', { reason: 'closed' });
  return { slot, scheduled: false };
}

/** Whether orders of the type take a place in their slot, i.e. `claimOrderSlot` has work to do. */
export const slotHasCapacity = (day: StoreDay, orderType: number) => capacityOf(day, orderType) !== null;

/** Takes the order's place in its slot's capacity, in the order's transaction; refuses it when the slot is full. */
export function claimOrderSlot(
  db: Database,
  day: StoreDay,
  orderType: number,
  { slot, scheduled }: OrderSlot,
  now: Date,
): Promise<void> {
  return takePlace(db, day, orderType, slot, now, scheduled);
}
