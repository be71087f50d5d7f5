import {
  ApiErrorSchema,
  IdParamsSchema,
  MessageSchema,
  ProductSchema,
  ProductsByCategoryQuerySchema,
  ProductsLimitParamsSchema,
  ROLE,
  ReaderLanguageQuerySchema,
  SaveProductSchema,
  SetSoldOutSchema,
  StoreIdQuerySchema,
  savedSchema,
} from '@food/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import { getStore } from '../stores/service.ts';
import { createProduct, updateProduct } from './save-product.ts';
import {
  deleteProduct,
  getProduct,
  listProducts,
  listStorefrontProducts,
  markProductSoldOut,
} from './service.ts';

const backOffice = {
  tags: ['products'],
};
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };

export function productRoutes(app: Api, { db, clock }: AppContext) {
  // Refused callers get 401/403 before their payload is even validated.

  app.get(
    '/products/limitbycat/:limit',
    {
      schema: {
        tags: ['products'],
        summary:
          "One page of a category's active products, as the storefront shows them, in the reader's language",
        params: ProductsLimitParamsSchema,
        querystring: ProductsByCategoryQuerySchema.extend(ReaderLanguageQuerySchema.shape),
        response: { 200: z.array(ProductSchema), 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) =>
      listStorefrontProducts(
        db,
        {
          storeId: request.query.store_id,
          categoryId: request.query.category_id,
          limit: request.params.limit,
          offset: request.query.offset,
        },
        clock.now(),
        readerLanguage(request, await getStore(db, request.query.store_id)),
      ),
  );

  app.get(
    '/products',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: "Every product of the caller's store, inactive ones too, in menu order",
        querystring: StoreIdQuerySchema.partial(),
        response: { 200: z.array(ProductSchema), ...refused },
      },
    },
    async (request) =>
      listProducts(db, await requireAdminStore(request, request.query.store_id), clock.now()),
  );

  app.get(
    '/products/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'One product with its category, tax and variants',
        params: IdParamsSchema,
        response: { 200: ProductSchema, ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => getProduct(db, await requireAdminStore(request), request.params.id, clock.now()),
  );

  app.post(
    '/products',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'Create a product (active, at the end of its category)',
        body: SaveProductSchema,
        response: { 201: savedSchema(ProductSchema), ...refused, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await createProduct(db, storeId, request.body, clock.now());
      return reply.code(201).send({ msg: 'Product created', data });
    },
  );

  app.put(
    '/products/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'Change a product and its variants (listed ids are kept, new entries added, others deleted)',
        params: IdParamsSchema,
        body: SaveProductSchema,
        response: { 200: savedSchema(ProductSchema), ...refused, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      return {
        msg: 'Product updated',
        data: await updateProduct(db, storeId, request.params.id, request.body, clock.now()),
      };
    },
  );

  app.delete(
    '/products/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'Delete a product (past orders keep their copies of its name and price)',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      await deleteProduct(db, await requireAdminStore(request), request.params.id);
      return { msg: 'Product deleted' };
    },
  );

  app.put(
    '/products/:id/sold-out',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary:
          'Mark a product sold out until the end of the day, indefinitely or a time; null: available again',
        params: IdParamsSchema,
        body: SetSoldOutSchema,
        response: { 200: savedSchema(ProductSchema), ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request);
      const data = await markProductSoldOut(db, storeId, request.params.id, request.body.until, clock.now());
      return { msg: request.body.until === null ? 'Product available again' : 'Product sold out', data };
    },
  );
}
