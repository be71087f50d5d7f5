import {
  APPROVAL_STATUS,
  ORDER_TYPE,
  ROLE,
  STORE_PAUSED_MESSAGE,
  type AnsweredOrder,
  type ApprovalStatus,
  type DeskOrdersPage,
  type DeskOrdersQuery,
  type FulfilmentStatus,
  type OrderRecord,
  type Order,
  type OrderItem,
  type OrderPlaced,
  type OrderType,
  type PaymentMethod,
  type PaymentStatus,
  type PlacedOrder,
  NEW_ORDER_STATUS,
  planMove,
} from '@food/contract';
import { fromMinor, taxIncluded } from '@food/money';
import { isOpenAt } from '@food/opening-hours';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/errors.ts';
import type { OrderChange, OrderEvents } from '../../realtime/order-events.ts';
import type { AuthUser } from '../auth/service.ts';
import { listStoreDiscounts } from '../discounts/service.ts';
import { findStoreSchedule, getStore } from '../stores/service.ts';
import { readyTimeOf } from './answer.ts';
import { IDEMPOTENCY_KEY_LIFETIME_MS, type IdempotentRequest } from './idempotency.ts';
import { priceOrder } from './pricing.ts';
import {
  answerPendingOrder,
  countPendingOrders,
  findStoreOrder,
  listStoreOrdersPage,
  updateFulfilment,
  deleteExpiredIdempotencyKeys,
  findAddressOf,
  findIdempotencyKey,
  findLatestAddressOf,
  findOrder,
  findOrderableProducts,
  findStorePostcode,
  findVariants,
  insertIdempotencyKey,
  insertOrderWithLines,
  listOrders,
  orderOfStoreExists,
  tryLockIdempotencyKey,
  type AddressRow,
  type NewItemValues,
  type OrderItemRow,
  type OrderRow,
  type OrderableProduct,
  type OrderWithLines,
} from './repository.ts';

export const STORE_CLOSED_MESSAGE = 'The restaurant is closed right now. Please order during opening hours.';

const orderNotFound = (id: number) => notFound(`Order ${id} does not exist`);
const iso = (date: Date | null) => date?.toISOString() ?? null;

function toItem(item: OrderItemRow): OrderItem {
  const lineTotalMinor = item.unitPriceMinor * item.quantity;
  return {
    id: item.id,
    product_id: item.productId,
    variant_id: item.variantId,
    product_name: item.productName,
    variant_name: item.variantName,
    quantity: item.quantity,
    unit_price: fromMinor(item.unitPriceMinor),
    line_total: fromMinor(lineTotalMinor),
    tax_rate: item.taxRateBasisPoints / 100,
    tax_included: fromMinor(taxIncluded(lineTotalMinor, item.taxRateBasisPoints)),
    note: item.note,
  };
}

