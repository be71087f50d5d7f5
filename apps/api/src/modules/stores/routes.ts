import { ApiErrorSchema, IdParamsSchema, StoreSchema } from '@food/contract';
import type { Api, AppContext } from '../../lib/http.ts';
import { getPublicStore } from './service.ts';

export function storeRoutes(app: Api, { db }: AppContext) {
  app.get(
    '/stores/:id',
    {
      schema: {
        tags: ['stores'],
        summary: 'A store with its weekly opening hours',
        params: IdParamsSchema,
        response: { 200: StoreSchema, 404: ApiErrorSchema },
      },
    },
    (request) => getPublicStore(db, request.params.id),
  );
}
