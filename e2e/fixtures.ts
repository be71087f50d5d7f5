import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequest, type Page } from '@playwright/test';
import { adminApi } from './support/admin-api.ts';
import { DEMO_STORE_ID } from './support/demo-store.ts';

/**
 * axe-core on the current page: no serious or critical violation is allowed. `target-size` (WCAG 2.2's
 * 24 px minimum, off in axe by default) is on; the 44 px phone rule is tap-targets.spec.ts's.
 */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * The specs share one server, and the demo customer's orders that a spec leaves unanswered would add up
 * to the store's limit of unanswered orders per customer (3) in a later one: each worker lifts it once.
 * The limit itself is the API tests' (open-orders.test.ts).
 */
async function liftOpenOrdersLimit(requests: APIRequest) {
  const context = await requests.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
  });
  const api = await adminApi(context);
  await api.put(`/api/stores/${DEMO_STORE_ID}/settings`, { open_orders_per_customer: null });
  await context.dispose();
}

/** Checks the test's page, or another one it opened (a customer's beside the owner's). */
export const test = base.extend<
  { expectAccessible: (other?: Page) => Promise<void> },
  { openOrdersLimitLifted: void }
>({
  expectAccessible: async ({ page }, use) => {
    await use((other) => expectAccessible(other ?? page));
  },
  openOrdersLimitLifted: [
    async ({ playwright }, use) => {
      await liftOpenOrdersLimit(playwright.request);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };
