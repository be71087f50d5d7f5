import { expect, test } from '../fixtures.ts';
import { DEMO_ADMIN, forgetAdminSession } from '../support/admin-api.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { logInAdmin } from '../support/order-desk.ts';
import { DEMO_STORE_ID } from '../support/demo-store.ts';

test('an owner who forgot the password resets it from the back-office login and lands back on it', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  const askedAt = Date.now();
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'If an account exists for this e-mail, we have sent a link to reset your password.',
  );
  await expectAccessible();

  const mail = await waitForMail(DEMO_ADMIN.email, /reset|zurücksetzen/i, { after: askedAt });
  await page.goto(linkIn(mail, '/admin/reset-password'));
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  // The demo's password stays the one every other spec logs in with.
  await page.getByLabel('New Password').fill(DEMO_ADMIN.password);
  await page.getByLabel('Confirm Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  forgetAdminSession();
  await expect(page.getByText('Your password has been reset. You can log in now.')).toBeVisible();
  await expectAccessible();

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
});

const BACK_OFFICE_PAGES = [
  '/admin/home',
  '/admin/orders',
  '/admin/tax',
  '/admin/category',
  '/admin/category-list',
  '/admin/products',
  '/admin/products-list',
  '/admin/option-groups',
  '/admin/store-setting',
  '/admin/disscount',
  '/admin/postcodes',
];

test('each back-office page load reads the store settings exactly once and cancels none', async ({
  page,
}) => {
  // Eleven fresh page loads, each until the network is quiet.
  test.setTimeout(120_000);
  await logInAdmin(page);
  const settingsPath = `/api/stores/${DEMO_STORE_ID}/settings`;
  const reads: { path: string; asked: number; failed: number }[] = [];
  for (const path of BACK_OFFICE_PAGES) {
    let asked = 0;
    let failed = 0;
    const isSettings = (url: string) => new URL(url).pathname === settingsPath;
    const onRequest = (request: { url(): string }) => {
      if (isSettings(request.url())) asked += 1;
    };
    const onFailed = (request: { url(): string }) => {
      if (isSettings(request.url())) failed += 1;
    };
    // A fresh load: nothing of the last page's reads is still under way to be counted here.
    await page.goto('about:blank');
    page.on('request', onRequest);
    page.on('requestfailed', onFailed);
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
    page.off('request', onRequest);
    page.off('requestfailed', onFailed);
    reads.push({ path, asked, failed });
  }
  expect(reads).toEqual(BACK_OFFICE_PAGES.map((path) => ({ path, asked: 1, failed: 0 })));
});
