import { APPROVAL_STATUS, ApiErrorSchema, IdParamsSchema, OrderKeyQuerySchema, ROLE } from '@food/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { orderNotFound, getGuestOrder, getOrder, requireGuestKey } from '../orders/service.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { receiptStoreOf } from './receipt-store.ts';

/** Orders the restaurant took or is still to answer have a receipt; rejected and cancelled ones do not. */
const HAS_RECEIPT = new Set<number>([APPROVAL_STATUS.pending, APPROVAL_STATUS.accepted]);

export function receiptRoutes(app: Api, { db, clock }: AppContext) {
  app.get(
    '/orders/:id/receipt.pdf',
    {
      config: { guard: [ROLE.customer, ROLE.storeAdmin], guests: true },
      schema: {
        tags: ['orders'],
        summary:
          "An order's receipt as a PDF: the customer's own, one of the administrator's store, or a guest's by its key",
        description:
          "A simplified invoice in the reader's language, with the same contents as the order's e-mail. " +
          'An order awaiting its payment, rejected or cancelled has none (404). Without a bearer token, `key` ' +
          "(the order's `guest_key`) opens it; a wrong or expired one answers 404, none 401.",
        params: IdParamsSchema,
        querystring: OrderKeyQuerySchema,
        produces: ['application/pdf'],
        response: {
          // Fastify sends a Buffer as it is, unserialised.
          200: z.string().describe('The PDF'),
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await request.authUser();
      const { id } = request.params;
      if (!user) await requireGuestKey({ db, clock }, id, request.query.key);
      const order = user ? await getOrder(db, user, id) : await getGuestOrder(db, id);
      if (order.number === null || !HAS_RECEIPT.has(order.approval_status)) throw orderNotFound(order.id);
      const store = await receiptStoreOf(db, order.store_id);
      const pdf = await receiptPdf({ ...order, number: order.number }, store, readerLanguage(request, store));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="receipt-${order.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string);
    },
  );
}
