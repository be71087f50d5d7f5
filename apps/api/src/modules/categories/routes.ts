import { ApiErrorSchema, CategorySchema, ROLE, StoreIdQuerySchema } from '@food/contract';
import { z } from 'zod';
import type { Api, AppContext } from '../../lib/http.ts';
import { listCategories } from './service.ts';

export function categoryRoutes(app: Api, { db }: AppContext) {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        summary: "A store's categories (active ones, or all for the store's administrators)",
        querystring: StoreIdQuerySchema,
        response: { 200: z.array(CategorySchema), 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = request.query.store_id;
      const user = await request.authUser();
      const isOwnAdmin = user?.roleId === ROLE.storeAdmin && user.storeId === storeId;
      return listCategories(db, storeId, { activeOnly: !isOwnAdmin });
    },
  );
}
