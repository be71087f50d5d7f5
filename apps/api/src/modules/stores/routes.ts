import {
  ApiErrorSchema,
  IdParamsSchema,
  ROLE,
  StoreSchema,
  StoreSettingsSchema,
  UpdateStoreSettingsSchema,
  savedSchema,
} from '@food/contract';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore, requireRole } from '../../plugins/auth.ts';
import { getPublicStore, getStoreSettings, resumeStore, saveStoreSettings } from './service.ts';

const tags = ['stores'];
const security = [{ bearer: [] }];
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };

export function storeRoutes(app: Api, { db, changes, orderEvents, clock }: AppContext) {
  app.get(
    '/stores/:id',
    {
      schema: {
        tags,
        summary: 'A store with its weekly opening hours, and whether it has paused itself',
        params: IdParamsSchema,
        response: { 200: StoreSchema, 404: ApiErrorSchema },
      },
    },
    (request) => getPublicStore(db, request.params.id),
  );

  app.get(
    '/stores/:id/settings',
    {
      onRequest: requireRole(ROLE.storeAdmin),
      schema: {
        tags,
        security,
        summary: "Your store's order-desk settings: the answer timeout and whether the store is paused",
        params: IdParamsSchema,
        response: { 200: StoreSettingsSchema, ...refused },
      },
    },
    async (request) => getStoreSettings(db, await requireAdminStore(request, request.params.id)),
  );

  app.put(
    '/stores/:id/settings',
    {
      onRequest: requireRole(ROLE.storeAdmin),
      schema: {
        tags,
        security,
        summary: 'Set the minutes after which an unanswered order is rejected automatically (1–120)',
        description: 'Applies to orders placed from now on; pending orders keep their deadline.',
        params: IdParamsSchema,
        body: UpdateStoreSettingsSchema,
        response: { 200: savedSchema(StoreSettingsSchema), ...refused },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.params.id);
      return { msg: 'Settings saved', data: await saveStoreSettings(db, storeId, request.body) };
    },
  );

  app.post(
    '/stores/:id/resume',
    {
      onRequest: requireRole(ROLE.storeAdmin),
      schema: {
        tags,
        security,
        summary: 'Take orders again after the store paused itself; a store that is not paused stays as it is',
        params: IdParamsSchema,
        response: { 200: savedSchema(StoreSettingsSchema), ...refused },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.params.id);
      const data = await resumeStore({ db, clock, changes, events: orderEvents }, storeId);
      return { msg: 'The restaurant is taking orders again', data };
    },
  );
}
