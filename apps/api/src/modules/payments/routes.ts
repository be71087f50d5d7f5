import { ApiErrorSchema } from '@food/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Api } from '../../lib/http.ts';

/**
 * Stripe's webhook. Its signature is made over the body's bytes, so this route reads JSON as a Buffer
 * (in its own scope: every other route keeps Fastify's parser). Without the keys it is not there.
 */
export async function paymentRoutes(app: Api, { onlinePayments }: AppContext) {
  if (!onlinePayments) return;
  await app.register(async (scope: Api) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/payments/stripe/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: "Stripe's events about checkouts (signed with STRIPE_WEBHOOK_SECRET)",
          description:
            'Enable checkout.session.completed, checkout.session.async_payment_succeeded, ' +
            'checkout.session.async_payment_failed and checkout.session.expired. A missing or wrong ' +
            '`Stripe-Signature` answers 400 `bad_signature`, a signed body that is not an event (empty, not JSON) 400 ' +
            '`webhook_body_invalid`; an event already processed answers 200 and changes nothing.',
          response: { 200: z.object({ received: z.literal(true) }), 400: ApiErrorSchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const refused = await onlinePayments.receiveWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
        if (refused) throw new AppError(refused);
        return { received: true as const };
      },
    );
  });
}