export function toOrder({ order, items, payment }: OrderWithLines): Order {
  return {
    id: order.id,
    store_id: order.storeId,
    user_id: order.userId,
    order_type: order.orderType as OrderType,
    order_status: order.orderStatus,
    approval_status: order.approvalStatus as ApprovalStatus,
    fulfilment_status: order.fulfilmentStatus as FulfilmentStatus | null,
    note: order.note,
    currency: order.currency,
    subtotal: fromMinor(order.subtotalMinor),
    discount: fromMinor(order.discountMinor),
    discount_percent: order.discountPercent,
    discount_id: order.discountId,
    delivery_fee: fromMinor(order.deliveryFeeMinor),
    total: fromMinor(order.totalMinor),
    delivery_postcode_id: order.deliveryPostcodeId,
    delivery_postcode: order.deliveryPostcode,
    customer_name: order.customerName,
    phone: order.phone,
    address:
      order.addressLine1 === null
        ? null
        : {
            line1: order.addressLine1,
            area: order.addressArea,
            city: order.addressCity ?? '',
            zip: order.addressZip ?? '',
            country: order.addressCountry ?? '',
          },
    items: items.map(toItem),
    payment: {
      payment_method: payment.paymentMethod as PaymentMethod,
      status: payment.status as PaymentStatus,
      amount: fromMinor(payment.amountMinor),
      paid_at: iso(payment.paidAt),
    },
    answer_deadline: iso(order.answerDeadline),
    answered_at: iso(order.answeredAt),
    ready_at: iso(order.readyAt),
    reject_reason: order.rejectReason,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

/** What an `order_updated` event tells of the order. */
/** The order's state fields, as the order flow reads them. */
const orderRecord = (order: OrderRow): OrderRecord => ({
  order_type: order.orderType,
  approval_status: order.approvalStatus,
  fulfilment_status: order.fulfilmentStatus as FulfilmentStatus | null,
});

export function orderChange(order: OrderRow): OrderChange {
  return {
    id: order.id,
    store_id: order.storeId,
    user_id: order.userId,
    approval_status: order.approvalStatus as ApprovalStatus,
    ready_at: iso(order.readyAt),
    reject_reason: order.rejectReason,
    fulfilment_status: order.fulfilmentStatus as FulfilmentStatus | null,
  };
}

type CartItem = PlacedOrder['items'][number];
type Variant = Awaited<ReturnType<typeof findVariants>>[number];

type LineProblem = { field: 'product_id' | 'variant_id'; message: string };

/** The item to write for a cart line, or why the line cannot be ordered. */
function resolveLine(
  storeId: number,
  line: CartItem,
  product: OrderableProduct | undefined,
  variant: Variant | undefined,
): NewItemValues | LineProblem {
  if (!product || product.storeId !== storeId) {
    return { field: 'product_id', message: `Product ${line.product_id} is not on this restaurant's menu` };
  }
  if (!product.isActive || !product.categoryIsActive) {
    return { field: 'product_id', message: `${product.name} is not available right now` };
  }
  const copy = { productId: product.id, productName: product.name, quantity: line.quantity, note: line.note };
  const taxRateBasisPoints = product.taxRateBasisPoints;
  if (product.type === 'variable') {
    if (!line.variant_id) return { field: 'variant_id', message: `Choose a variant of ${product.name}` };
    if (variant?.productId !== product.id) {
      return { field: 'variant_id', message: `This is not a variant of ${product.name}` };
    }
    const { id: variantId, name: variantName, priceMinor: unitPriceMinor } = variant;
    return { ...copy, variantId, variantName, unitPriceMinor, taxRateBasisPoints };
  }
  if (line.variant_id) return { field: 'variant_id', message: `${product.name} has no variants` };
  // products_simple_has_price: a simple product always has its price.
  return {
    ...copy,
    variantId: null,
    variantName: null,
    unitPriceMinor: product.priceMinor!,
    taxRateBasisPoints,
  };
}

/** The cart priced from the menu as it is now: names, prices and tax rates are copied into the items. */
async function pricedItems(db: Database, storeId: number, cart: CartItem[]): Promise<NewItemValues[]> {
  const products = await findOrderableProducts(db, [...new Set(cart.map((line) => line.product_id))]);
  const variants = await findVariants(db, [
    ...new Set(cart.flatMap((line) => (line.variant_id ? [line.variant_id] : []))),
  ]);
  const productsById = new Map(products.map((product) => [product.id, product]));
  const variantsById = new Map(variants.map((variant) => [variant.id, variant]));
  const fields: Record<string, string[]> = {};
  const items: NewItemValues[] = [];
  cart.forEach((line, index) => {
    const variant = line.variant_id ? variantsById.get(line.variant_id) : undefined;
    const resolved = resolveLine(storeId, line, productsById.get(line.product_id), variant);
    if ('message' in resolved) fields[`items.${index}.${resolved.field}`] = [resolved.message];
    else items.push(resolved);
  });
  const [first] = Object.values(fields);
  if (first) throw invalid(first[0]!, fields);
  return items;
}

async function deliveryPostcode(db: Database, storeId: number, input: PlacedOrder) {
  if (input.order_type !== ORDER_TYPE.delivery) return null;
  const id = input.delivery_postcode_id;
  const postcode = id ? await findStorePostcode(db, storeId, id) : undefined;
  if (!postcode) {
    const message = 'The restaurant does not deliver to this postcode';
    throw invalid(message, { delivery_postcode_id: [message] });
  }
  return postcode;
}

/** The address named by the order, else the customer's latest; a delivery needs one. */
async function orderAddress(db: Database, userId: number, input: PlacedOrder): Promise<AddressRow | null> {
  if (input.address_id) {
    const address = await findAddressOf(db, userId, input.address_id);
    if (!address) {
      const message = 'This address is not one of yours';
      throw invalid(message, { address_id: [message] });
    }
    return address;
  }
  const latest = await findLatestAddressOf(db, userId);
  if (!latest && input.order_type === ORDER_TYPE.delivery) {
    const message = 'Add your delivery address first';
    throw invalid(message, { address_id: [message] });
  }
  return latest ?? null;
}

/** Checks and prices the order from the database and writes it; anything wrong throws before a write. */
async function writeOrder(db: Database, user: AuthUser, input: PlacedOrder, now: Date) {
  const store = await getStore(db, input.store_id);
  if (store.pausedAt) throw new AppError('store_closed', STORE_PAUSED_MESSAGE);
  const schedule = await findStoreSchedule(db, store.id);
  if (!schedule || !isOpenAt(schedule.ranges, schedule.timeZone, now)) {
    throw new AppError('store_closed', STORE_CLOSED_MESSAGE);
  }
  const items = await pricedItems(db, store.id, input.items);
  const postcode = await deliveryPostcode(db, store.id, input);
  const address = await orderAddress(db, user.id, input);
  const price = priceOrder({
    orderType: input.order_type,
    lines: items,
    discounts: await listStoreDiscounts(db, store.id, { all: false }),
    deliveryFeeMinor: postcode?.deliveryFeeMinor ?? 0,
  });
  return insertOrderWithLines(
    db,
    {
      storeId: store.id,
      userId: user.id,
      orderType: input.order_type,
      orderStatus: NEW_ORDER_STATUS,
      approvalStatus: APPROVAL_STATUS.pending,
      note: input.note,
      currency: store.currency,
      subtotalMinor: price.subtotalMinor,
      discountMinor: price.discountMinor,
      discountPercent: price.discountPercent,
      discountId: price.discountId,
      deliveryFeeMinor: price.deliveryFeeMinor,
      totalMinor: price.totalMinor,
      deliveryPostcodeId: postcode?.id ?? null,
      deliveryPostcode: postcode?.postcode ?? null,
      addressId: address?.id ?? null,
      customerName: address?.customerName || user.customerName,
      phone: address?.phone || user.phone,
      addressLine1: address?.line1 ?? null,
      addressArea: address?.area ?? null,
      addressCity: address?.city ?? null,
      addressZip: address?.zip ?? null,
      addressCountry: address?.country ?? null,
      answerDeadline: new Date(now.getTime() + store.orderTimeoutMinutes * 60_000),
      createdAt: now,
    },
    items,
    { paymentMethod: input.payment.payment_method, status: 'pending', amountMinor: price.totalMinor },
  );
}

export interface PlaceOrderResult {
  status: number;
  body: OrderPlaced;
  /** The answer of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/**
 * Once this transaction holds the key's lock, no other request with the key runs; the first answer
 * is replayed if there is one. A key whose holder is still running answers 409 at once.
 */
async function previousAnswer(
  db: Database,
  userId: number,
  { key, requestHash }: IdempotentRequest,
  now: Date,
): Promise<PlaceOrderResult | null> {
  if (!(await tryLockIdempotencyKey(db, userId, key))) {
    throw conflict('A request with this Idempotency-Key is still being processed');
  }
  await deleteExpiredIdempotencyKeys(db, userId, now);
  const previous = await findIdempotencyKey(db, userId, key);
  if (!previous) return null;
  if (previous.requestHash !== requestHash) {
    throw new AppError('unprocessable', 'This Idempotency-Key was used with a different request');
  }
  return { status: previous.responseStatus!, body: previous.responseBody as OrderPlaced, replayed: true };
}

/**
 * decisions §5: the order, its items, its payment and its Idempotency-Key are written in one
 * transaction, so a refused or failed request leaves nothing behind, and its key can be retried.
 */
export interface OrderDeps {
  db: Database;
  clock: Clock;
  events: OrderEvents;
  /** Wakes the deadline scheduler for a new order. */
  deadlines: { orderPlaced(order: Pick<OrderRow, 'createdAt' | 'answerDeadline'>): void };
}

export async function placeOrder(
  { db, clock, events, deadlines }: OrderDeps,
  user: AuthUser,
  input: PlacedOrder,
  idempotent?: IdempotentRequest,
): Promise<PlaceOrderResult> {
  const now = clock.now();
  const result = await db.transaction(async (tx): Promise<PlaceOrderResult> => {
    const replay = idempotent ? await previousAnswer(tx, user.id, idempotent, now) : null;
    if (replay) return replay;
    const body: OrderPlaced = { msg: 'Order placed', data: toOrder(await writeOrder(tx, user, input, now)) };
    if (idempotent) {
      await insertIdempotencyKey(tx, {
        userId: user.id,
        key: idempotent.key,
        requestHash: idempotent.requestHash,
        orderId: body.data.id,
        responseStatus: 201,
        responseBody: body,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS),
      });
    }
    return { status: 201, body, replayed: false };
  });
  if (!result.replayed) {
    const { id, store_id: storeId, created_at: createdAt, answer_deadline: deadline } = result.body.data;
    events.created({ id, storeId });
    deadlines.orderPlaced({
      createdAt: new Date(createdAt),
      answerDeadline: deadline === null ? null : new Date(deadline),
    });
  }
  return result;
}

const isStoreAdmin = (user: AuthUser) => user.roleId === ROLE.storeAdmin;

/** A customer sees their own orders, an administrator those of their store; others get 404. */
export async function getOrder(db: Database, user: AuthUser, id: number): Promise<Order> {
  const found = await findOrder(db, id);
  const visible =
    found && (isStoreAdmin(user) ? found.order.storeId === user.storeId : found.order.userId === user.id);
  if (!visible) throw orderNotFound(id);
  return toOrder(found);
}

export async function listOrdersOf(db: Database, user: AuthUser, limit: number): Promise<Order[]> {
  const owner = isStoreAdmin(user) && user.storeId !== null ? { storeId: user.storeId } : { userId: user.id };
  return (await listOrders(db, owner, limit)).map(toOrder);
}

/**
 * The restaurant accepts (with a ready time) or rejects (with a reason) a pending order, once; the
 * customer and the store hear of it.
 */
export async function answerOrder(
  db: Database,
  events: OrderEvents,
  storeId: number,
  id: number,
  input: AnsweredOrder,
  now: Date,
): Promise<Order> {
  const accepted = input.approval_status === APPROVAL_STATUS.accepted;
  const answered = await answerPendingOrder(db, storeId, id, accepted ? 'accepted' : 'rejected', {
    readyAt: accepted ? readyTimeOf(input, now) : null,
    rejectReason: accepted ? null : input.reject_reason,
    answeredAt: now,
  });
  if (!answered) {
    if (await orderOfStoreExists(db, storeId, id)) throw conflict('This order has already been answered.');
    throw orderNotFound(id);
  }
  events.updated(orderChange(answered.order));
  return toOrder(answered);
}

/** The next fulfilment step of an accepted order of the store, as the order flow allows (`@food/contract`). */
export async function advanceFulfilment(
  db: Database,
  events: OrderEvents,
  storeId: number,
  id: number,
  status: FulfilmentStatus,
): Promise<Order> {
  const order = await findStoreOrder(db, storeId, id);
  if (!order) throw orderNotFound(id);
  const plan = planMove(orderRecord(order), status, 'restaurant');
  if (!plan.ok) throw conflict(plan.reason);
  const updated = await updateFulfilment(db, order, plan.move);
  if (!updated) throw conflict('This order was changed meanwhile. Reload it and try again.');
  events.updated(orderChange(updated.order));
  return toOrder(updated);
}

/** The order desk's list: newest first, filtered, searched and paged, with the store's pending count. */
export async function listDeskOrders(
  db: Database,
  storeId: number,
  query: DeskOrdersQuery,
  now: Date,
): Promise<DeskOrdersPage> {
  const { timezone } = await getStore(db, storeId);
  const [{ rows, total }, pendingCount] = await Promise.all([
    listStoreOrdersPage(db, storeId, {
      filter: query.filter,
      search: query.search,
      today: { now, timeZone: timezone },
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    }),
    countPendingOrders(db, storeId),
  ]);
  return {
    data: rows.map(toOrder),
    total,
    page: query.page,
    page_size: query.page_size,
    pending_count: pendingCount,
  };
}
