import {
  ApiErrorSchema,
  IdParamsSchema,
  MessageSchema,
  ROLE,
  SaveStoreHoursSchema,
  savedSchema,
  StoreHoursEntrySchema,
} from '@food/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import { createEntries, deleteEntry, deleteGroup, listEntries, replaceGroup } from './service.ts';

const tags = ['store-hours'];
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const SavedEntriesSchema = savedSchema(z.array(StoreHoursEntrySchema));

export function storeHoursRoutes(app: Api, { db }: AppContext) {
  app.get(
    '/store-hours/store/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: "The store's weekly opening ranges, by day and opening time (its administrators only)",
        params: IdParamsSchema,
        response: { 200: z.array(StoreHoursEntrySchema), ...refused, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.params.id);
      return listEntries(db, storeId);
    },
  );

  app.post(
    '/store-hours/store/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Add one opening range on each selected day',
        params: IdParamsSchema,
        body: SaveStoreHoursSchema,
        response: { 201: SavedEntriesSchema, ...refused, 422: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const storeId = await requireAdminStore(request, request.params.id, request.body.store_id);
      const data = await createEntries(db, storeId, request.body);
      return reply.code(201).send({ msg: 'Store hours saved', data });
    },
  );

  app.put(
    '/store-hours/:id/group',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: "Replace an entry's group (same name and range) by one entry per selected day",
        params: IdParamsSchema,
        body: SaveStoreHoursSchema,
        response: { 200: SavedEntriesSchema, ...refused, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await replaceGroup(db, storeId, request.params.id, request.body);
      return { msg: 'Store hours updated', data };
    },
  );

  app.delete(
    '/store-hours/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Delete one opening range',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...refused, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request);
      await deleteEntry(db, storeId, request.params.id);
      return { msg: 'Store hours deleted' };
    },
  );

  app.delete(
    '/store-hours/:id/group',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: "Delete an entry's whole group (same name and range on every day)",
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...refused, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request);
      await deleteGroup(db, storeId, request.params.id);
      return { msg: 'Store hours deleted' };
    },
  );
}
