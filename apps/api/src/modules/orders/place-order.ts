import {
  APPROVAL_STATUS,
  NEW_ORDER_STATUS,
  ORDER_TYPE,
  choiceProblems,
  type ChoiceProblem,
  type ErrorCode,
  type Language,
  type OrderCreated,
  type OrderRequest,
} from '@food/contract';
import { formatLocale } from '@food/i18n';
import { formatMoney, toMinor } from '@food/money';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { fieldError, fieldsError, type ErrorParams } from '../../lib/errors.ts';
import { nameIn } from '../../lib/translations.ts';
import type { OrderCounter } from '../../lib/metrics.ts';
import type { OrderEvents } from '../../realtime/order-events.ts';
import { findOrderAddress, type AddressRow } from '../addresses/service.ts';
import type { AuthUser } from '../auth/service.ts';
import { findDeliveryPostcode } from '../postcodes/service.ts';
import { findOrderableItems, type OrderableItems, type VariantRow } from '../products/service.ts';
import { claimOrderSlot, planOrderSlot, slotHasCapacity, type OrderSlot } from './slots.ts';
import type { StoreDay } from '../stores/service.ts';
import {
  keptKey,
  isKeyRace,
  keyInProgress,
  lockAndFindKey,
  previousAnswer,
  type IdempotentRequest,
  type KeptAnswer,
} from './idempotency.ts';
import { toOrder } from './order-mapper.ts';
import {
  writeOrder,
  type KeyToWrite,
  type NewItemValues,
  type NewOrderValues,
  type NewPaymentValues,
  type OrderRow,
  type OrderToWrite,
} from './orders-repository.ts';
import { priceOrder } from './pricing.ts';
import type { StoreTermsCache } from './store-terms.ts';

type CartItem = OrderRequest['items'][number];

type OrderableProduct = OrderableItems['products'][number];

type LineProblem = {
  field: 'product_id' | 'variant_id' | 'option_ids';
  problem: ErrorCode;
  params: ErrorParams;
};

const lineProblem = (field: LineProblem['field'], problem: ErrorCode, params: ErrorParams): LineProblem => ({
  field,
  problem,
  params,
});

/** A refusal names the dish as the customer's menu does, in the language of the answer. */
const dishName = (product: OrderableProduct) => (language: Language) => nameIn(product, language);

/** The code and values of a choice the product's option rules refuse. */
function choiceProblem(product: ErrorParams[string], problem: ChoiceProblem): LineProblem {
  switch (problem.kind) {
    case 'not_offered':
      return lineProblem('option_ids', 'option_not_offered', { product, option: String(problem.optionId) });
    case 'sold_out':
      return lineProblem('option_ids', 'option_sold_out', { product, option: problem.option.name });
    case 'too_few':
      return lineProblem('option_ids', 'too_few_choices', {
        product,
        min: problem.group.min,
        group: problem.group.name,
      });
    case 'too_many':
      return lineProblem('option_ids', 'too_many_choices', {
        product,
        max: problem.group.max,
        group: problem.group.name,
      });
  }
}

/** The product's price, or its chosen variant's, or why the line names no valid one. */
function basePrice(
  line: CartItem,
  product: OrderableProduct,
  variant: VariantRow | undefined,
): Pick<NewItemValues, 'variantId' | 'variantName' | 'unitPriceMinor'> | LineProblem {
  if (product.type === 'variable') {
    if (!line.variant_id)
      return lineProblem('variant_id', 'variant_required', { product: dishName(product) });
    if (variant?.productId !== product.id) {
      return lineProblem('variant_id', 'variant_not_offered', { product: dishName(product) });
    }
    return { variantId: variant.id, variantName: variant.name, unitPriceMinor: variant.priceMinor };
  }
  if (line.variant_id)
    return lineProblem('variant_id', 'product_has_no_variants', { product: dishName(product) });
  // products_simple_has_price: a simple product always has its price.
  return { variantId: null, variantName: null, unitPriceMinor: product.priceMinor! };
}

