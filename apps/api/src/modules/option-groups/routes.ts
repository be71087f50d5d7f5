import {
  ApiErrorSchema,
  IdParamsSchema,
  MessageSchema,
  OptionGroupAnswerSchema,
  OptionGroupListSchema,
  OptionGroupSchema,
  OptionParamsSchema,
  ROLE,
  SaveOptionGroupSchema,
  SetSoldOutSchema,
  StoreIdQuerySchema,
  savedSchema,
} from '@food/contract';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import {
  createOptionGroup,
  deleteOptionGroup,
  getOptionGroup,
  listOptionGroups,
  markOptionSoldOut,
  updateOptionGroup,
} from './service.ts';

const backOffice = {
  tags: ['option groups'],
};
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };

export function optionGroupRoutes(app: Api, { db, clock }: AppContext) {
  // Refused callers get 401/403 before their payload is even validated.

  app.get(
    '/option-groups',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: "The option groups of the caller's store, by name",
        querystring: StoreIdQuerySchema.partial(),
        response: { 200: OptionGroupListSchema, ...refused },
      },
    },
    async (request) => ({
      data: await listOptionGroups(db, await requireAdminStore(request, request.query.store_id), clock.now()),
    }),
  );

  app.get(
    '/option-groups/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'One option group with its options',
        params: IdParamsSchema,
        response: { 200: OptionGroupAnswerSchema, ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      data: await getOptionGroup(db, await requireAdminStore(request), request.params.id, clock.now()),
    }),
  );

  app.post(
    '/option-groups',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'Create an option group ("Sauce": choose 1; "Extra toppings": up to 3)',
        body: SaveOptionGroupSchema,
        response: { 201: savedSchema(OptionGroupSchema), ...refused },
      },
    },
    async (request, reply) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await createOptionGroup(db, storeId, request.body, clock.now());
      return reply.code(201).send({ msg: 'Option group created', data });
    },
  );

  app.put(
    '/option-groups/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary:
          'Change an option group and its options (listed ids are kept, new entries added, others deleted)',
        params: IdParamsSchema,
        body: SaveOptionGroupSchema,
        response: { 200: savedSchema(OptionGroupSchema), ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request, request.body.store_id);
      const data = await updateOptionGroup(db, storeId, request.params.id, request.body, clock.now());
      return { msg: 'Option group updated', data };
    },
  );

  app.delete(
    '/option-groups/:id',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary: 'Delete an option group that no product uses',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...refused, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      await deleteOptionGroup(db, await requireAdminStore(request), request.params.id);
      return { msg: 'Option group deleted' };
    },
  );

  app.put(
    '/option-groups/:group/options/:id/sold-out',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        ...backOffice,
        summary:
          'Mark an option sold out until the end of the day, indefinitely or a time; null: available again',
        params: OptionParamsSchema,
        body: SetSoldOutSchema,
        response: { 200: savedSchema(OptionGroupSchema), ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const storeId = await requireAdminStore(request);
      const data = await markOptionSoldOut(db, storeId, request.params, request.body.until, clock.now());
      return { msg: request.body.until === null ? 'Option available again' : 'Option sold out', data };
    },
  );
}
