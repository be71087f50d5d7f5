import {
  ApiErrorSchema,
  IdParamsSchema,
  MessageSchema,
  ROLE,
  SaveTaxSchema,
  StoreIdQuerySchema,
  TaxSchema,
  savedSchema,
} from '@food/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import { createTax, deleteTax, getTax, listTaxes, updateTax } from './service.ts';

const backOffice = {
  tags: ['taxes'],
};
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };

export function taxRoutes(app: Api, { db }: AppContext) {
  app.get(
    '/taxes',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: "The taxes of the caller's store, by name",
        querystring: StoreIdQuerySchema.partial(),
        response: { 200: z.array(TaxSchema), ...refused },
      },
    },
    async (request) => listTaxes(db, await requireAdminStore(request, request.query.store_id)),
  );

  app.get(
    '/taxes/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'One tax',
        params: IdParamsSchema,
        response: { 200: TaxSchema, ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => getTax(db, await requireAdminStore(request), request.params.id),
  );

  app.post(
    '/taxes',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'Create a tax',
        body: SaveTaxSchema,
        response: { 201: savedSchema(TaxSchema), ...refused },
      },
    },
    async (request, reply) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await createTax(db, storeId, request.body);
      return reply.code(201).send({ msg: 'Tax created', data });
    },
  );

  app.put(
    '/taxes/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'Change a tax (orders already placed keep the rate they were priced with)',
        params: IdParamsSchema,
        body: SaveTaxSchema,
        response: { 200: savedSchema(TaxSchema), ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      return { msg: 'Tax updated', data: await updateTax(db, storeId, request.params.id, request.body) };
    },
  );

  app.delete(
    '/taxes/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'Delete a tax that no category or product uses',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...refused, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      await deleteTax(db, await requireAdminStore(request), request.params.id);
      return { msg: 'Tax deleted' };
    },
  );
}
