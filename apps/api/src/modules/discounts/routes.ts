import {
  ApiErrorSchema,
  DiscountSchema,
  IdParamsSchema,
  MessageSchema,
  ROLE,
  SaveDiscountSchema,
  savedSchema,
  StoreIdQuerySchema,
} from '@food/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import {
  changeDiscount,
  createDiscount,
  getDiscount,
  listStoreDiscounts,
  removeDiscount,
} from './service.ts';

const tags = ['discounts'];
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };

export function discountRoutes(app: Api, { db, clock }: AppContext) {
  app.get(
    '/discounts',
    {
      schema: {
        tags,
        summary: "A store's discounts by code (unexpired ones, or all for the store's administrators)",
        querystring: StoreIdQuerySchema,
        response: { 200: z.array(DiscountSchema), 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = request.query.store_id;
      const user = await request.authUser();
      const isOwnAdmin = user?.roleId === ROLE.storeAdmin && user.storeId === storeId;
      return listStoreDiscounts({ db, clock }, storeId, { all: isOwnAdmin });
    },
  );

  app.get(
    '/discounts/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'One discount of your store',
        params: IdParamsSchema,
        response: { 200: DiscountSchema, ...refused, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request);
      return getDiscount(db, storeId, request.params.id);
    },
  );

  app.post(
    '/discounts',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Add a discount (one per code and store)',
        body: SaveDiscountSchema,
        response: {
          201: savedSchema(DiscountSchema),
          ...refused,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await createDiscount(db, storeId, request.body);
      return reply.code(201).send({ msg: 'Discount saved', data });
    },
  );

  app.put(
    '/discounts/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Change a discount',
        params: IdParamsSchema,
        body: SaveDiscountSchema,
        response: {
          200: savedSchema(DiscountSchema),
          ...refused,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await changeDiscount(db, storeId, request.params.id, request.body);
      return { msg: 'Discount saved', data };
    },
  );

  app.delete(
    '/discounts/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Delete a discount (orders keep the percent they were priced with)',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...refused, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request);
      await removeDiscount(db, storeId, request.params.id);
      return { msg: 'Discount deleted' };
    },
  );
}
