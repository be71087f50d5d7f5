import {
  AccountingSettingsSchema,
  ApiErrorSchema,
  IdParamsSchema,
  ROLE,
  UpdateAccountingSettingsSchema,
  savedSchema,
} from '@food/contract';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import { getAccountingSettings, saveAccountingSettings } from './service.ts';

const tags = ['stores'];
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };

export function accountingRoutes(app: Api, { db }: AppContext) {
  app.get(
    '/stores/:id/accounting',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary:
          "Your store's accounting settings: DATEV numbers, fiscal year, the accounts the export books on",
        description: "SKR03's accounts until the store saves its own.",
        params: IdParamsSchema,
        response: { 200: AccountingSettingsSchema, ...refused },
      },
    },
    async (request) => getAccountingSettings(db, await requireAdminStore(request, request.params.id)),
  );

  app.put(
    '/stores/:id/accounting',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: "Replace your store's accounting settings, all of them at once",
        description: 'Every account has `account_length` digits; a VAT rate is listed once.',
        params: IdParamsSchema,
        body: UpdateAccountingSettingsSchema,
        response: { 200: savedSchema(AccountingSettingsSchema), ...refused },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.params.id);
      const data = await saveAccountingSettings(db, storeId, request.body);
      return { msg: 'Accounting settings saved', data };
    },
  );
}
