import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi } from './admin-api.ts';
import { DEMO_STORE_ID } from './demo-store.ts';

/** Helpers for option groups and sold-out options, in the back office and through the API. */

type Named = { id: number; name: string };

/** What one row of the option group form gets: a name and its extra charge as typed. */
type OptionRow = { name: string; price: string };

/**
 * Adds an option group on the Option groups screen through its Add New modal; the list's search must
 * let the new group through. `beforeSave` runs with the filled-in modal still open (to check it for
 * accessibility, say).
 */
export async function addOptionGroup(
  page: Page,
  group: { name: string; min: string; max: string; rule: string; options: OptionRow[] },
  beforeSave?: () => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Option Group' });
  await dialog.getByRole('textbox', { name: /^Name/ }).first().fill(group.name);
  await dialog.getByRole('textbox', { name: /^Minimum/ }).fill(group.min);
  await dialog.getByRole('textbox', { name: /^Maximum/ }).fill(group.max);
  await expect(dialog.getByText(group.rule, { exact: true })).toBeVisible();

  const rows = dialog.getByRole('group', { name: 'Options' }).getByRole('listitem');
  for (const [index, option] of group.options.entries()) {
    if ((await rows.count()) <= index) await dialog.getByRole('button', { name: 'Add option' }).click();
    await rows.nth(index).getByRole('textbox', { name: /^Name/ }).fill(option.name);
    await rows
      .nth(index)
      .getByRole('textbox', { name: /^Extra charge/ })
      .fill(option.price);
  }
  await beforeSave?.();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The newest toast: the one of the group before may still show.
  await expect(page.getByText('Option group added successfully!', { exact: true }).last()).toBeVisible();
  await expect(
    page.getByRole('list', { name: `Options of ${group.name}` }).filter({ visible: true }),
  ).toBeVisible();
}

/** A category of its own and a simple product in it, made through the API; answers their ids. */
export async function createPizza(request: APIRequestContext, run: string, price: number) {
  const api = await adminApi(request);
  const taxes = await api.get<Named[]>(`/api/taxes/?store_id=${DEMO_STORE_ID}`);
  const tax = taxes[0];
  if (!tax) throw new Error('The demo store needs a tax');
  const category = await api.post<{ data: Named }>('/api/categories/', {
    name: `Pizzeria ${run}`,
    description: 'Stone-baked pizzas',
    tax_id: tax.id,
    store_id: DEMO_STORE_ID,
  });
  const product = await api.post<{ data: Named }>('/api/products', {
    name: `Pizza ${run}`,
    item_code: `PZ-${run}`,
    description: 'Thin crust from the stone oven',
    category_id: category.data.id,
    tax_id: tax.id,
    type: 'simple',
    price,
    store_id: DEMO_STORE_ID,
  });
  return { categoryId: category.data.id, productId: product.data.id, name: product.data.name };
}

/** Deletes the test's product, its option groups (by name) and its category, whatever was made. */
export async function removeRealMenu(
  request: APIRequestContext,
  made: { productId?: number; categoryId?: number; groupNames: string[] },
) {
  const api = await adminApi(request);
  if (made.productId) await api.delete(`/api/products/${made.productId}`);
  const groups = await api.get<{ data: Named[] }>('/api/option-groups/');
  for (const group of groups.data.filter((candidate) => made.groupNames.includes(candidate.name))) {
    await api.delete(`/api/option-groups/${group.id}`);
  }
  if (made.categoryId) await api.delete(`/api/categories/${made.categoryId}`);
}
