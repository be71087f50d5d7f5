import {
  ApiErrorSchema,
  ProductSchema,
  ProductsByCategoryQuerySchema,
  ProductsLimitParamsSchema,
} from '@food/contract';
import { z } from 'zod';
import type { Api, AppContext } from '../../lib/http.ts';
import { listStorefrontProducts } from './service.ts';

export function productRoutes(app: Api, { db }: AppContext) {
  app.get(
    '/products/limitbycat/:limit',
    {
      schema: {
        tags: ['products'],
        summary: "One page of a category's active products, as the storefront shows them",
        params: ProductsLimitParamsSchema,
        querystring: ProductsByCategoryQuerySchema,
        response: { 200: z.array(ProductSchema), 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    (request) =>
      listStorefrontProducts(db, {
        storeId: request.query.store_id,
        categoryId: request.query.category_id,
        limit: request.params.limit,
        offset: request.query.offset,
      }),
  );
}