/** Copies of the chosen options in the product's group order, or the first rule the choice breaks. */
function chosenOptions(line: CartItem, product: OrderableProduct): NewItemValues['options'] | LineProblem {
  const [problem] = choiceProblems(product.optionGroups, line.option_ids);
  if (problem) return choiceProblem(dishName(product), problem);
  const chosen = new Set(line.option_ids);
  return product.optionGroups.flatMap((group) =>
    group.options
      .filter((option) => chosen.has(option.id))
      .map((option) => ({
        optionId: option.id,
        groupName: group.name,
        name: option.name,
        priceMinor: toMinor(option.price),
      })),
  );
}

/** The item to write for a cart line, or why the line cannot be ordered. */
function resolveLine(
  storeId: number,
  line: CartItem,
  product: OrderableProduct | undefined,
  variant: VariantRow | undefined,
): NewItemValues | LineProblem {
  if (!product || product.storeId !== storeId) {
    return lineProblem('product_id', 'product_not_on_menu', { id: String(line.product_id) });
  }
  if (!product.isActive || !product.categoryIsActive) {
    return lineProblem('product_id', 'product_unavailable', { product: dishName(product) });
  }
  if (product.soldOutNow)
    return lineProblem('product_id', 'product_sold_out', { product: dishName(product) });
  const base = basePrice(line, product, variant);
  if ('problem' in base) return base;
  const options = chosenOptions(line, product);
  if ('problem' in options) return options;
  return {
    productId: product.id,
    productName: product.name,
    quantity: line.quantity,
    note: line.note,
    taxRateBasisPoints: product.taxRateBasisPoints,
    ...base,
    unitPriceMinor: options.reduce((sum, option) => sum + option.priceMinor, base.unitPriceMinor),
    options,
  };
}

/** The cart priced from the menu as it is now: names, prices and tax rates are copied into the items. */
async function pricedItems(
  db: Database,
  storeId: number,
  cart: CartItem[],
  now: Date,
): Promise<NewItemValues[]> {
  const { products, variants } = await findOrderableItems(
    db,
    {
      productIds: [...new Set(cart.map((line) => line.product_id))],
      variantIds: [...new Set(cart.flatMap((line) => (line.variant_id ? [line.variant_id] : [])))],
    },
    now,
  );
  const productsById = new Map(products.map((product) => [product.id, product]));
  const variantsById = new Map(variants.map((variant) => [variant.id, variant]));
  const problems: { field: string; code: ErrorCode; params: ErrorParams }[] = [];
  const items: NewItemValues[] = [];
  cart.forEach((line, index) => {
    const variant = line.variant_id ? variantsById.get(line.variant_id) : undefined;
    const resolved = resolveLine(storeId, line, productsById.get(line.product_id), variant);
    if ('problem' in resolved) {
      problems.push({
        field: `items.${index}.${resolved.field}`,
        code: resolved.problem,
        params: resolved.params,
      });
    } else items.push(resolved);
  });
  if (problems.length > 0) throw fieldsError(problems);
  return items;
}

async function deliveryPostcode(db: Database, storeId: number, input: OrderRequest) {
  if (input.order_type !== ORDER_TYPE.delivery) return null;
  const id = input.delivery_postcode_id;
  const postcode = id ? await findDeliveryPostcode(db, storeId, id) : undefined;
  if (!postcode) {
    throw fieldError('postcode_not_delivered', 'delivery_postcode_id');
  }
  return postcode;
}

/**
 * The address named by the order, else the customer's latest; a delivery needs one. A pickup naming none
 * only needs it for a name or phone number the customer's account lacks: not read otherwise.
 */
async function orderAddress(db: Database, user: AuthUser, input: OrderRequest): Promise<AddressRow | null> {
  if (input.order_type !== ORDER_TYPE.delivery && !input.address_id && user.customerName && user.phone) {
    return null;
  }
  const address = await findOrderAddress(db, user.id, input.address_id);
  if (!address && input.address_id) {
    throw fieldError('address_not_yours', 'address_id');
  }
  if (!address && input.order_type === ORDER_TYPE.delivery) {
    throw fieldError('address_required', 'address_id');
  }
  return address ?? null;
}

