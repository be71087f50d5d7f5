import {
  ApiErrorSchema,
  CategorySchema,
  CategoryStatusSchema,
  IdParamsSchema,
  MessageSchema,
  ROLE,
  ReaderLanguageQuerySchema,
  SaveCategorySchema,
  StoreIdQuerySchema,
  savedSchema,
} from '@food/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import { getStore } from '../stores/service.ts';
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from './service.ts';

const backOffice = {
  tags: ['categories'],
};
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };

export function categoryRoutes(app: Api, { db }: AppContext) {
  // Refused callers get 401/403 before their payload is even validated.

  app.get(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        summary:
          "A store's categories: active ones in the reader's language, or all with their default texts for the store's administrators",
        querystring: StoreIdQuerySchema.extend(ReaderLanguageQuerySchema.shape),
        response: { 200: z.array(CategorySchema), 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = request.query.store_id;
      const user = await request.authUser();
      const isOwnAdmin = user?.roleId === ROLE.storeAdmin && user.storeId === storeId;
      const language = isOwnAdmin ? undefined : readerLanguage(request, await getStore(db, storeId));
      return listCategories(db, storeId, { activeOnly: !isOwnAdmin, language });
    },
  );

  app.get(
    '/categories/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'One category with its tax',
        params: IdParamsSchema,
        response: { 200: CategorySchema, ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => getCategory(db, await requireAdminStore(request), request.params.id),
  );

  app.post(
    '/categories',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'Create a category (active, after the last one)',
        body: SaveCategorySchema,
        response: { 201: savedSchema(CategorySchema), ...refused },
      },
    },
    async (request, reply) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await createCategory(db, storeId, request.body);
      return reply.code(201).send({ msg: 'Category created', data });
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/categories/:id',
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'Change a category (the full payload, with PUT or PATCH)',
        params: IdParamsSchema,
        body: SaveCategorySchema,
        response: { 200: savedSchema(CategorySchema), ...refused, 404: ApiErrorSchema },
      },
      handler: async (request) => {
        const storeId = await requireAdminStore(request, request.body.store_id);
        const data = await updateCategory(db, storeId, request.params.id, request.body);
        return { msg: 'Category updated', data };
      },
    });
  }

  app.post(
    '/categories/:id/status',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'Show or hide a category on the storefront, saving its other fields too',
        params: IdParamsSchema,
        body: CategoryStatusSchema,
        response: { 200: savedSchema(CategorySchema), ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await updateCategory(db, storeId, request.params.id, request.body);
      const msg = data.isActive ? 'Category activated successfully!' : 'Category deactivated successfully!';
      return { msg, data };
    },
  );

  app.delete(
    '/categories/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'Delete a category that has no products',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...refused, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      await deleteCategory(db, await requireAdminStore(request), request.params.id);
      return { msg: 'Category deleted' };
    },
  );
}
