import {
  PAUSE_UNTIL_END_OF_DAY,
  isLanguage,
  type CreateStore,
  type Language,
  type PaymentMethod,
  type StorePause,
  type Store,
  type StoreSettings,
  type UpdateStoreSettings,
} from '@food/contract';
import { availability, endOfBusinessDay, isPausedAt, type Pause, type StoreHours } from '@food/opening-hours';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { decimalOrNull, minorOrNull } from '../../lib/money.ts';
import type { StoreChanges } from '../../lib/store-changes.ts';
import type { OrderEvents } from '../../realtime/order-events.ts';
import { findSpecialDayHours } from '../special-days/service.ts';
import { listOpeningRanges } from '../store-hours/service.ts';
import {
  findStore,
  findStoresWithDailySummary,
  findStoreTermsStamp,
  insertStore,
  nextPauseEnd,
  pauseStoreRow,
  resumeDuePauses,
  resumeStoreRow,
  setStorePause,
  updateStore,
  type StoreRow,
  type StoreSettingsValues,
} from './repository.ts';

export { saveStore } from './save-store.ts';

const hhmm = (time: string) => time.slice(0, 5);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The store's default language; a value the product no longer speaks reads as English. */
export const storeLanguage = (store: Pick<StoreRow, 'defaultLanguage'>): Language =>
  isLanguage(store.defaultLanguage) ? store.defaultLanguage : 'en';

export async function getStore(db: Database, id: number): Promise<StoreRow> {
  const store = await findStore(db, id);
  if (!store) throw new AppError('store_not_found', { id: String(id) });
  return store;
}

/** The store's pause as it was set, even one whose end has passed (see `isPausedAt`). */
export function pauseOf(store: StoreRow): Pause | null {
  return store.pausedAt
    ? { since: store.pausedAt, until: store.pausedUntil, reason: store.pauseReason }
    : null;
}

/** The stores whose administrators get each day's summary by e-mail, with their hours. */
export async function listStoresWithDailySummary(db: Database, now: Date): Promise<StoreDay[]> {
  const rows = await findStoresWithDailySummary(db);
  return Promise.all(
    rows.map(async (store) => ({ store, hours: await hoursOf(db, store, now), pause: pauseOf(store) })),
  );
}

/** Weekly ranges and the special days from yesterday on: everything that decides when the store is open. */
async function hoursOf(db: Database, store: StoreRow, now: Date): Promise<Required<StoreHours>> {
  const [ranges, specialDays] = await Promise.all([
    listOpeningRanges(db, store.id),
    findSpecialDayHours(db, store.id, store.timezone, now),
  ]);
  return {
    timeZone: store.timezone,
    ranges: ranges.map((h) => ({ day_of_week: h.dayOfWeek, open_time: h.openTime, close_time: h.closeTime })),
    specialDays,
  };
}

/** A store with its hours: what order checks, slots and the status push read. */
export type StoreDay = { store: StoreRow; hours: Required<StoreHours>; pause: Pause | null };

export async function getStoreDay(db: Database, id: number, now: Date): Promise<StoreDay> {
  const store = await getStore(db, id);
  return { store, hours: await hoursOf(db, store, now), pause: pauseOf(store) };
}

/** Changes with every write of the store's row, hours, special days or discounts; null for an unknown store. */
export function storeTermsStamp(db: Database, id: number): Promise<string | null> {
  return findStoreTermsStamp(db, id);
}

/** The store's hours and pause for the status push; null for an unknown store. */
export async function findStoreSchedule(db: Database, id: number, now: Date) {
  const store = await findStore(db, id);
  if (!store) return null;
  return { ...(await hoursOf(db, store, now)), pause: pauseOf(store) };
}

/**
 * The payment methods the store offers now: online only while the server has the provider's keys. A
 * store left with none (online only, keys since removed) takes cash rather than no orders.
 */
export function offeredPaymentMethods(
  store: Pick<StoreRow, 'paymentMethods'>,
  onlinePayment: boolean,
): PaymentMethod[] {
  const offered = (['cash', 'online'] as const).filter(
    (method) => store.paymentMethods.includes(method) && (method === 'cash' || onlinePayment),
  );
  return offered.length > 0 ? offered : ['cash'];
}

export async function getPublicStore(
  db: Database,
  id: number,
  now: Date,
  onlinePayment: boolean,
): Promise<Store> {
  const day = await getStoreDay(db, id, now);
  const { store, hours } = day;
  const state = availability(hours, day.pause, now);
  return {
    id: store.id,
    name: store.name,
    address: store.address,
    country: store.country,
    timezone: store.timezone,
    currency: store.currency,
    locale: store.locale,
    phone: store.phone,
    store_hours: hours.ranges.map((range) => ({
      day_of_week: range.day_of_week,
      open_time: hhmm(range.open_time),
      close_time: hhmm(range.close_time),
    })),
    paused: state.paused,
    paused_until: state.paused_until,
    next_open_at: state.next_open_at,
    closed_reason: state.closed_reason,
    min_order: decimalOrNull(store.minOrderMinor),
    preorder_days: store.preorderDays,
    default_language: storeLanguage(store),
    payment_methods: offeredPaymentMethods(store, onlinePayment),
    guest_checkout: store.guestCheckout,
  };
}

export function createStore(db: Database, input: CreateStore): Promise<StoreRow> {
  return insertStore(db, input);
}

