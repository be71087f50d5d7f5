import {
  AnswerOrderSchema,
  ApiErrorSchema,
  DeskOrdersPageSchema,
  DeskOrdersQuerySchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  IdParamsSchema,
  OrderCreatedSchema,
  OrderKeyQuerySchema,
  OrderSchema,
  OrdersQuerySchema,
  OrderRequestSchema,
  ROLE,
  type OrderRequest,
  RefundRequestSchema,
  UpdateFulfilmentSchema,
  savedSchema,
  APPROVAL_STATUS,
  stepMessage,
} from '@food/contract';
import { normalizeIP } from '@fastify/rate-limit';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Api } from '../../lib/http.ts';
import { askedLanguageOf } from '../../lib/reader-language.ts';
import { mailboxKey } from '../../lib/mailbox.ts';
import { limitRequests } from '../../lib/rate-limit.ts';
import { requireAdminStore, requireUser } from '../../plugins/auth.ts';
import type { AuthUser } from '../auth/service.ts';
import {
  IDEMPOTENCY_KEY_PATTERN,
  fingerprint,
  parseIdempotencyKey,
  type IdempotentRequest,
} from './idempotency.ts';
import type { OrderCustomer } from './prepare-order.ts';
import { slotRoutes } from './slot-routes.ts';
import { StoreTermsCache } from './store-terms.ts';
import {
  advanceFulfilment,
  answerOrder,
  cancelOrder,
  getGuestOrder,
  getOrder,
  requireGuestKey,
  listDeskOrders,
  listOrdersOf,
  placeOrder,
} from './service.ts';

const tags = ['orders'];
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };

const TEN_MINUTES = 10 * 60 * 1000;

/** Guest orders one e-mail may place in 10 minutes, beside the address's limit. */
export const GUEST_ORDERS_PER_EMAIL = 10;

/** A guest's normalised e-mail in a validated order, if it is a guest's. */
const guestEmailOf = (request: FastifyRequest) => (request.body as OrderRequest | undefined)?.guest?.email;

/**
 * Who places the order: the logged-in customer (a guest's contact beside a token: 422), or a guest
 * (neither token nor guest: 401).
 */
function orderingCustomer(user: AuthUser | null, input: OrderRequest): OrderCustomer {
  if (user && input.guest) throw fieldError('guest_with_account', 'guest');
  if (user) return { kind: 'account', user };
  if (!input.guest) throw new AppError('unauthorized');
  return { kind: 'guest', guest: input.guest };
}

const OrderRequestHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .optional()
    .describe('1–255 printable characters; a retry with the same key answers the first order again'),
});

export function orderRoutes(app: Api, context: AppContext) {
  const { db, orderEvents, orderDeadlines, clock, metrics, config, onlinePayments } = context;
  slotRoutes(app, context);
  const storeTerms = new StoreTermsCache(context.changes);
  const idempotentRequests = new WeakMap<FastifyRequest, IdempotentRequest>();

  app.post(
    '/orders',
    {
      config: { guard: [ROLE.customer], guests: true },
      // Before validation: the fingerprint is of the body as sent, and a bad key is a 400 of its own.
      preValidation: async (request) => {
        const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
        if (key !== undefined)
          idempotentRequests.set(request, { key, requestHash: fingerprint(request.body) });
      },
      // Beside each customer's limit of unanswered orders (decisions: "Open orders per customer"), one on
      // an address placing orders for many accounts; an IPv6 client holds a whole /64. A guest's mailbox
      // has its own, from any address (`+tags` count as their mailbox: no mail-bombing through orders).
      ...limitRequests(app, [
        ...(config.ordersPerAddress === null
          ? []
          : [
              {
                max: config.ordersPerAddress,
                timeWindowMs: TEN_MINUTES,
                key: (request: FastifyRequest) => `orders:address:${normalizeIP(request.ip)}`,
              },
            ]),
        {
          max: GUEST_ORDERS_PER_EMAIL,
          timeWindowMs: TEN_MINUTES,
          key: (request: FastifyRequest) => `orders:guest:${mailboxKey(guestEmailOf(request) ?? '')}`,
          appliesTo: (request: FastifyRequest) => guestEmailOf(request) !== undefined,
        },
      ]),
      schema: {
        tags,
        summary: 'Place an order; the server prices it from the menu and writes it with its payment at once',
        description:
          'Client prices, totals, user, approval and order status are ignored. With an Idempotency-Key, a retry ' +
          'answers the first order again (header Idempotent-Replayed: true); a retry while the first is still ' +
          'running answers 409, the same key with another body 422. Keys are kept for 24 hours. A customer with as ' +
          "many orders waiting for the store's answer as its settings allow (`open_orders_per_customer`) gets 429 " +
          '`too_many_open_orders` with `params.waiting`; so does an address past its orders per 10 minutes (`rate_limited`). ' +
          'Without a bearer token, `guest` places a guest order (one e-mail: ' +
          `${GUEST_ORDERS_PER_EMAIL} in 10 minutes, then 429): the answer's \`data.guest_key\` and ` +
          '`data.status_url` open it for 30 days; a store with guest checkout off answers 403 `guest_checkout_off`. ' +
          'One client (address, account or guest e-mail) holds at most 2 unpaid online checkouts at once: a third ' +
          'answers 429 `too_many_unpaid_checkouts` until one is paid, cancelled or expired.',
        headers: OrderRequestHeadersSchema,
        body: OrderRequestSchema,
        response: {
          201: OrderCreatedSchema,
          400: ApiErrorSchema,
          ...refused,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const customer = orderingCustomer(await request.authUser(), request.body);
      const result = await placeOrder(
        {
          db,
          clock,
          events: orderEvents,
          deadlines: orderDeadlines,
          storeTerms,
          counter: metrics.orders,
          onlinePayments,
          checkoutClient:
            config.unpaidCheckoutsPerClient === null
              ? null
              : { address: normalizeIP(request.ip), limit: config.unpaidCheckoutsPerClient },
        },
        customer,
        request.body,
        askedLanguageOf(request),
        idempotentRequests.get(request),
      );
      if (result.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(result.status as 201).send(result.body);
    },
  );

  app.get(
    '/orders',
    {
      config: { guard: [ROLE.customer, ROLE.storeAdmin] },
      schema: {
        tags,
        summary: "Newest first: a customer's own orders, or all orders of an administrator's store",
        querystring: OrdersQuerySchema,
        response: { 200: z.array(OrderSchema), ...refused },
      },
    },
    async (request) => listOrdersOf(db, await requireUser(request), request.query.limit),
  );

  app.get(
    '/orders/desk',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: "The order desk's list of your store's orders: filtered, searched and paged, newest first",
        description:
          "`today` is the store's calendar day in its time zone; `search` matches an order number exactly or " +
          "part of the customer's name. `pending_count` counts every pending order of the store.",
        querystring: DeskOrdersQuerySchema,
        response: { 200: DeskOrdersPageSchema, ...refused },
      },
    },
    async (request) => listDeskOrders({ db, clock }, await requireAdminStore(request), request.query),
  );

  app.get(
    '/orders/:id',
    {
      config: { guard: [ROLE.customer, ROLE.storeAdmin], guests: true },
      schema: {
        tags,
        summary: "One order: the customer's own, one of the administrator's store, or a guest's by its key",
        description:
          "An order awaiting its online payment is checked with the payment provider first (the customer's " +
          'return page may ask before the provider has told the server). Without a bearer token, `key` (the ' +
          "order's `guest_key`) opens it: a wrong or expired one answers 404, as an unknown order does; none 401.",
        params: IdParamsSchema,
        querystring: OrderKeyQuerySchema,
        response: { 200: OrderSchema, ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await request.authUser();
      if (!user) {
        await requireGuestKey({ db, clock }, request.params.id, request.query.key);
        await onlinePayments?.refreshAwaited(request.params.id);
        return getGuestOrder(db, request.params.id);
      }
      if (user.roleId === ROLE.customer) await onlinePayments?.refreshAwaited(request.params.id);
      return getOrder(db, user, request.params.id);
    },
  );

  app.patch(
    '/orders/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Accept (2) or reject (3) a pending order of your store; an order is answered once',
        description:
          'Accepting takes `ready_in_minutes` (5–240) or `ready_at` (an ISO instant within 24 hours); without ' +
          'either the order is ready in 20 minutes. Rejecting needs a `reject_reason_code` (a usual reason, read in each reader’s language) or a `reject_reason` in your own words. A second answer, or one ' +
          'after the automatic rejection, answers 409.',
        params: IdParamsSchema,
        body: AnswerOrderSchema,
        response: { 200: savedSchema(OrderSchema), ...refused, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request);
      const data = await answerOrder(
        { db, clock, events: orderEvents, counter: metrics.orders, onlinePayments },
        storeId,
        request.params.id,
        request.body,
      );
      return {
        msg: data.approval_status === APPROVAL_STATUS.accepted ? 'Order accepted' : 'Order rejected',
        data,
      };
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      config: { guard: [ROLE.customer], guests: true },
      schema: {
        tags,
        summary: 'Cancel your own order (a guest: by its key) while the restaurant has not answered it',
        description:
          'The order becomes cancelled (approval_status 4), the store hears it, its slot is free again and a ' +
          'payment held online is released. An order still awaiting its online payment is cancelled at once and ' +
          'its checkout expired at the provider; a payment that completes for it anyway is given back. ' +
          "Another customer's order answers 404; an answered or already cancelled order 409. Without a bearer " +
          "token, `key` (the order's `guest_key`) opens it: a wrong or expired one answers 404, none 401.",
        params: IdParamsSchema,
        querystring: OrderKeyQuerySchema,
        response: { 200: savedSchema(OrderSchema), ...refused, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await request.authUser();
      if (!user) await requireGuestKey({ db, clock }, request.params.id, request.query.key);
      const data = await cancelOrder(
        { db, events: orderEvents, counter: metrics.orders, onlinePayments },
        user,
        request.params.id,
      );
      return { msg: 'Order cancelled', data };
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Refund part or all of what is left of an order of your store paid online',
        description:
          "Each refund is its own row in the order's `payment.refunds`; the order's lines and totals never change. " +
          'More than is left answers 422 `refund_too_large` with `params.left`; an order not paid online 409. With an ' +
          'Idempotency-Key a retry refunds once. A refund the provider has not confirmed yet is `pending` and sent again.',
        params: IdParamsSchema,
        headers: OrderRequestHeadersSchema,
        body: RefundRequestSchema,
        response: { 201: savedSchema(OrderSchema), ...refused, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const storeId = await requireAdminStore(request);
      if (!onlinePayments) throw new AppError('order_not_paid_online');
      const requestKey = request.headers['idempotency-key'] ?? randomUUID();
      const by = { storeId, userId: (await requireUser(request)).id };
      const data = await onlinePayments.refund(by, request.params.id, request.body, requestKey);
      return reply.code(201).send({ msg: 'Refund made', data });
    },
  );

  app.post(
    '/orders/:id/fulfilment',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Move an accepted order of your store to its next fulfilment step',
        description:
          'Pickup: preparing → ready → completed; delivery: preparing → out_for_delivery → delivered. Steps ' +
          'may be skipped but never undone; a step of the other order type, a step back or an order that is ' +
          'not accepted answers 409.',
        params: IdParamsSchema,
        body: UpdateFulfilmentSchema,
        response: { 200: savedSchema(OrderSchema), ...refused, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request);
      const { status } = request.body;
      const data = await advanceFulfilment({ db, events: orderEvents }, storeId, request.params.id, status);
      return { msg: stepMessage(status), data };
    },
  );
}
