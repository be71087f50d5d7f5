import {
  ApiErrorSchema,
  IdParamsSchema,
  PauseStoreSchema,
  ROLE,
  StoreSchema,
  StoreSettingsSchema,
  UpdateStoreSchema,
  UpdateStoreSettingsSchema,
  savedSchema,
} from '@food/contract';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import { countOrdersInProgress } from '../orders/service.ts';
import {
  getPublicStore,
  getStoreSettings,
  pauseStoreFor,
  resumeStore,
  saveStore,
  saveStoreSettings,
} from './service.ts';

const tags = ['stores'];
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };
const UpdatedStoreSchema = savedSchema(StoreSchema);

export function storeRoutes(
  app: Api,
  { db, changes, orderEvents, orderDeadlines, clock, onlinePayments }: AppContext,
) {
  const onlinePayment = onlinePayments !== null;
  const pauseDeps = { db, clock, changes, events: orderEvents, onlinePayment };
  app.get(
    '/stores/:id',
    {
      schema: {
        tags,
        summary: 'A store with its weekly opening hours, whether it takes orders, and when it opens next',
        params: IdParamsSchema,
        response: { 200: StoreSchema, 404: ApiErrorSchema },
      },
    },
    (request) => getPublicStore(db, request.params.id, clock.now(), onlinePayment),
  );

  app.put(
    '/stores/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: "Change your store's name, address, country, phone, time zone, currency or locale",
        description:
          'Takes the store as GET answers it, changed; its other fields are ignored here. ' +
          'A new currency is refused with 409 `store_has_open_orders` while orders are open; every order keeps the currency it was placed in.',
        params: IdParamsSchema,
        body: UpdateStoreSchema,
        response: { 200: UpdatedStoreSchema, ...refused, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.params.id);
      const saved = await saveStore(
        { db, clock, ordersInProgress: countOrdersInProgress },
        storeId,
        request.body,
      );
      // The menu's cache and the storefronts hear of it as of every store write (plugins/store-changes.ts);
      // the status pushes compute the store's days again in its new time zone.
      if (saved.timezoneChanged) await changes.publish({ storeId, kind: 'hours' });
      return { msg: 'Store saved', data: await getPublicStore(db, storeId, clock.now(), onlinePayment) };
    },
  );

  app.get(
    '/stores/:id/settings',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary:
          "Your store's order-desk settings: answer timeout, pause, ordering ahead, capacity, auto-accept",
        params: IdParamsSchema,
        response: { 200: StoreSettingsSchema, ...refused },
      },
    },
    async (request) =>
      getStoreSettings(db, await requireAdminStore(request, request.params.id), clock.now(), onlinePayment),
  );

  app.put(
    '/stores/:id/settings',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary:
          'Change the answer timeout, minimum, ordering ahead, slots, capacity, preparation time or auto-accept',
        description:
          'Fields left out stay as they are. A new answer timeout applies to orders placed from now on; pending orders keep their deadline. ' +
          '`payment_methods` may name `online` only while the server has the Stripe keys (else 422 `online_payment_not_configured`).',
        params: IdParamsSchema,
        body: UpdateStoreSettingsSchema,
        response: { 200: savedSchema(StoreSettingsSchema), ...refused },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.params.id);
      const data = await saveStoreSettings(db, storeId, request.body, clock.now(), onlinePayment);
      return { msg: 'Settings saved', data };
    },
  );

  app.post(
    '/stores/:id/pause',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary:
          'Stop taking orders for some minutes or the rest of the day; the store resumes by itself then',
        description:
          'Pausing a paused store replaces its end and reason. Orders ahead for later slots are still taken.',
        params: IdParamsSchema,
        body: PauseStoreSchema,
        response: { 200: savedSchema(StoreSettingsSchema), ...refused },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.params.id);
      const data = await pauseStoreFor(
        { ...pauseDeps, wakeAt: (at) => orderDeadlines.wakeAt(at) },
        storeId,
        request.body,
      );
      return { msg: 'The restaurant is paused', data };
    },
  );

  app.post(
    '/stores/:id/resume',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Take orders again now, ending any pause; a store that is not paused stays as it is',
        params: IdParamsSchema,
        response: { 200: savedSchema(StoreSettingsSchema), ...refused },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.params.id);
      const data = await resumeStore(pauseDeps, storeId);
      return { msg: 'The restaurant is taking orders again', data };
    },
  );
}
