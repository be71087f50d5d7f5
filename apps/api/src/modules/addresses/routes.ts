import {
  AddressListSchema,
  AddressSchema,
  ApiErrorSchema,
  IdParamsSchema,
  ROLE,
  SaveAddressSchema,
  savedSchema,
} from '@food/contract';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireUser } from '../../plugins/auth.ts';
import { addAddress, changeAddress, listOwnAddresses } from './service.ts';

const tags = ['addresses'];
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };

export function addressRoutes(app: Api, { db, config }: AppContext) {
  app.get(
    '/addresses',
    {
      schema: {
        tags,
        summary: "The logged-in customer's addresses",
        response: { 200: AddressListSchema, ...refused },
      },
      config: { guard: [ROLE.customer] },
    },
    async (request) => ({ data: await listOwnAddresses(db, await requireUser(request)) }),
  );

  app.post(
    '/addresses',
    {
      schema: {
        tags,
        summary: "Add an address; its name and phone become the account's",
        body: SaveAddressSchema,
        response: { 201: savedSchema(AddressSchema), ...refused, 422: ApiErrorSchema },
      },
      config: { guard: [ROLE.customer] },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const data = await addAddress(db, user, user.storeId ?? config.storeId, request.body);
      return reply.code(201).send({ msg: 'Address saved', data });
    },
  );

  app.put(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: "Change one of your addresses; its name and phone become the account's",
        params: IdParamsSchema,
        body: SaveAddressSchema,
        response: { 200: savedSchema(AddressSchema), ...refused, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
      config: { guard: [ROLE.customer] },
    },
    async (request) => {
      const data = await changeAddress(db, await requireUser(request), request.params.id, request.body);
      return { msg: 'Address updated', data };
    },
  );
}