/** A subtotal (before the discount) below the pickup or postcode minimum is refused with what is missing. */
function checkMinimum(
  subtotalMinor: number,
  minimumMinor: number | null,
  money: { currency: string; locale: string },
) {
  if (minimumMinor === null || subtotalMinor >= minimumMinor) return;
  // Written in the reader's language in the store's region, as the web shows money ("en-DE": "€12.50").
  const amount = (minor: number) => (language: Language) =>
    formatMoney(minor, { currency: money.currency, locale: formatLocale(language, money.locale) });
  throw fieldError('order_below_minimum', 'items', {
    minimum: amount(minimumMinor),
    missing: amount(minimumMinor - subtotalMinor),
  });
}

/** What the order's reads found, in the order a customer should hear of problems; the first failure wins. */
async function firstProblem<T extends unknown[]>(reads: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(reads);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as T;
}

/** An order checked and priced from the database, ready to be written. */
interface PreparedOrder {
  day: StoreDay;
  slot: OrderSlot;
  values: NewOrderValues;
  items: NewItemValues[];
  payment: NewPaymentValues;
}

/**
 * Checks and prices the order from the database, before its transaction: the reads run side by side on
 * the pool, and the transaction only claims the slot and writes. With auto-accept the order is written
 * accepted, ready at its slot or after the store's preparation time.
 */
async function prepareOrder(
  { db, storeTerms }: Pick<OrderDeps, 'db' | 'storeTerms'>,
  user: AuthUser,
  input: OrderRequest,
  now: Date,
): Promise<PreparedOrder> {
  const [terms, cart] = await Promise.allSettled([
    storeTerms.read(db, input.store_id, now),
    firstProblem<[NewItemValues[], Awaited<ReturnType<typeof deliveryPostcode>>, AddressRow | null]>([
      pricedItems(db, input.store_id, input.items, now),
      deliveryPostcode(db, input.store_id, input),
      orderAddress(db, user, input),
    ]),
  ]);
  if (terms.status === 'rejected') throw terms.reason;
  const { day, discounts } = terms.value;
  const { store } = day;
  // First, so that a closed store says so before anything about the cart.
  const slot = planOrderSlot(day, input.scheduled_for, now);
  if (cart.status === 'rejected') throw cart.reason;
  const [items, postcode, address] = cart.value;
  const price = priceOrder({
    orderType: input.order_type,
    lines: items,
    discounts,
    deliveryFeeMinor: postcode?.deliveryFeeMinor ?? 0,
    freeDeliveryOverMinor: postcode?.freeDeliveryOverMinor ?? null,
  });
  checkMinimum(price.subtotalMinor, postcode ? postcode.minOrderMinor : store.minOrderMinor, store);
  const scheduledFor = slot.scheduled ? slot.slot.start : null;
  // A pickup goes to no address: it keeps only the customer's name and phone, from their account.
  const shipTo = input.order_type === ORDER_TYPE.delivery ? address : null;
  return {
    day,
    slot,
    items,
    payment: {
      paymentMethod: input.payment.payment_method,
      status: 'pending',
      amountMinor: price.totalMinor,
      paidAt: null,
    },
    values: {
      storeId: store.id,
      userId: user.id,
      orderType: input.order_type,
      orderStatus: NEW_ORDER_STATUS,
      fulfilmentStatus: null,
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
      addressId: shipTo?.id ?? null,
      customerName: shipTo?.customerName || user.customerName || (address?.customerName ?? ''),
      phone: shipTo?.phone || user.phone || (address?.phone ?? ''),
      addressLine1: shipTo?.line1 ?? null,
      addressArea: shipTo?.area ?? null,
      addressCity: shipTo?.city ?? null,
      // The postcode the order is delivered to and priced for, whatever the saved address held.
      addressZip: shipTo ? (postcode?.postcode ?? shipTo.zip) : null,
      addressCountry: shipTo?.country ?? null,
      scheduledFor,
      slotStart: slot.slot.start,
      rejectReason: null,
      soldOutProductIds: [],
      timedOut: false,
      deskAlertedAt: null,
      ...(store.autoAccept
        ? {
            approvalStatus: APPROVAL_STATUS.accepted,
            answeredAt: now,
            readyAt: scheduledFor ?? new Date(now.getTime() + store.prepMinutes * 60_000),
            answerDeadline: null,
          }
        : {
            approvalStatus: APPROVAL_STATUS.pending,
            answeredAt: null,
            readyAt: null,
            answerDeadline: new Date(now.getTime() + store.orderTimeoutMinutes * 60_000),
          }),
      createdAt: now,
    },
  };
}

