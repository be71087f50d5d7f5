import {
  ApiErrorSchema,
  BackOfficeSearchQuerySchema,
  BackOfficeSearchResultsSchema,
  ROLE,
} from '@food/contract';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore, requireRole } from '../../plugins/auth.ts';
import { searchStore } from './service.ts';

export function searchRoutes(app: Api, { db }: AppContext) {
  app.get(
    '/search',
    {
      onRequest: requireRole(ROLE.storeAdmin),
      schema: {
        tags: ['search'],
        security: [{ bearer: [] }],
        summary: "The back office's header search: your store's orders, products and categories",
        description:
          'Case-insensitive. At most 5 hits per group: orders newest first, products and categories in menu order.',
        querystring: BackOfficeSearchQuerySchema,
        response: {
          200: BackOfficeSearchResultsSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request) => searchStore(db, await requireAdminStore(request), request.query.q),
  );
}
