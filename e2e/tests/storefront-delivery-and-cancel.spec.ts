import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { followAdminLink } from '../support/admin-nav.ts';
import { verifiedCustomer } from '../support/customer.ts';
import { loadMenu } from '../support/menu-data.ts';
import { logInAdmin, newBrowserPage, orderRow, rejectPendingOrders } from '../support/order-desk.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { logInCustomer, placePickupOrder, simpleProducts } from '../support/storefront-order.ts';

/** Opens the postcode picker from the header's order type. */
async function openPostcodePicker(page: Page, delivery: string, title: string) {
  await page.getByRole('banner').getByRole('button', { name: delivery, exact: true }).click();
  const picker = page.getByRole('dialog', { name: title });
  await expect(picker).toBeVisible();
  return picker;
}

test('the postcode picker narrows as one types, takes a postcode typed in full and names one it does not serve', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { postcodes } = await loadMenu(request);
  const [first] = postcodes;
  await page.goto('/');
  const picker = await openPostcodePicker(page, 'Delivery', 'Delivery postcode');
  const field = picker.getByRole('textbox', { name: 'Your postcode' });

  await field.fill('10999');
  await expect(picker.getByRole('status')).toHaveText("We don't deliver to 10999 yet");
  await expect(picker.getByRole('radio')).toHaveCount(0);
  await expectAccessible();

  await field.fill(first!.postcode.slice(0, 3));
  const begins = postcodes.filter((p) => p.postcode.startsWith(first!.postcode.slice(0, 3)));
  await expect(picker.getByRole('radio')).toHaveCount(begins.length);
  await field.fill(first!.postcode);
  await expect(picker.getByRole('radio', { name: new RegExp(`^${first!.postcode}\\b`) })).toBeChecked();
  await field.press('Enter');
  await expect(picker).toBeHidden();
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^Delivery postcode ${first!.postcode}\\b`) }),
  ).toBeVisible();
});

test.describe('a German visitor', () => {
  test.use({ locale: 'de-DE' });

  test('on a desktop with delivery chosen sees the whole header: address, hours and categories', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, 'the one-line desktop header');
    const { store, postcodes } = await loadMenu(request, 'de');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const picker = await openPostcodePicker(page, 'Lieferung', 'Postleitzahl für die Lieferung');
    await picker.getByRole('textbox', { name: 'Deine Postleitzahl' }).fill(postcodes[0]!.postcode);
    await picker.getByRole('button', { name: 'Speichern' }).click();
    await expect(picker).toBeHidden();

    const header = page.getByRole('banner');
    const address = header.getByText(store.address);
    const hours = header.getByRole('status').filter({ visible: true }).first();
    await expect(hours).not.toBeEmpty();
    await page.screenshot({ path: testInfo.outputPath('header-de-1280.png') });

    const fits = (box: HTMLElement) =>
      box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight;
    expect(await address.evaluate(fits), 'the address is cut off').toBe(true);
    expect(await hours.evaluate(fits), 'the hours are cut off').toBe(true);
    // The hours stay on one line beside the open badge.
    const lines = await hours.evaluate((box) => {
      const line = box.querySelector('p');
      return line
        ? Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight))
        : 0;
    });
    expect(lines).toBeLessThanOrEqual(1);

    // No two category labels touch or overlap.
    const tabs = await page
      .getByRole('navigation', { name: 'Kategorien der Speisekarte' })
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .filter((link) => link.getClientRects().length > 0)
          .map((link) => {
            const { left, right, top } = link.getBoundingClientRect();
            return {
              text: link.textContent ?? '',
              left,
              right,
              top,
              fits: link.scrollWidth <= link.clientWidth,
            };
          }),
      );
    expect(tabs.length).toBeGreaterThan(1);
    for (const tab of tabs) expect(tab.fits, tab.text).toBe(true);
    for (const [a, b] of tabs.slice(0, -1).map((tab, i) => [tab, tabs[i + 1]!] as const)) {
      if (a.top === b.top) expect(b.left - a.right, `${a.text} | ${b.text}`).toBeGreaterThanOrEqual(4);
    }
  });
});

test.describe('a customer who ordered by mistake', () => {
  keepStoreOpenInEachTest(rejectPendingOrders);

  test('cancels the order on its waiting view; the desk stops ringing and shows it cancelled', async ({
    page,
    browser,
    request,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(120_000);
    const [product] = simpleProducts((await loadMenu(request)).products);
    const customer = await verifiedCustomer(request, testInfo.project.name, 'cancel');

    await logInAdmin(page);
    await followAdminLink(page, /^Orders\b/);
    await expect(page.getByText('Live: new orders appear by themselves')).toBeVisible();

    const shop = await newBrowserPage(browser, testInfo);
    await logInCustomer(shop, customer.email, customer.password);
    const { number } = await placePickupOrder(shop, product!);
    await expect(shop.getByText(/cash/i).first()).toBeVisible();

    // The desk rings for it: it waits, counted under Pending.
    const row = orderRow(page, number);
    await expect(row).toContainText('Pending');
    await expect(page.getByRole('button', { name: /^Pending [1-9]/ })).toBeVisible();

    await shop.getByRole('button', { name: 'Cancel order' }).click();
    await shop.getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(shop.getByRole('heading', { name: 'Order Cancelled' })).toBeVisible();
    await expectAccessible(shop);

    // Nothing waits any more, so nothing rings; the order says who cancelled it.
    await expect(row).toContainText('Cancelled by the customer');
    await expect(page.getByRole('button', { name: 'Pending', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancelled', exact: true }).click();
    await expect(orderRow(page, number)).toContainText('Cancelled by the customer');
    await expectAccessible();
    await shop.context().close();
  });
});
