import {
  AnswerOrderSchema,
  ApiErrorSchema,
  DeskOrdersPageSchema,
  DeskOrdersQuerySchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  IdParamsSchema,
  OrderCreatedSchema,
  OrderSchema,
  OrdersQuerySchema,
  OrderRequestSchema,
  ROLE,
  UpdateFulfilmentSchema,
  savedSchema,
  APPROVAL_STATUS,
  stepMessage,
} from '@food/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore, requireRole, requireUser } from '../../plugins/auth.ts';
import { fingerprint, parseIdempotencyKey, type IdempotentRequest } from './idempotency.ts';
import { slotRoutes } from './slot-routes.ts';
import { StoreTermsCache } from './store-terms.ts';
import {
  advanceFulfilment,
  answerOrder,
  getOrder,
  listDeskOrders,
  listOrdersOf,
  placeOrder,
} from './service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };

const OrderRequestHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('1–255 printable characters; a retry with the same key answers the first order again'),
});

export function orderRoutes(app: Api, context: AppContext) {
  const { db, orderEvents, orderDeadlines, clock, metrics } = context;
  slotRoutes(app, context);
  const storeTerms = new StoreTermsCache(context.changes);
  const idempotentRequests = new WeakMap<FastifyRequest, IdempotentRequest>();

  app.post(
    '/orders',
    {
      onRequest: requireRole(ROLE.customer),
      // Before validation: the fingerprint is of the body as sent, and a bad key is a 400 of its own.
      preValidation: async (request) => {
        const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
        if (key !== undefined)
          idempotentRequests.set(request, { key, requestHash: fingerprint(request.body) });
      },
      schema: {
        tags,
        security,
        summary: 'Place an order; the server prices it from the menu and writes it with its payment at once',
        description:
          'Client prices, totals, user, approval and order status are ignored. With an Idempotency-Key, a retry ' +
          'answers the first order again (header Idempotent-Replayed: true); a retry while the first is still ' +
          'running answers 409, the same key with another body 422. Keys are kept for 24 hours.',
        headers: OrderRequestHeadersSchema,
        body: OrderRequestSchema,
        response: {
          201: OrderCreatedSchema,
          400: ApiErrorSchema,
          ...refused,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const result = await placeOrder(
        { db, clock, events: orderEvents, deadlines: orderDeadlines, storeTerms, counter: metrics.orders },
        user,
        request.body,
        idempotentRequests.get(request),
      );
      if (result.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(result.status as 201).send(result.body);
    },
  );

  app.get(
    '/orders',
    {
      onRequest: requireRole(ROLE.customer, ROLE.storeAdmin),
      schema: {
        tags,
        security,
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
      onRequest: requireRole(ROLE.storeAdmin),
      schema: {
        tags,
        security,
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
      onRequest: requireRole(ROLE.customer, ROLE.storeAdmin),
      schema: {
        tags,
        security,
        summary: "One order: the customer's own, or one of the administrator's store",
        params: IdParamsSchema,
        response: { 200: OrderSchema, ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => getOrder(db, await requireUser(request), request.params.id),
  );

  app.patch(
    '/orders/:id',
    {
      onRequest: requireRole(ROLE.storeAdmin),
      schema: {
        tags,
        security,
        summary: 'Accept (2) or reject (3) a pending order of your store; an order is answered once',
        description:
          'Accepting takes `ready_in_minutes` (5–240) or `ready_at` (an ISO instant within 24 hours); without ' +
          'either the order is ready in 20 minutes. Rejecting needs a `reject_reason`. A second answer, or one ' +
          'after the automatic rejection, answers 409.',
        params: IdParamsSchema,
        body: AnswerOrderSchema,
        response: { 200: savedSchema(OrderSchema), ...refused, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request);
      const data = await answerOrder(
        { db, clock, events: orderEvents, counter: metrics.orders },
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
    '/orders/:id/fulfilment',
    {
      onRequest: requireRole(ROLE.storeAdmin),
      schema: {
        tags,
        security,
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
