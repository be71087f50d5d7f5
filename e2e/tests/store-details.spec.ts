import { expect, test } from '../fixtures.ts';
import { adminApi, DEMO_ADMIN } from '../support/admin-api.ts';

/** Settings → Store: the restaurant's own details, saved whole, and the demo put back as it was. */

test.use({ locale: 'en-GB' });

test('the owner renames the restaurant and the storefront shows the new name; the page is accessible', async ({
  page,
  request,
  expectAccessible,
}) => {
  const api = await adminApi(request);
  const before = await api.get<Record<string, unknown>>('/api/stores/9');
  try {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/home$/);
    await page.goto('/admin/store-setting');
    const card = page.getByRole('region', { name: 'Your restaurant' });
    const name = card.getByRole('textbox', { name: /^Restaurant name/ });
    await expect(name).toHaveValue(String(before.name));
    await expect(card.getByRole('combobox', { name: /^Currency/ })).toHaveValue('GBP');
    await expectAccessible();

    await name.fill('Linde am Markt');
    await card.getByRole('button', { name: 'Save restaurant' }).click();
    await expect(card.getByRole('status')).toHaveText('Saved');
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('Linde am Markt')).toBeVisible();
  } finally {
    await api.put('/api/stores/9', before);
  }
});
