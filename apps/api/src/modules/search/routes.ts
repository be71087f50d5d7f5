import {
  ApiErrorSchema,
  BackOfficeSearchQuerySchema,
  BackOfficeSearchResultsSchema,
  ROLE,
  ReaderLanguageQuerySchema,
} from '@food/contract';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import { getStore } from '../stores/service.ts';
import { searchStore } from './service.ts';

export function searchRoutes(app: Api, { db }: AppContext) {
  app.get(
    '/search',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags: ['search'],
        summary: "The back office's header search: your store's orders, products and categories",
        description:
          'Case-insensitive. At most 5 hits per group: orders newest first, products and categories in menu order.',
        querystring: BackOfficeSearchQuerySchema.extend(ReaderLanguageQuerySchema.shape),
        response: {
          200: BackOfficeSearchResultsSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request);
      return searchStore(db, storeId, request.query.q, readerLanguage(request, await getStore(db, storeId)));
    },
  );
}
