import {
  ApiErrorSchema,
  IdParamsSchema,
  ROLE,
  SaveStoreLegalSchema,
  StoreLegalSchema,
  savedSchema,
} from '@food/contract';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import { getStoreLegal, saveStoreLegal } from './service.ts';

const tags = ['stores'];

export function storeLegalRoutes(app: Api, { db }: AppContext) {
  app.get(
    '/stores/:id/legal',
    {
      schema: {
        tags,
        summary:
          'Who runs the store (name, representative, address, contact, VAT ID, register) and its imprint, privacy and terms texts',
        description: 'Fields are empty and `texts` is `{}` until the store sets them. Texts are Markdown.',
        params: IdParamsSchema,
        response: { 200: StoreLegalSchema, 404: ApiErrorSchema },
      },
    },
    (request) => getStoreLegal(db, request.params.id),
  );

  app.put(
    '/stores/:id/legal',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: "Replace your store's legal details and texts, all of them at once",
        description: 'A language left out of `texts` has no texts afterwards.',
        params: IdParamsSchema,
        body: SaveStoreLegalSchema,
        response: {
          200: savedSchema(StoreLegalSchema),
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.params.id);
      const data = await saveStoreLegal(db, storeId, request.body);
      return { msg: 'Legal details saved', data };
    },
  );
}
