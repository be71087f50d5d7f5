import { StripeTestServer } from './stripe-server.ts';

/**
 * The Stripe test server on its own, for the browser tests (e2e/playwright.config.ts): on `PORT`, its
 * hosted page sending the signed webhooks to `WEBHOOK_URL`, as Stripe would to the shop.
 */
const server = new StripeTestServer();
server.webhookUrl = process.env.WEBHOOK_URL;
await server.start(Number(process.env.PORT));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.stop().then(() => process.exit(0)));
}
