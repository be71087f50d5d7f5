import {
  ApiErrorSchema,
  IdParamsSchema,
  MessageSchema,
  ROLE,
  SaveSpecialDaySchema,
  SpecialDaySchema,
  savedSchema,
} from '@food/contract';
import { localDateOf } from '@food/opening-hours';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import { getStore } from '../stores/service.ts';
import { addSpecialDay, changeSpecialDay, listSpecialDays, removeSpecialDay } from './service.ts';

const tags = ['special-days'];
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };

export function specialDayRoutes(app: Api, { db, clock }: AppContext) {
  app.get(
    '/special-days',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: "Your store's special days (holidays, other hours): upcoming first, then past ones",
        response: { 200: z.array(SpecialDaySchema), ...refused },
      },
    },
    async (request) => {
      const store = await getStore(db, await requireAdminStore(request));
      return listSpecialDays(db, store.id, localDateOf(store.timezone, clock.now()));
    },
  );

  app.post(
    '/special-days',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: "Close on a date, or open in other hours: replaces that date's weekly hours",
        body: SaveSpecialDaySchema,
        response: {
          201: savedSchema(SpecialDaySchema),
          ...refused,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await addSpecialDay(db, storeId, request.body);
      return reply.code(201).send({ msg: 'Special day saved', data });
    },
  );

  app.put(
    '/special-days/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Change a special day',
        params: IdParamsSchema,
        body: SaveSpecialDaySchema,
        response: {
          200: savedSchema(SpecialDaySchema),
          ...refused,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await changeSpecialDay(db, storeId, request.params.id, request.body);
      return { msg: 'Special day saved', data };
    },
  );

  app.delete(
    '/special-days/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Remove a special day: the weekly hours apply on that date again',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...refused, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request);
      await removeSpecialDay(db, storeId, request.params.id);
      return { msg: 'Special day deleted' };
    },
  );
}
