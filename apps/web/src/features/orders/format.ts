import type { Order, OrderItem } from '@food/contract';
import { APPROVAL_STATUS, isDelivery } from '@food/contract/constants';
import { isOrderInProgress, orderState } from '@food/contract/order-flow';
import { formatMoney, toMinor } from '@food/money';
import type { IntlShape } from 'react-intl';
import { storeWhenText } from '@/features/store/store-time.ts';

type StoreLocale = { locale: string; timezone: string };

/** "2 × Wiener Schnitzel (Large)". */
export function orderItemText(
  item: Pick<OrderItem, 'quantity' | 'product_name' | 'variant_name'>,
  intl: IntlShape,
): string {
  const name = item.variant_name
    ? intl.formatMessage(
        { id: 'orders.item.with_variant' },
        { product: item.product_name, variant: item.variant_name },
      )
    : item.product_name;
  return intl.formatMessage({ id: 'orders.item.line' }, { quantity: item.quantity, name });
}

/** One chosen option: "Mushrooms (+£1.00)", or only its name when it costs nothing extra. */
export function optionText(
  option: OrderItem['options'][number],
  money: (amount: number) => string,
  intl: IntlShape,
): string {
  return option.price > 0
    ? intl.formatMessage(
        { id: 'orders.item.option_price' },
        { name: option.name, price: money(option.price) },
      )
    : option.name;
}

/** An amount of the order, in the currency it was placed in, written for `locale` (see useFormatLocale). */
export function orderMoney(
  amount: number,
  order: Pick<Order, 'currency'>,
  locale: string | undefined,
): string {
  return formatMoney(toMinor(amount), { currency: order.currency, locale: locale ?? 'en-GB' });
}

function dateFormat(store: StoreLocale | undefined, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat(store?.locale ?? 'en-GB', { ...options, timeZone: store?.timezone });
  } catch {
    return new Intl.DateTimeFormat('en-GB', options);
  }
}

/** When the order was placed, in the store's time zone: "4 Jun 2025, 18:42". */
export function orderDateText(iso: string, store: StoreLocale | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(store, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A time of day in the store's time zone: "18:42". */
export function timeText(iso: string, store: StoreLocale | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(store, { timeStyle: 'short' }).format(date);
}

/**
 * When a scheduled order is for (issue 13): "Scheduled for Tue 19:30", "Scheduled for 19:30" later
 * today, "Scheduled for 24 Dec 19:30" further off or past; null for an order as soon as possible, and
 * until the store's time zone is known.
 */
export function scheduledText(
  order: Pick<Order, 'scheduled_for'>,
  now: number,
  store: StoreLocale | undefined,
  intl: IntlShape,
): string | null {
  const when = order.scheduled_for && store ? storeWhenText(order.scheduled_for, now, store) : '';
  return when ? intl.formatMessage({ id: 'orders.scheduled_for' }, { when }) : null;
}

/** When the customer gets the order, from its ready time: "Arrives about 19:40", or "Ready for pickup at 19:40". */
export function readyText(
  order: Pick<Order, 'order_type'>,
  readyAt: string,
  store: StoreLocale | undefined,
  intl: IntlShape,
): string {
  const time = timeText(readyAt, store);
  return intl.formatMessage(
    { id: isDelivery(order.order_type) ? 'orders.ready.arrives' : 'orders.ready.pickup' },
    { time },
  );
}

/** Where an accepted order stands: "Being prepared · Arrives about 18:42"; null for other orders. */
export function progressText(
  order: Pick<Order, 'order_type' | 'approval_status' | 'fulfilment_status' | 'ready_at'>,
  store: StoreLocale | undefined,
  intl: IntlShape,
): string | null {
  if (order.approval_status !== APPROVAL_STATUS.accepted) return null;
  const step = intl.formatMessage({ id: `orders.state.${orderState(order)}` });
  return order.ready_at && isOrderInProgress(order)
    ? intl.formatMessage(
        { id: 'orders.progress' },
        { step, ready: readyText(order, order.ready_at, store, intl) },
      )
    : step;
}

/** An order the restaurant has: it has its number (one awaiting its online payment has none yet). */
export const isNumbered = (order: Order): order is Order & { number: number } => order.number !== null;
