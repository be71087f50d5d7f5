import path from 'node:path';
import type { Page } from '@playwright/test';
import { adminApi, DEMO_ADMIN, publicGet } from '../support/admin-api.ts';
import { followAdminLink } from '../support/admin-nav.ts';
import { expect, test } from '../fixtures.ts';

type Named = { id: number; name: string };
type PublicProduct = Named & {
  isActive: boolean;
  price: number | null;
  variants: (Named & { price: number })[];
};

const DISH_PNG = path.join(import.meta.dirname, '../assets/dish.png');

async function logIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
}

/** A section of the back office, through its navigation (Category and Product sit in the Product group). */
const openSection = (page: Page, name: string) =>
  followAdminLink(page, name, ['Category', 'Product'].includes(name) ? 'Product' : undefined);

async function productsOf(request: Parameters<typeof publicGet>[0], categoryId: number) {
  return publicGet<PublicProduct[]>(
    request,
    `/api/products/limitbycat/100?offset=0&store_id=9&category_id=${categoryId}`,
  );
}

test.describe.configure({ mode: 'serial' });

test('the owner builds a menu: tax, category with an image, a simple and a variable product, edits and deactivates them', async ({
  page,
  request,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const taxName = `Test VAT ${run}`;
  const categoryName = `Specials ${run}`;
  const api = await adminApi(request);
  await logIn(page);

  // Tax
  await openSection(page, 'Tax');
  await expect(page.getByRole('heading', { name: 'Tax Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add New Tax' });
  await dialog.getByLabel('Tax name').fill(taxName);
  await dialog.getByLabel('Percentage').pressSequentially('12.505');
  await expect(dialog.getByLabel('Percentage')).toHaveValue('12.50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax added successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: taxName })).toBeVisible();

  // Category with an uploaded image
  await openSection(page, 'Category');
  await expect(page.getByRole('heading', { name: 'Category list' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Category' });
  await dialog.getByLabel('Category name').fill(categoryName);
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Dishes of the day, cooked while they last');
  await dialog.getByLabel('Tax', { exact: true }).selectOption({ label: `${taxName} (12.5 %)` });
  await dialog.getByLabel('Image').setInputFiles(DISH_PNG);
  await expect(dialog.getByRole('img', { name: /preview|current image/i })).toHaveAttribute(
    'src',
    /\/uploads\/9\/.+\.webp$/,
  );
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category added successfully!', { exact: true })).toBeVisible();

  const categories = await publicGet<(Named & { image_url: string; tax: { percentage: number } })[]>(
    request,
    '/api/categories/?store_id=9',
  );
  const category = categories.find((c) => c.name === categoryName)!;
  expect(category.tax.percentage).toBe(12.5);
  expect(category.image_url).toMatch(/^\/uploads\/9\/.+\.webp$/);
  const image = await request.get(category.image_url);
  expect(image.headers()['content-type']).toBe('image/webp');

  // A simple product
  await openSection(page, 'Product');
  await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel('Name', { exact: true }).fill(`Schnitzel ${run}`);
  await dialog.getByLabel('Item code').fill(`S-${run}`);
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
  await dialog.getByLabel('Tax', { exact: true }).selectOption({ label: `${taxName} (12.5 %)` });
  await dialog.getByLabel('Description', { exact: true }).fill('Breaded pork cutlet with lemon');
  await dialog.getByLabel('Price', { exact: true }).fill('14.9');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Saved once the dialog closes: an earlier save's toast may still be showing.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Product added successfully!', { exact: true }).last()).toBeVisible();

  // A variable product with three variants, one of them moved to the top
  await page.getByRole('button', { name: 'Add New' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel('Name', { exact: true }).fill(`Flammkuchen ${run}`);
  await dialog.getByLabel('Item code').fill(`F-${run}`);
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
  await dialog.getByLabel('Tax', { exact: true }).selectOption({ label: `${taxName} (12.5 %)` });
  await dialog.getByLabel('Description', { exact: true }).fill('Thin tarte flambée from the wood oven');
  await dialog.getByRole('radio', { name: /Variable/ }).check();
  const variants = dialog.getByRole('group', { name: 'Variants' }).getByRole('listitem');
  const sizes = [
    ['Small', '8.5'],
    ['Medium', '10.5'],
    ['Large', '12.9'],
  ];
  for (const [index, [name, price]] of sizes.entries()) {
    if ((await variants.count()) <= index) await dialog.getByRole('button', { name: 'Add variant' }).click();
    await variants.nth(index).getByLabel('Name').fill(name!);
    await variants.nth(index).getByLabel('Price', { exact: true }).fill(price!);
  }
  await dialog.getByRole('button', { name: 'Move Large up' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Saved once the dialog closes: an earlier save's toast may still be showing.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Product added successfully!', { exact: true }).last()).toBeVisible();

  let products = await productsOf(request, category.id);
  const simple = products.find((p) => p.name === `Schnitzel ${run}`)!;
  const variable = products.find((p) => p.name === `Flammkuchen ${run}`)!;
  expect(simple.price).toBe(14.9);
  expect(variable.variants.map((v) => [v.name, v.price])).toEqual([
    ['Small', 8.5],
    ['Large', 12.9],
    ['Medium', 10.5],
  ]);

  // Edit: a new price for the simple product, a variant removed from the variable one
  await page.getByRole('searchbox', { name: 'Search products' }).fill(run);
  await page.getByRole('button', { name: `Edit Schnitzel ${run}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByLabel('Price', { exact: true })).toHaveValue('14.90');
  await dialog.getByLabel('Price', { exact: true }).fill('15.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Saved once the dialog closes: an earlier save's toast may still be showing.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Product updated successfully!', { exact: true }).last()).toBeVisible();
  await page.getByRole('button', { name: `Edit Flammkuchen ${run}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await dialog.getByRole('button', { name: 'Remove Medium' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Saved once the dialog closes: an earlier save's toast may still be showing.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Product updated successfully!', { exact: true }).last()).toBeVisible();

  products = await productsOf(request, category.id);
  expect(products.find((p) => p.id === simple.id)?.price).toBe(15.5);
  const edited = products.find((p) => p.id === variable.id)!;
  expect(edited.variants.map((v) => v.name)).toEqual(['Small', 'Large']);
  // Kept variants keep their ids, so carts that hold them stay valid.
  expect(edited.variants.map((v) => v.id)).toEqual([variable.variants[0]!.id, variable.variants[1]!.id]);

  // Deactivate the simple product, then the category: the storefront hides them
  await page.getByRole('button', { name: `Schnitzel ${run}: Active. Deactivate` }).click();
  await expect(page.getByText('Product deactivated successfully!', { exact: true })).toBeVisible();
  expect((await productsOf(request, category.id)).map((p) => p.id)).toEqual([variable.id]);

  await openSection(page, 'Category');
  await page.getByRole('searchbox', { name: 'Search categories' }).fill(categoryName);
  await page.getByRole('button', { name: `${categoryName}: Active. Deactivate` }).click();
  await expect(page.getByText('Category deactivated successfully!', { exact: true })).toBeVisible();
  const visible = await publicGet<Named[]>(request, '/api/categories/?store_id=9');
  expect(visible.map((c) => c.id)).not.toContain(category.id);
  expect(await productsOf(request, category.id)).toEqual([]);

  // Clean up through the API: products first, a category with products cannot go.
  expect(await api.deleteStatus(`/api/categories/${category.id}`)).toBe(409);
  await api.delete(`/api/products/${simple.id}`);
  await api.delete(`/api/products/${variable.id}`);
  await api.delete(`/api/categories/${category.id}`);
  const taxes = await api.get<Named[]>('/api/taxes/?store_id=9');
  await api.delete(`/api/taxes/${taxes.find((t) => t.name === taxName)!.id}`);
});

test('the owner sets weekday hours, discounts and a delivery postcode', async ({
  page,
  request,
  expectAccessible,
}, testInfo) => {
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const api = await adminApi(request);
  const discountsBefore = await api.get<{ id: number; code: string; value: number; expires_at: string }[]>(
    '/api/discounts/?store_id=9',
  );
  await logIn(page);

  await openSection(page, 'Store setting');
  await expect(page.getByRole('heading', { name: 'Store Hours Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Store Hours' });
  await dialog.getByLabel('Name', { exact: true }).fill(`Brunch ${run}`);
  await dialog.getByLabel('Opening time').fill('07:15');
  await dialog.getByLabel('Closing time').fill('10:45');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please select at least one day')).toBeVisible();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    await dialog.getByLabel(day).check();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Store hours added successfully!', { exact: true })).toBeVisible();

  const store = await publicGet<{
    store_hours: { day_of_week: number; open_time: string; close_time: string }[];
  }>(request, '/api/stores/9');
  const brunch = store.store_hours.filter((h) => h.open_time === '07:15' && h.close_time === '10:45');
  expect(brunch.map((h) => h.day_of_week).sort()).toEqual([0, 1, 2, 3, 4]);

  // Discounts
  await openSection(page, 'Discount');
  await expect(page.getByRole('heading', { name: 'Discount Management' })).toBeVisible();
  await page.getByLabel('Delivery discount (%)').fill('15');
  await page.getByLabel('Pickup discount (%)').fill('5');
  await page.getByLabel('Expiry date').fill('2031-12-31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  const discounts = await publicGet<{ code: string; value: number; expires_at: string }[]>(
    request,
    '/api/discounts/?store_id=9',
  );
  expect(discounts.map(({ code, value, expires_at }) => ({ code, value, expires_at }))).toEqual([
    { code: 'DELIVERY_DISCOUNT', value: 15, expires_at: '2031-12-31' },
    { code: 'PICKUP_DISCOUNT', value: 5, expires_at: '2031-12-31' },
  ]);

  // A delivery postcode
  const postcode = `E2E ${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1000}`;
  await openSection(page, 'Delivery postcodes');
  await page.getByRole('button', { name: 'Add New' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Delivery Postcode' });
  await dialog.getByLabel('Postcode').fill(postcode);
  await dialog.getByLabel('Delivery fee').fill('3.75');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Postcode added successfully!', { exact: true })).toBeVisible();
  const postcodes = await publicGet<{ id: number; postcode: string; delivery_fee: number }[]>(
    request,
    '/api/postcodes/store/9',
  );
  const added = postcodes.find((p) => p.postcode === postcode)!;
  expect(added.delivery_fee).toBe(3.75);

  // Put the demo store back as it was.
  const hours = await api.get<{ id: number; name: string }[]>('/api/store-hours/store/9');
  await api.delete(`/api/store-hours/${hours.find((h) => h.name === `Brunch ${run}`)!.id}/group`);
  for (const discount of discountsBefore) await api.put(`/api/discounts/${discount.id}`, discount);
  await api.delete(`/api/postcodes/${added.id}`);
});

test('the owner searches and pages through 25 categories, then logs out', async ({
  page,
  request,
}, testInfo) => {
  const run = `${testInfo.project.name}${Date.now().toString(36)}`;
  const api = await adminApi(request);
  const taxes = await api.get<Named[]>('/api/taxes/?store_id=9');
  const created: number[] = [];
  for (let n = 1; n <= 25; n++) {
    const saved = await api.post<{ data: Named }>('/api/categories/', {
      name: `Batch ${run} ${String(n).padStart(2, '0')}`,
      description: 'Made for paging',
      tax_id: taxes[0]!.id,
      store_id: 9,
    });
    created.push(saved.data.id);
  }
  try {
    await logIn(page);
    await openSection(page, 'Category');
    const search = page.getByRole('searchbox', { name: 'Search categories' });
    await search.fill(`batch ${run}`);
    await expect(page.getByText('Showing 1 to 10 of 25 entries')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 11 to 20 of 25 entries')).toBeVisible();
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect(page.getByText('Showing 21 to 25 of 25 entries')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.getByText(`Batch ${run} 25`)).toBeVisible();
    await search.fill(`${run} 07`);
    await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
    await search.fill(`nothing like ${run}`);
    await expect(page.getByText('No matching categories found')).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    if (await toggle.isVisible()) await toggle.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  } finally {
    for (const id of created) await api.delete(`/api/categories/${id}`);
  }
});
