import {
  ApiErrorSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  OrderCreatedSchema,
  OrderRequestSchema,
  ROLE,
  type OrderRequest,
} from '@food/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Api } from '../../lib/http.ts';
import { askedLanguageOf } from '../../lib/reader-language.ts';
import { mailboxKey } from '../../lib/mailbox.ts';
import { limitRequests } from '../../lib/rate-limit.ts';
import type { AuthUser } from '../auth/service.ts';
import {
  IdempotencyHeadersSchema,
  fingerprint,
  parseIdempotencyKey,
  type IdempotentRequest,
} from './idempotency.ts';
import type { OrderCustomer } from './prepare-order.ts';
import { StoreTermsCache } from './store-terms.ts';
import { placeOrder } from './service.ts';

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

/** POST /orders: an account's or a guest's order, its limits and its Idempotency-Key. */
export function placeOrderRoutes(app: Api, context: AppContext) {
  const { db, orderEvents, orderDeadlines, clock, metrics, config, onlinePayments } = context;
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
        headers: IdempotencyHeadersSchema,
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
}
