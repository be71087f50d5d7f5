import {
  ApiErrorSchema,
  IdParamsSchema,
  MessageSchema,
  ROLE,
  PostcodeSchema,
  SavePostcodeSchema,
  savedSchema,
} from '@food/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import { addPostcode, changePostcode, getPostcode, listStorePostcodes, removePostcode } from './service.ts';

const tags = ['postcodes'];
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };

export function postcodeRoutes(app: Api, { db }: AppContext) {
  app.get(
    '/postcodes/store/:id',
    {
      schema: {
        tags,
        summary: "The store's delivery area: postcodes with their delivery fee",
        params: IdParamsSchema,
        response: { 200: z.array(PostcodeSchema), 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    (request) => listStorePostcodes(db, request.params.id),
  );

  app.get(
    '/postcodes/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'One delivery postcode of your store',
        params: IdParamsSchema,
        response: { 200: PostcodeSchema, ...refused, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request);
      return getPostcode(db, storeId, request.params.id);
    },
  );

  app.post(
    '/postcodes',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Add a postcode to the delivery area',
        body: SavePostcodeSchema,
        response: { 201: savedSchema(PostcodeSchema), ...refused, 409: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await addPostcode(db, storeId, request.body);
      return reply.code(201).send({ msg: 'Postcode added', data });
    },
  );

  app.put(
    '/postcodes/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Change a postcode or its delivery fee',
        params: IdParamsSchema,
        body: SavePostcodeSchema,
        response: {
          200: savedSchema(PostcodeSchema),
          ...refused,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await changePostcode(db, storeId, request.params.id, request.body);
      return { msg: 'Postcode updated', data };
    },
  );

  app.delete(
    '/postcodes/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'Remove a postcode from the delivery area (past orders keep their copy)',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...refused, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request);
      await removePostcode(db, storeId, request.params.id);
      return { msg: 'Postcode deleted' };
    },
  );
}
