import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminApi } from '../support/admin-api.ts';
import { verifiedCustomer } from '../support/customer.ts';
import { loadMenu } from '../support/menu-data.ts';
import {
  logInAdmin,
  orderDetail,
  placeOrderByApi,
  rejectPendingOrders,
  tokenOf,
} from '../support/order-desk.ts';
import { simpleProducts } from '../support/storefront-order.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';

keepStoreOpenInEachTest(rejectPendingOrders);

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search orders, products and categories' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

test('the header search finds a product and an order, and opens them', async ({
  page,
  request,
  expectAccessible,
}, testInfo) => {
  const menu = await loadMenu(request);
  const [product] = simpleProducts(menu.products);
  const customer = await verifiedCustomer(request, testInfo.project.name, 'search');
  const placed = await placeOrderByApi(
    request,
    await tokenOf(request, customer.email, customer.password),
    product!.id,
  );
  expect(placed.status(), await placed.text()).toBe(201);
  const { id: orderId, number: orderNumber } = (
    (await placed.json()) as { data: { id: number; number: number } }
  ).data;

  await logInAdmin(page);
  await searchBox(page).fill(product!.name.slice(0, 6));
  const hit = results(page)
    .getByRole('group', { name: 'Products' })
    .getByRole('option', { name: product!.name, exact: true });
  await expect(hit).toBeVisible();
  await expectAccessible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/admin/products-list\\?product=${product!.id}$`));
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(product!.name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/products-list$/);

  await searchBox(page).fill(`#${orderNumber}`);
  await expect(
    results(page)
      .getByRole('group', { name: 'Orders' })
      .getByRole('option', { name: `Order #${orderNumber}`, exact: true }),
  ).toBeVisible();
  await searchBox(page).press('ArrowDown');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?.*order=${orderId}`));
  await expect(orderDetail(page, orderNumber)).toBeVisible();
});

test('a new product shows in the list where it lands, marked, and a toast says it was added', async ({
  page,
  request,
}, testInfo) => {
  const name = `Radler ${testInfo.project.name}-${Date.now().toString(36)}`;
  await logInAdmin(page);
  await page.goto('/admin/products-list');
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Item code').fill(name.replace(/\W+/g, '-'));
  // The last category: the product lands on the list's last page.
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Drinks' });
  await dialog.getByLabel('Description', { exact: true }).fill('Beer and lemonade, half and half');
  await dialog.getByLabel('Price', { exact: true }).fill('4.2');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Product added successfully!', { exact: true }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(row).toContainText('New');
  await expect(page.getByRole('button', { name: /^Page \d+$/ }).last()).toHaveAttribute(
    'aria-current',
    'page',
  );

  const api = await adminApi(request);
  const products = await api.get<{ id: number; name: string }[]>('/api/products/?store_id=9');
  await api.delete(`/api/products/${products.find((item) => item.name === name)!.id}`);
});
