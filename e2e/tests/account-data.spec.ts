import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.ts';
import { CUSTOMER_ADDRESS, verifiedCustomer } from '../support/customer.ts';
import { logInCustomer } from '../support/storefront-order.ts';

/** Issue 5/8: the customer downloads their data and deletes their account (GDPR Art. 15, 17, 20). */
test('a customer downloads their data, deletes the account, and can no longer log in', async ({
  page,
  request,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(90_000);
  const customer = await verifiedCustomer(request, testInfo.project.name, 'gdpr');
  await logInCustomer(page, customer.email, customer.password);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(CUSTOMER_ADDRESS.name) })
    .click();
  await page.getByRole('menuitem', { name: 'Your data' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expectAccessible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as { profile: { email: string } };
  expect(data.profile.email).toBe(customer.email);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(customer.password);
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  const login = await request.post('/api/login', {
    form: { username: customer.email, password: customer.password },
  });
  expect(login.status()).toBe(401);
});
