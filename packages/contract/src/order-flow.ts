import { APPROVAL_STATUS, orderTypeName, type OrderTypeName } from './constants.ts';

/** The kitchen's steps of an accepted order. */
export const FULFILMENT_STATUSES = [
  'preparing',
  'ready',
  'out_for_delivery',
  'completed',
  'delivered',
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/**
 * Who moves an order: the restaurant at its desk, the server by itself (the answer deadline), or the
 * customer who placed it (cancelling it before it is answered).
 */
export type OrderActor = 'restaurant' | 'system' | 'customer';

const answer = {
  accepted: ['restaurant'],
  rejected: ['restaurant', 'system'],
  cancelled: ['customer'],
} as const;

/**
 * Every state of an order and every move out of it, per order type, with who may make the move. The
 * kitchen's steps go forward only, and may be skipped (a pickup collected before anyone pressed
 * "ready" can still be completed). A new state (a payment, a scheduled order) is a new key here.
 */
const ORDER_FLOW = {
  pickup: {
    pending: answer,
    rejected: {},
    cancelled: {},
    accepted: { preparing: ['restaurant'], ready: ['restaurant'], completed: ['restaurant'] },
    preparing: { ready: ['restaurant'], completed: ['restaurant'] },
    ready: { completed: ['restaurant'] },
    completed: {},
  },
  delivery: {
    pending: answer,
    rejected: {},
    cancelled: {},
    accepted: { preparing: ['restaurant'], out_for_delivery: ['restaurant'], delivered: ['restaurant'] },
    preparing: { out_for_delivery: ['restaurant'], delivered: ['restaurant'] },
    out_for_delivery: { delivered: ['restaurant'] },
    delivered: {},
  },
} as const satisfies Record<OrderTypeName, Record<string, Partial<Record<string, readonly OrderActor[]>>>>;

type Flow = typeof ORDER_FLOW;
export type OrderState<K extends OrderTypeName = OrderTypeName> = K extends OrderTypeName
  ? keyof Flow[K] & string
  : never;
type NextOf<K extends OrderTypeName, S extends OrderState<K>> = keyof Flow[K][S & keyof Flow[K]] & string;

/**
 * A legal move, and only that: `{ kind: 'pickup', from: 'completed', to: 'preparing' }` does not type-check.
 * The database writes of an order's state take a Move, so an illegal one cannot be written.
 */
export type Move = {
  [K in OrderTypeName]: {
    [S in OrderState<K>]: { [T in NextOf<K, S>]: { kind: K; from: S; to: T } }[NextOf<K, S>];
  }[OrderState<K>];
}[OrderTypeName];

/** The restaurant's (or the deadline's) answer to a pending order. */
export type AnswerMove = Extract<Move, { from: 'pending'; to: 'accepted' | 'rejected' }>;
/** The customer's cancelling of a pending order. */
export type CancelMove = Extract<Move, { to: 'cancelled' }>;
/** A kitchen step of an accepted order. */
export type KitchenMove = Extract<Move, { to: FulfilmentStatus }>;

/** What an order's record says, in the flow's words. */
export interface OrderRecord {
  order_type: number;
  approval_status: number;
  fulfilment_status: FulfilmentStatus | null;
}

export function orderState(order: Pick<OrderRecord, 'approval_status' | 'fulfilment_status'>): OrderState {
  if (order.approval_status === APPROVAL_STATUS.accepted) return order.fulfilment_status ?? 'accepted';
  if (order.approval_status === APPROVAL_STATUS.rejected) return 'rejected';
  if (order.approval_status === APPROVAL_STATUS.cancelled) return 'cancelled';
  return 'pending';
}

/** The states the order may move to next, in the order of the flow (the desk offers them as buttons). */
export function nextStates(order: OrderRecord, actor: OrderActor = 'restaurant'): OrderState[] {
  const kind = orderTypeName(order.order_type);
  const moves: Partial<Record<string, readonly OrderActor[]>> =
    (ORDER_FLOW[kind] as Record<string, Partial<Record<string, readonly OrderActor[]>>>)[orderState(order)] ??
    {};
  return Object.entries(moves)
    .filter(([, actors]) => actors?.includes(actor))
    .map(([state]) => state as OrderState);
}

const isStep = (state: string): state is FulfilmentStatus =>
  (FULFILMENT_STATUSES as readonly string[]).includes(state);

/** The kitchen's steps of an order type, in their order. */
export const fulfilmentSteps = (orderType: number): FulfilmentStatus[] =>
  Object.keys(ORDER_FLOW[orderTypeName(orderType)]).filter(isStep);

/** The kitchen's steps an order may move to now, the next one first (none unless accepted). */
export const nextSteps = (order: OrderRecord): FulfilmentStatus[] => nextStates(order).filter(isStep);

/** An order waiting for an answer, or accepted and not yet handed over: its state can still change. */
export const isOrderInProgress = (order: OrderRecord) => nextStates(order).length > 0;

/** The states that end an order before the kitchen starts: nothing follows them. */
type Ended = 'rejected' | 'cancelled';

const STEP_WORDS: Record<Exclude<OrderState, 'pending' | Ended>, string> = {
  accepted: 'accepted',
  preparing: 'preparing',
  ready: 'ready for pickup',
  out_for_delivery: 'out for delivery',
  completed: 'completed',
  delivered: 'delivered',
};

/**
 * The move from the order's state to `to` by `actor`, or why it cannot be made (the desk reads it).
 * Runtime values (a request, a database row) become a Move only through here.
 */
export type MovePlan<M extends Move> = { ok: true; move: M } | { ok: false; reason: string };
export function planMove(order: OrderRecord, to: FulfilmentStatus, actor: OrderActor): MovePlan<KitchenMove>;
export function planMove(order: OrderRecord, to: AnswerMove['to'], actor: OrderActor): MovePlan<AnswerMove>;
export function planMove(order: OrderRecord, to: 'cancelled', actor: OrderActor): MovePlan<CancelMove>;
export function planMove(order: OrderRecord, to: OrderState, actor: OrderActor): MovePlan<Move>;
export function planMove(order: OrderRecord, to: OrderState, actor: OrderActor): MovePlan<Move> {
  const kind = orderTypeName(order.order_type);
  const from = orderState(order);
  if (nextStates(order, actor).includes(to)) return { ok: true, move: { kind, from, to } as Move };
  if (from === 'pending') return { ok: false, reason: 'Accept the order first.' };
  if (from === 'cancelled') return { ok: false, reason: 'The customer cancelled this order.' };
  if (from === 'rejected') {
    return {
      ok: false,
      reason: to === 'accepted' ? 'This order has already been answered.' : 'This order was rejected.',
    };
  }
  if (to === 'pending' || to === 'accepted' || to === 'rejected' || to === 'cancelled')
    return { ok: false, reason: 'This order has already been answered.' };
  if (!(to in ORDER_FLOW[kind])) return { ok: false, reason: `A ${kind} order cannot be ${STEP_WORDS[to]}.` };
  const current = STEP_WORDS[from];
  return {
    ok: false,
    reason:
      from === to
        ? `This order is already ${current}.`
        : `This order is already ${current}; its steps cannot go back.`,
  };
}

/** What the desk is told after a kitchen step. */
export const stepMessage = (state: Exclude<OrderState, 'pending' | Ended>) => `Order is ${STEP_WORDS[state]}`;
