import { expect, test } from '../fixtures.ts';
import { pendingOrder, verifiedCustomer } from '../support/customer.ts';
import { loadMenu } from '../support/menu-data.ts';
import {
  logInAdmin,
  newBrowserPage,
  orderDetail,
  orderRow,
  rejectPendingOrders,
} from '../support/order-desk.ts';
import { followAdminLink } from '../support/admin-nav.ts';
import { logInCustomer, simpleProducts } from '../support/storefront-order.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';

test.describe('notes for the restaurant, and a rejection the customer can recover from', () => {
  keepStoreOpenInEachTest(rejectPendingOrders);

  test('a customer notes an allergy on the order and a wish on a line; the desk and the ticket show both', async ({
    page,
    browser,
    request,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(120_000);
    const menu = await loadMenu(request);
    const [product] = simpleProducts(menu.products);
    const customer = await verifiedCustomer(request, testInfo.project.name, 'notes');
    await logInCustomer(page, customer.email, customer.password);

    const card = page.getByRole('article', { name: product!.name, exact: true });
    await card.getByRole('button', { name: `Add ${product!.name}`, exact: true }).click();
    await page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: 'View Cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await cart.getByRole('button', { name: `Add a note for ${product!.name}` }).click();
    await cart.getByRole('textbox', { name: `Note for ${product!.name}` }).fill('No onions, please');
    await cart.getByRole('button', { name: 'Save note' }).click();
    await expect(cart.getByText('No onions, please')).toBeVisible();
    await expectAccessible();
    await cart.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/update-address$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    const note = page.getByRole('textbox', { name: 'Note for the restaurant' });
    await note.fill('Nut allergy. The doorbell is broken, please knock.');
    await expect(page.getByText('50 of 500 characters')).toBeVisible();
    // From the page's top: axe's target-size counts a control scrolled under the sticky header or the
    // phone's Place Order bar as too small.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible();
    await page
      .getByRole('region', { name: 'Order summary' })
      .getByRole('button', { name: 'Place order and pay' })
      .click();
    const { id, number } = await pendingOrder(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('No onions, please');
    await expect(summary).toContainText('Nut allergy. The doorbell is broken, please knock.');

    // The restaurant's tablet.
    const desk = await newBrowserPage(browser, testInfo);
    await logInAdmin(desk);
    await followAdminLink(desk, /^Orders\b/);
    await orderRow(desk, number).click();
    const detail = orderDetail(desk, number);
    await expect(detail).toContainText('No onions, please');
    await expect(detail).toContainText('Nut allergy. The doorbell is broken, please knock.');

    await desk.goto(`/admin/orders/${id}/ticket`);
    const ticket = desk.getByRole('article', { name: `Order #${number}` });
    await expect(ticket).toContainText('No onions, please');
    await expect(ticket).toContainText('Nut allergy. The doorbell is broken, please knock.');
  });

  test('a rejection for a sold-out product lets the customer edit the order: the cart comes back without it', async ({
    page,
    browser,
    request,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(120_000);
    const menu = await loadMenu(request);
    const [kept, soldOut] = simpleProducts(menu.products, 2);
    const customer = await verifiedCustomer(request, testInfo.project.name, 'edit');
    await logInCustomer(page, customer.email, customer.password);
    for (const product of [kept!, soldOut!]) {
      const card = page.getByRole('article', { name: product.name, exact: true });
      await card.getByRole('button', { name: `Add ${product.name}`, exact: true }).click();
      await expect(card.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('1');
    }
    await page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: 'View Cart' }).click();
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('button', { name: 'Place Order' })
      .click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page
      .getByRole('region', { name: 'Order summary' })
      .getByRole('button', { name: 'Place order and pay' })
      .click();
    const { number } = await pendingOrder(page);

    // The restaurant rejects it: one of the two is sold out.
    const desk = await newBrowserPage(browser, testInfo);
    await logInAdmin(desk);
    await followAdminLink(desk, /^Orders\b/);
    await orderRow(desk, number).click();
    await orderDetail(desk, number).getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = desk.getByRole('dialog', { name: `Reject order #${number}` });
    await dialog.getByRole('radio', { name: /An item is sold out/ }).check();
    await dialog.getByRole('checkbox', { name: soldOut!.name }).check();
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('heading', { name: 'Order Not Accepted' })).toBeVisible();
    await expect(page.getByText(`Sold out: ${soldOut!.name}`)).toBeVisible();
    await expect(page.getByText(/Back to the menu in/)).toHaveCount(0);
    await expectAccessible();
    await page.getByRole('button', { name: 'Edit my order' }).click();

    await expect(page).toHaveURL(/\/$/);
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(cart.getByRole('heading', { name: kept!.name, exact: true })).toBeVisible();
    await expect(cart.getByRole('heading', { name: soldOut!.name, exact: true })).toHaveCount(0);
    await expect(cart).toContainText('1 x');
  });
});