export interface PlaceOrderResult extends KeptAnswer {
  /** The answer of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

export interface OrderDeps {
  db: Database;
  clock: Clock;
  storeTerms: StoreTermsCache;
  events: OrderEvents;
  /** Wakes the deadline scheduler for a new order. */
  deadlines: { orderPlaced(order: Pick<OrderRow, 'createdAt' | 'answerDeadline'>): void };
  counter: OrderCounter;
}

/** Tries to write the order (in `db`, the pool or the order's transaction); null to try again. */
async function writeOnce(
  db: Database,
  rows: OrderToWrite,
  body: OrderCreated,
  idempotent: IdempotentRequest | undefined,
  key: KeyToWrite | undefined,
): Promise<PlaceOrderResult | null> {
  const written = await writeOrder(db, rows, key);
  if (written.written) {
    body.data.id = written.orderId;
    body.data.number = written.number;
    body.data.items.forEach((item, index) => (item.id = written.itemIds[index]!));
    return { status: 201, body, replayed: false };
  }
  if (!written.locked) throw keyInProgress();
  if (!idempotent || !written.previous) throw new Error('the order was not written, though its key was free');
  const replay = await previousAnswer(db, idempotent, written.previous);
  return replay && { ...replay, replayed: true };
}

/**
 * decisions §5: the order, its items, its payment and its Idempotency-Key are written by one statement,
 * so a refused or failed request leaves nothing behind, and its key can be retried. That statement also
 * takes the key's lock and reads its row, and writes nothing when another request holds the key or has
 * answered it. Only a slot with a capacity needs a transaction around it, to count the slot's orders
 * under the slot's lock.
 */
export async function placeOrder(
  { db, clock, events, deadlines, storeTerms, counter }: OrderDeps,
  user: AuthUser,
  input: OrderRequest,
  idempotent?: IdempotentRequest,
): Promise<PlaceOrderResult> {
  const now = clock.now();
  // A refusal waits until the key is checked: a retry of an order placed before the store closed replays it.
  const outcome = await prepareOrder({ db, storeTerms }, user, input, now).then(
    (order) => ({ order }),
    (error: unknown) => ({ error }),
  );
  if (!('order' in outcome)) {
    const replay =
      idempotent &&
      (await previousAnswer(db, idempotent, await lockAndFindKey(db, user.id, idempotent, now)));
    if (replay) return { ...replay, replayed: true };
    throw outcome.error;
  }
  const { day, slot, values, items, payment } = outcome.order;
  const rows = { order: { ...values, updatedAt: new Date() }, items, payment };
  // Complete but for the ids and the number, which the statement sets in the key's copy and answers.
  const body: OrderCreated = {
    msg: 'Order placed',
    data: toOrder({
      order: { ...rows.order, id: 0, number: 0 },
      items: items.map((item) => ({ ...item, id: 0, orderId: 0 })),
      payment,
    }),
  };
  const key = idempotent && keptKey(user.id, idempotent, { status: 201, body }, now);
  const once = slotHasCapacity(day, values.orderType)
    ? () =>
        db.transaction(async (tx) => {
          if (idempotent) {
            const replay = await previousAnswer(
              tx,
              idempotent,
              await lockAndFindKey(tx, user.id, idempotent, now),
            );
            if (replay) return { ...replay, replayed: true };
          }
          await claimOrderSlot(tx, day, values.orderType, slot, now);
          return writeOnce(tx, rows, body, idempotent, key);
        })
    : () => writeOnce(db, rows, body, idempotent, key);
  let result: PlaceOrderResult | null = null;
  // Again when a request with the key committed after this one's snapshot (it replays), or its row had expired.
  for (let tries = 0; !result && tries < 3; tries++) {
    result = await once().catch((error: unknown) => {
      if (isKeyRace(error)) return null;
      throw error;
    });
  }
  if (!result) throw keyInProgress();
  if (!result.replayed) {
    const { id, store_id: storeId, created_at: createdAt, answer_deadline: deadline } = result.body.data;
    events.created({ id, storeId });
    counter.count('placed');
    deadlines.orderPlaced({
      createdAt: new Date(createdAt),
      answerDeadline: deadline === null ? null : new Date(deadline),
    });
  }
  return result;
}
