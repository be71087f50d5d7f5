import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.ts';
import { answerOrder } from '../support/customer.ts';
import { loadMenu } from '../support/menu-data.ts';
import { followAdminLink } from '../support/admin-nav.ts';
import { logInAdmin, placeOrderByApi, tokenOf } from '../support/order-desk.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { simpleProducts } from '../support/storefront-order.ts';

/** Issue 8/8: the owner reads the week's numbers and downloads them for the accountant. */
test.describe('reports', () => {
  keepStoreOpenInEachTest();

  test('the owner reads this week against the last, switches presets and downloads the sales file', async ({
    page,
    request,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const [product] = simpleProducts((await loadMenu(request)).products, 1);
    // Reports name the dishes as the kitchen reads them: in the German demo store's own language.
    const kitchenName = (await loadMenu(request, 'de-DE')).products.find((p) => p.id === product!.id)!.name;
    const placed = await placeOrderByApi(
      request,
      await tokenOf(request, 'customer@example.com', 'customer12345'),
      product!.id,
    );
    expect(placed.status(), await placed.text()).toBe(201);
    await answerOrder(request, ((await placed.json()) as { data: { id: number } }).data.id, 2);

    await logInAdmin(page);
    await followAdminLink(page, 'Reports');
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('this_week');
    await expect(page.getByRole('heading', { name: 'Takings per day' })).toBeVisible();
    const sold = page.getByRole('region', { name: 'What sold' });
    await expect(sold.getByRole('rowheader', { name: kitchenName })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Busy hours' })).toBeVisible();
    await expectAccessible();
    // The last figures (the days before, what sold, the busy hours) in place: nothing moves any more.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    // The chart's figures as a table, for a screen reader and anyone who opens it.
    await page.getByText('Show the figures as a table').click();
    await expect(page.getByRole('table', { name: 'Takings per day' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Period' }).selectOption('last_month');
    await page.getByRole('combobox', { name: 'Chart by' }).selectOption('week');
    await expect(page.getByRole('heading', { name: 'Takings per week' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Period' }).selectOption('this_month');

    const from = await page.getByLabel('From', { exact: true }).inputValue();
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Sales (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`sales_${from}_${to}.csv`);
    const text = (await readFile(await file.path())).toString('utf8');
    // A BOM, a header row, a row per period.
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.trim().split(/\r?\n/).length).toBeGreaterThan(1);
  });
});
