import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { answerOrder, pendingOrder, verifiedCustomer } from '../support/customer.ts';
import { loadMenu } from '../support/menu-data.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { logInCustomer, simpleProducts } from '../support/storefront-order.ts';

/** What shows the focused element: its outline or its ring (a box shadow), or null when nothing does. */
function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      return `outline ${style.outlineWidth} ${style.outlineStyle}`;
    }
    return style.boxShadow !== 'none' ? `ring ${style.boxShadow}` : null;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times; answers how many. */
async function tabTo(page: Page, target: Locator, max: number, key = 'Tab'): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${max} presses of ${key} did not reach ${target.toString()}`);
}

async function expectVisibleFocus(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  expect(await focusIndicator(page), 'the focused element shows an outline or a ring').not.toBeNull();
}

test.describe('keyboard only', () => {
  keepStoreOpenInEachTest();

  test('a logged-in customer orders for pickup with the keyboard alone', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const menu = await loadMenu(request);
    const [product] = simpleProducts(menu.products);
    if (!product) throw new Error('The demo menu needs a simple product');
    const { email, password } = await verifiedCustomer(request, testInfo.project.name, 'keyboard');
    await logInCustomer(page, email, password);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Pickup' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The first Tab on the menu reaches "Skip to content"; from the content, Tab reaches the dish's ADD.
    await page.goto('/');
    const card = page.getByRole('article', { name: product.name, exact: true });
    await expect(card).toBeVisible();
    await page.keyboard.press('Tab');
    const skipToContent = page.getByRole('link', { name: 'Skip to content' });
    await expectVisibleFocus(page, skipToContent);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    const add = card.getByRole('button', { name: `Add ${product.name}`, exact: true });
    await tabTo(page, add, 120);
    await expectVisibleFocus(page, add);

    // ADD gives the focus to the stepper that replaces it; Space adds one more, Shift+Tab and Enter one less.
    await page.keyboard.press('Enter');
    const stepper = card.getByRole('group', { name: `Quantity of ${product.name}` });
    await expect(stepper).toContainText('1');
    const more = stepper.getByRole('button', { name: `Add one more ${product.name}` });
    await expectVisibleFocus(page, more);
    await page.keyboard.press('Space');
    await expect(stepper).toContainText('2');
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(page, stepper.getByRole('button', { name: `Remove one ${product.name}` }));
    await page.keyboard.press('Enter');
    await expect(stepper).toContainText('1');

    // Back at the top of the menu with a cart (the page opened again), "Skip to cart" comes first.
    await page.reload();
    await expect(card).toBeVisible();
    const skipToCart = page.getByRole('link', { name: 'Skip to cart' });
    expect(await tabTo(page, skipToCart, 1)).toBe(1);
    await expectVisibleFocus(page, skipToCart);
    await page.keyboard.press('Enter');
    const viewCart = page
      .getByRole('region', { name: 'Your order' })
      .getByRole('button', { name: 'View Cart' });
    await expectVisibleFocus(page, viewCart);

    // Escape closes the cart and gives the focus back to View Cart.
    await page.keyboard.press('Enter');
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(cart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expectVisibleFocus(page, viewCart);

    await page.keyboard.press('Enter');
    const placeInCart = cart.getByRole('button', { name: 'Place Order' });
    await tabTo(page, placeInCart, 20);
    await expectVisibleFocus(page, placeInCart);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/update-address$/);
    const proceed = page.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeEnabled();
    await tabTo(page, proceed, 25);
    await expectVisibleFocus(page, proceed);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/checkout$/);
    const placeOrder = page
      .getByRole('region', { name: 'Order summary' })
      .getByRole('button', { name: 'Place order and pay' });
    await expect(placeOrder).toBeEnabled();
    await tabTo(page, placeOrder, 25);
    await expectVisibleFocus(page, placeOrder);
    await page.keyboard.press('Enter');

    const orderId = (await pendingOrder(page)).id;
    await answerOrder(request, orderId, 2);
    await expect(page.getByText('Your Order has been Accepted')).toBeVisible();
  });
});
