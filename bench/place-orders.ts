import { randomUUID } from 'node:crypto';
import type { StripeTestServer } from '../apps/api/test/stripe-server.ts';

let refusal: string | undefined;

/** What the first refused order was told, if one was. */
export const firstRefusal = () => refusal;

/** The new order's id, or null when it was refused or got no answer within a minute. */
export async function placeOrder(origin: string, token: string, payload: object): Promise<number | null> {
  try {
    const response = await fetch(`${origin}/api/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(60_000),
    });
    const body = await response.text();
    if (response.status === 201) return (JSON.parse(body) as { data: { id: number } }).data.id;
    refusal ??= `${response.status} ${body}`;
  } catch (err) {
    if ((err as Error).name !== 'TimeoutError') throw err;
    refusal ??= 'no answer within a minute';
  }
  return null;
}

/**
 * An order paid online: placed, paid on the Stripe-compatible test server, and put on the desk by the
 * signed webhook that server would send. Its id once the webhook was taken, or null.
 */
export async function payOnline(
  origin: string,
  stripe: StripeTestServer,
  token: string,
  payload: object,
): Promise<number | null> {
  const id = await placeOrder(origin, token, { ...payload, payment: { payment_method: 'online' } });
  if (id === null) return null;
  const webhook = stripe.pay(stripe.sessionOf(id).id);
  const response = await fetch(`${origin}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
    body: webhook.payload,
  });
  if (response.ok) return id;
  refusal ??= `webhook ${response.status} ${await response.text()}`;
  return null;
}
