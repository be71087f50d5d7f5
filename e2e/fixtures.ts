import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

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

/** Checks the test's page, or another one it opened (a customer's beside the owner's). */
export const test = base.extend<{ expectAccessible: (other?: Page) => Promise<void> }>({
  expectAccessible: async ({ page }, use) => {
    await use((other) => expectAccessible(other ?? page));
  },
});

export { expect };
