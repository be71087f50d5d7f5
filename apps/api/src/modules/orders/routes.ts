import {
  AnswerOrderSchema,
  ApiErrorSchema,
  DeskOrdersPageSchema,
  DeskOrdersQuerySchema,
  IdParamsSchema,
  OrderKeyQuerySchema,
  OrderSchema,
  OrdersQuerySchema,
  ROLE,
  RefundRequestSchema,
  UpdateFulfilmentSchema,
  savedSchema,
  APPROVAL_STATUS,
  stepMessage,
} from '@food/contract';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore, requireUser } from '../../plugins/auth.ts';
import { IdempotencyHeadersSchema } from './idempotency.ts';
import { placeOrderRoutes } from './place-order-routes.ts';
import { slotRoutes } from './slot-routes.ts';
import {
  advanceFulfilment,
  answerOrder,
  cancelOrder,
  getGuestOrder,
  getOrder,
  requireGuestKey,
  listDeskOrders,
  listOrdersOf,
} from './service.ts';

const tags = ['orders'];
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };

export function orderRoutes(app: Api, context: AppContext) {
  const { db, orderEvents, clock, metrics, onlinePayments } = context;
  slotRoutes(app, context);
  placeOrderRoutes(app, context);

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
        headers: IdempotencyHeadersSchema,
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