function toSettings(store: StoreRow, now: Date, onlinePayment: boolean): StoreSettings {
  const paused = isPausedAt(pauseOf(store), now);
  return {
    store_id: store.id,
    order_timeout_minutes: store.orderTimeoutMinutes,
    paused,
    paused_at: paused ? iso(store.pausedAt) : null,
    paused_until: paused ? iso(store.pausedUntil) : null,
    pause_reason: paused ? store.pauseReason : null,
    min_order: decimalOrNull(store.minOrderMinor),
    preorder_days: store.preorderDays,
    slot_minutes: store.slotMinutes,
    capacity_per_slot: { pickup: store.pickupCapacityPerSlot, delivery: store.deliveryCapacityPerSlot },
    open_orders_per_customer: store.openOrdersPerCustomer,
    prep_minutes: store.prepMinutes,
    auto_accept: store.autoAccept,
    default_language: storeLanguage(store),
    phone: store.phone,
    payment_methods: offeredPaymentMethods(store, onlinePayment),
    online_payment_configured: onlinePayment,
    daily_summary_email: store.dailySummaryEmail,
    guest_checkout: store.guestCheckout,
  };
}

export async function getStoreSettings(
  db: Database,
  storeId: number,
  now: Date,
  onlinePayment: boolean,
): Promise<StoreSettings> {
  return toSettings(await getStore(db, storeId), now, onlinePayment);
}

function settingsValues(input: UpdateStoreSettings): Partial<StoreSettingsValues> {
  const values: Partial<StoreSettingsValues> = {
    orderTimeoutMinutes: input.order_timeout_minutes,
    preorderDays: input.preorder_days,
    slotMinutes: input.slot_minutes,
    prepMinutes: input.prep_minutes,
    autoAccept: input.auto_accept,
    defaultLanguage: input.default_language,
    phone: input.phone,
    pickupCapacityPerSlot: input.capacity_per_slot?.pickup,
    deliveryCapacityPerSlot: input.capacity_per_slot?.delivery,
    openOrdersPerCustomer: input.open_orders_per_customer,
    paymentMethods: input.payment_methods,
    dailySummaryEmail: input.daily_summary_email,
    guestCheckout: input.guest_checkout,
    ...(input.min_order === undefined ? {} : { minOrderMinor: minorOrNull(input.min_order) }),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export async function saveStoreSettings(
  db: Database,
  storeId: number,
  input: UpdateStoreSettings,
  now: Date,
  onlinePayment: boolean,
): Promise<StoreSettings> {
  if (input.payment_methods?.includes('online') && !onlinePayment) {
    throw fieldError('online_payment_not_configured', 'payment_methods');
  }
  const store = await updateStore(db, storeId, settingsValues(input));
  if (!store) throw new AppError('store_not_found', { id: String(storeId) });
  return toSettings(store, now, onlinePayment);
}

export interface StorePauseDeps {
  db: Database;
  clock: Clock;
  changes: StoreChanges;
  events: OrderEvents;
}

/** Only the caller that changed the row announces it: the storefront's status, menu cache and desks hear once. */
async function announce({ changes, events, clock }: StorePauseDeps, store: StoreRow) {
  await changes.publish({ storeId: store.id, kind: 'status' });
  const paused = isPausedAt(pauseOf(store), clock.now());
  events.storeUpdated({ storeId: store.id, paused, pausedUntil: paused ? iso(store.pausedUntil) : null });
}

/** The store stops taking orders until an administrator resumes it; false when it was paused already. */
export async function pauseStore(deps: StorePauseDeps, storeId: number): Promise<boolean> {
  const paused = await pauseStoreRow(deps.db, storeId, deps.clock.now());
  if (paused) await announce(deps, paused);
  return paused !== undefined;
}

/** The staff pause the store for some minutes or the rest of its day; it resumes by itself then. */
export async function pauseStoreFor(
  deps: StorePauseDeps & { wakeAt(at: Date): void; onlinePayment: boolean },
  storeId: number,
  input: StorePause,
): Promise<StoreSettings> {
  const now = deps.clock.now();
  const until =
    input.until === PAUSE_UNTIL_END_OF_DAY
      ? endOfBusinessDay((await getStoreDay(deps.db, storeId, now)).hours, now)
      : new Date(now.getTime() + input.minutes! * 60_000);
  const store = await setStorePause(deps.db, storeId, { since: now, until, reason: input.reason ?? null });
  if (!store) throw new AppError('store_not_found', { id: String(storeId) });
  await announce(deps, store);
  deps.wakeAt(until);
  return toSettings(store, now, deps.onlinePayment);
}

/** Takes orders again; resuming a store that is not paused changes nothing. */
export async function resumeStore(
  deps: StorePauseDeps & { onlinePayment: boolean },
  storeId: number,
): Promise<StoreSettings> {
  const resumed = await resumeStoreRow(deps.db, storeId, deps.clock.now());
  if (!resumed) return getStoreSettings(deps.db, storeId, deps.clock.now(), deps.onlinePayment);
  await announce(deps, resumed);
  return toSettings(resumed, deps.clock.now(), deps.onlinePayment);
}

/** Resumes every store whose pause has ended (once, whichever process gets there first); the next end, or null. */
export async function resumeEndedPauses(deps: StorePauseDeps): Promise<Date | null> {
  for (const store of await resumeDuePauses(deps.db, deps.clock.now())) await announce(deps, store);
  return nextPauseEnd(deps.db);
}
