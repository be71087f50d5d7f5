import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { answerOrder, CUSTOMER_ADDRESS, pendingOrder, verifiedCustomer } from '../support/customer.ts';
import { loadMenu } from '../support/menu-data.ts';
import { logInAdmin, placeOrderByApi, rejectPendingOrders, tokenOf } from '../support/order-desk.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { logInCustomer, simpleProducts } from '../support/storefront-order.ts';
import { smallTapTargets } from '../support/tap-targets.ts';

// Every screen is measured even when one fails, so that one run lists them all.
const softExpect = expect.configure({ soft: true });

/** Every control `where` shows is at least 44 × 44; `what` names the screen in the failure. */
async function expectThumbSized(where: Locator, what: string) {
  await softExpect
    .poll(() => smallTapTargets(where), { message: `controls under 44 × 44 on ${what}` })
    .toEqual([]);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('on a phone', () => {
  keepStoreOpenInEachTest();

  test('every control of the customer journey is at least 44 × 44 px', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'Tap targets are measured at 390 px');
    test.setTimeout(90_000);
    const menu = await loadMenu(request);
    const [product] = simpleProducts(menu.products);
    const withOptions = menu.products.find((candidate) => candidate.option_groups.length > 0);
    if (!product || !withOptions)
      throw new Error('The demo menu needs a simple product and one with options');
    const body = page.locator('body');

    await page.goto('/');
    const card = page.getByRole('article', { name: product.name, exact: true });
    await expect(card).toBeVisible();
    await expectThumbSized(body, 'the menu');

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Search the menu' }).click();
    await expectThumbSized(dialog(page, 'Search the menu'), 'the search dialog');
    await page.keyboard.press('Escape');

    await header.getByRole('button', { name: 'Delivery', exact: true }).click();
    await expectThumbSized(dialog(page, 'Delivery postcode'), 'the postcode picker');
    await dialog(page, 'Delivery postcode').getByRole('button', { name: 'Cancel' }).click();

    await header.getByRole('button', { name: 'Log in' }).click();
    await expectThumbSized(page.getByRole('dialog'), 'the login dialog');
    await page.keyboard.press('Escape');

    await page
      .getByRole('article', { name: withOptions.name, exact: true })
      .getByRole('button', { name: `Add ${withOptions.name}`, exact: true })
      .click();
    await expectThumbSized(dialog(page, withOptions.name), 'the product dialog');
    await page.keyboard.press('Escape');

    // In the cart: the card's stepper and the cart bar.
    await card.getByRole('button', { name: `Add ${product.name}`, exact: true }).click();
    await expect(card.getByRole('group', { name: `Quantity of ${product.name}` })).toBeVisible();
    await expectThumbSized(body, 'the menu with a cart');

    await page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: 'View Cart' }).click();
    await expectThumbSized(dialog(page, 'Your cart'), 'the cart');
    await page.keyboard.press('Escape');

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectThumbSized(body, 'the login page');

    const { email, password } = await verifiedCustomer(request, testInfo.project.name, 'targets');
    await logInCustomer(page, email, password);
    await page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: 'View Cart' }).click();
    await dialog(page, 'Your cart').getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/update-address$/);
    await expectThumbSized(body, 'the address step');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
    await expectThumbSized(body, 'the checkout');

    await page
      .getByRole('region', { name: 'Order summary' })
      .getByRole('button', { name: 'Place order and pay' })
      .click();
    const orderId = (await pendingOrder(page)).id;
    await expectThumbSized(body, 'the waiting view');
    await answerOrder(request, orderId, 2);
    await expect(page.getByText('Your Order has been Accepted')).toBeVisible();
    await expectThumbSized(body, 'the accepted order');

    await header.getByRole('button', { name: new RegExp(CUSTOMER_ADDRESS.name) }).click();
    await expectThumbSized(page.getByRole('menu'), 'the account menu');
    await page.getByRole('menuitem', { name: 'My orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expectThumbSized(body, 'My orders');
  });
});

test.describe('the back office on a phone', () => {
  keepStoreOpenInEachTest(rejectPendingOrders);

  test('every control of the back office is at least 44 × 44 px', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'Tap targets are measured at 390 px');
    test.setTimeout(90_000);
    // A pending order: the dashboard and the desk show what they show only then.
    const [product] = simpleProducts((await loadMenu(request)).products);
    const { email, password } = await verifiedCustomer(request, testInfo.project.name, 'office-targets');
    const placed = await placeOrderByApi(request, await tokenOf(request, email, password), product!.id);
    expect(placed.status(), await placed.text()).toBe(201);
    const body = page.locator('body');
    await logInAdmin(page);
    const pages: [string, string][] = [
      ['/admin/home', 'Dashboard'],
      ['/admin/orders', 'Orders'],
      ['/admin/products-list', 'Products'],
      ['/admin/category-list', 'Categories'],
      ['/admin/option-groups', 'Option groups'],
      ['/admin/tax', 'Taxes'],
      ['/admin/disscount', 'Discounts'],
      ['/admin/postcodes', 'Postcodes'],
      ['/admin/store-setting', 'Store settings'],
    ];
    for (const [path, what] of pages) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectThumbSized(body, what);
    }
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expectThumbSized(page.getByRole('navigation', { name: 'Back office' }), 'the navigation drawer');
  });
});
