import {
  ApiErrorSchema,
  CouponCheckRequestSchema,
  CouponCheckSchema,
  CouponSchema,
  IdParamsSchema,
  MessageSchema,
  ROLE,
  SaveCouponSchema,
  savedSchema,
} from '@food/contract';
import { normalizeIP } from '@fastify/rate-limit';
import { toMinor } from '@food/money';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { limitRequests } from '../../lib/rate-limit.ts';
import { askedLanguageOf } from '../../lib/reader-language.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import { hasEarlierOrder } from '../orders/service.ts';
import {
  changeCoupon,
  checkCoupon,
  createCoupon,
  getCoupon,
  listStoreCoupons,
  removeCoupon,
  type CouponCustomer,
} from './service.ts';

const tags = ['coupons'];
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };

/** Codes an address may try per window: enough for a customer's typos, too few to guess codes. */
// A cart checks its code again on every change of its goods or order type; guessing stays slow.
export const CHECKS_PER_ADDRESS = 60;
const TEN_MINUTES = 10 * 60 * 1000;

export function couponRoutes(app: Api, { db, clock }: AppContext) {
  app.get(
    '/coupons',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary:
          "Your store's coupons by code, ended ones too, with their redemptions and what they gave away",
        response: { 200: z.array(CouponSchema), ...refused },
      },
    },
    async (request) => listStoreCoupons(db, await requireAdminStore(request)),
  );

  app.get(
    '/coupons/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'One coupon of your store',
        params: IdParamsSchema,
        response: { 200: CouponSchema, ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => getCoupon(db, await requireAdminStore(request), request.params.id),
  );

  app.post(
    '/coupons',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Add a coupon (codes are unique per store, whatever their case and spaces)',
        body: SaveCouponSchema,
        response: { 201: savedSchema(CouponSchema), ...refused },
      },
    },
    async (request, reply) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await createCoupon(db, storeId, request.body);
      return reply.code(201).send({ msg: 'Coupon saved', data });
    },
  );

  app.put(
    '/coupons/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Change a coupon (orders keep the code and saving they were priced with)',
        params: IdParamsSchema,
        body: SaveCouponSchema,
        response: { 200: savedSchema(CouponSchema), ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await changeCoupon(db, storeId, request.params.id, request.body);
      return { msg: 'Coupon saved', data };
    },
  );

  app.delete(
    '/coupons/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Delete a coupon (orders keep the code and saving they were priced with)',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      await removeCoupon(db, await requireAdminStore(request), request.params.id);
      return { msg: 'Coupon deleted' };
    },
  );

  app.post(
    '/coupons/check',
    {
      ...limitRequests(app, [
        {
          max: CHECKS_PER_ADDRESS,
          timeWindowMs: TEN_MINUTES,
          key: (request) => `coupons:check:${normalizeIP(request.ip)}`,
        },
      ]),
      schema: {
        tags,
        summary: "What a code would save on the cart, after the store's discount, or why not",
        description:
          'The reasons are the codes a placed order would get (422 on `coupon_code`), with their sentence in the ' +
          "reader's language. A logged-in customer's (or a guest's `email`) own uses count; the order checks " +
          `again. ${CHECKS_PER_ADDRESS} checks per address in 10 minutes, then 429.`,
        body: CouponCheckRequestSchema,
        response: { 200: CouponCheckSchema, 404: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const user = await request.authUser();
      const email = body.email?.trim().toLowerCase();
      const customer: CouponCustomer | null =
        user?.roleId === ROLE.customer
          ? { kind: 'account', userId: user.id }
          : email
            ? { kind: 'guest', email }
            : null;
      return checkCoupon(
        db,
        {
          storeId: body.store_id,
          code: body.code,
          orderType: body.order_type,
          subtotalMinor: toMinor(body.subtotal),
          deliveryPostcodeId: body.delivery_postcode_id ?? null,
          customer,
          hasEarlierOrder: (who) => hasEarlierOrder(db, body.store_id, who),
        },
        clock.now(),
        askedLanguageOf(request),
      );
    },
  );
}
