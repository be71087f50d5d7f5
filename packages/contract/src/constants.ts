/**
 * The contract's plain values and small predicates, without zod (`@food/contract/constants`), so that
 * the storefront's first load can use them without the schemas.
 */

/** role_id of a user (spec §6). */
export const ROLE = { operator: 1, customer: 2, storeAdmin: 3 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

/** order_type of an order (spec §4). */
export const ORDER_TYPE = { delivery: 1, pickup: 2 } as const;
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
export type OrderTypeName = keyof typeof ORDER_TYPE;

export const isDelivery = (orderType: number): orderType is typeof ORDER_TYPE.delivery =>
  orderType === ORDER_TYPE.delivery;
export const orderTypeName = (orderType: number): OrderTypeName =>
  isDelivery(orderType) ? 'delivery' : 'pickup';

/**
 * approval_status of an order (spec §4): a new order is pending until the restaurant answers, or until
 * its customer cancels it (4, while it is still pending).
 */
export const APPROVAL_STATUS = { pending: 1, accepted: 2, rejected: 3, cancelled: 4 } as const;
export type ApprovalStatus = (typeof APPROVAL_STATUS)[keyof typeof APPROVAL_STATUS];

/** order_status of a new order (spec §4); the server keeps what it is sent. */
export const NEW_ORDER_STATUS = 1;

/** An order still waiting for the restaurant's answer. */
export const isAwaitingAnswer = (order: { approval_status: number }) =>
  order.approval_status === APPROVAL_STATUS.pending;

/** The most of one line an order may hold (decisions §5): the server refuses more, the cart offers no more. */
export const ORDER_QUANTITY_MAX = 99;

/** The longest note of an order for the restaurant, and of one of its lines for the kitchen. */
export const ORDER_NOTE_MAX = 500;
export const ITEM_NOTE_MAX = 200;

/** Optional request header of POST /orders: a retry with the same key answers the first order again. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that replays the first one of its Idempotency-Key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** The store's two discounts: one percentage for each order type. */
export const DISCOUNT_CODES = ['DELIVERY_DISCOUNT', 'PICKUP_DISCOUNT'] as const;
export type DiscountCode = (typeof DISCOUNT_CODES)[number];
export const discountCodeFor = (orderType: number): DiscountCode =>
  isDelivery(orderType) ? 'DELIVERY_DISCOUNT' : 'PICKUP_DISCOUNT';

/** The 14 allergens EU law (Regulation 1169/2011, Annex II) asks a menu to declare, as codes. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/**
 * The youngest a customer may be to buy a product (§ 9 JuSchG: beer and wine from 16, spirits from 18);
 * null: anyone. An order holding one needs the customer's confirmation, and the driver checks ID.
 */
export const AGE_LIMITS = [16, 18] as const;
export type AgeLimit = (typeof AGE_LIMITS)[number];

export const DIETARY_TAGS = ['vegetarian', 'vegan', 'gluten_free', 'spicy', 'halal'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** How long a product or option stays sold out: the store's local midnight, until turned back on, or an instant. */
export const SOLD_OUT_END_OF_DAY = 'end_of_day';
export const SOLD_OUT_INDEFINITELY = 'indefinitely';

/** The most options one option group may hold. */
export const OPTION_GROUP_OPTIONS_MAX = 50;

/** Radio buttons (exactly one) rather than checkboxes. */
export const isSingleChoice = (group: { min: number; max: number }) => group.min === 1 && group.max === 1;

/** POST /stores/{id}/pause: the pause's length in minutes, or until the end of the store's day. */
export const PAUSE_MINUTES_MIN = 15;
export const PAUSE_MINUTES_MAX = 720;
export const PAUSE_MINUTES_CHOICES = [15, 30, 60] as const;
export const PAUSE_UNTIL_END_OF_DAY = 'end_of_day';

/** Ordering ahead for a time slot (store settings). */
export const PREORDER_DAYS_MAX = 14;
export const SLOT_MINUTES_CHOICES = [10, 15, 20, 30, 60] as const;
export const SLOT_CAPACITY_MAX = 1000;
/** Unanswered orders one customer may have in a store at once (store settings); null: no limit. */
export const OPEN_ORDERS_PER_CUSTOMER_MAX = 100;
export const PREP_MINUTES_MIN = 5;
export const PREP_MINUTES_MAX = 240;

/** The back-office header search: fewer characters match too much to be worth a request. */
export const SEARCH_MIN_LENGTH = 2;
/** Hits per group of the header search: short enough to read and to arrow through. */
export const SEARCH_GROUP_LIMIT = 5;
