import { ApiErrorSchema, IdParamsSchema, SlotsQuerySchema, SlotsSchema } from '@food/contract';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { listSlots } from './slots.ts';

export function slotRoutes(app: Api, { db, clock }: AppContext) {
  app.get(
    '/stores/:id/slots',
    {
      schema: {
        tags: ['stores'],
        summary: 'The time slots of a date to order ahead for, each with whether it has room left',
        description:
          "Slots of the store's local date inside its opening hours (special days included), from now plus the " +
          'preparation time on; none for a date before today or beyond the days ahead the store takes orders for.',
        params: IdParamsSchema,
        querystring: SlotsQuerySchema,
        response: { 200: SlotsSchema, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => ({ data: await listSlots(db, request.params.id, request.query, clock.now()) }),
  );
}
