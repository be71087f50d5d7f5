import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * Collects every Content-Security-Policy violation the page reports: Chromium logs each one to the
 * console, and the `securitypolicyviolation` event names the directive and what it blocked.
 */
async function watchPolicyViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|policy violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

test('the storefront of the demo store loads and shows its name and categories', async ({
  page,
  request,
  expectAccessible,
}) => {
  const store = await (await request.get('/api/stores/9')).json();
  // In the en-US browser's language: the demo store's default, for a client that names none, is German.
  const categories: { name: string }[] = await (
    await request.get('/api/categories/?store_id=9', { headers: { 'accept-language': 'en-US' } })
  ).json();
  expect(categories.length).toBeGreaterThanOrEqual(6);

  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: store.name })).toBeVisible();
  await expect(header.getByText(store.address)).toBeVisible();
  for (const category of categories) {
    await expect(page.getByRole('heading', { name: category.name }).first()).toBeAttached();
  }
  await expectAccessible();
});

// How many scripts the first load takes (3 of 12) is held by `npm run check:bundle`, from the build.
test('every script of the menu page is sent compressed', async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    }
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('banner')).toBeVisible();

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
});

test('the admin login page loads', async ({ page, expectAccessible }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByLabel(/email/i)).toBeVisible();
  await expect(page.getByLabel(/password/i)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await expectAccessible();
});

test('an unknown API path answers 404 JSON while an unknown page shows the app', async ({
  page,
  request,
}) => {
  const api = await request.get('/api/nonexistent', { headers: { 'accept-language': 'en-US' } });
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({
    detail: 'No API route GET /api/nonexistent',
    code: 'route_not_found',
    params: { method: 'GET', path: '/api/nonexistent', what: 'api' },
  });

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page is not on the menu' })).toBeVisible();
});

test('a protected back-office page sends a visitor to the admin login', async ({ page }) => {
  await page.goto('/admin/tax');
  await expect(page).toHaveURL(/\/admin(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('the storefront, the admin login and the API docs run under the Content-Security-Policy', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);

  const storefront = await page.goto('/');
  expect(storefront?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('banner').getByRole('button', { name: 'Delivery', exact: true })).toBeVisible();
  // A dialog locks scrolling with a <style> element that only the page's nonce lets apply.
  await page.getByRole('banner').getByRole('button', { name: 'Delivery', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Delivery postcode' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Food order API/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /\/api\/stores\/\{id\}/ }).first()).toBeVisible();

  expect(violations).toEqual([]);
});
