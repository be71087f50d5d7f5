import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { CUSTOMER_ADDRESS, pendingOrder, verifiedCustomer } from '../support/customer.ts';
import { loadMenu, type Product } from '../support/menu-data.ts';
import { logInAdmin, newBrowserPage, orderDetail, orderRow } from '../support/order-desk.ts';
import { storeDate, weekdayOf } from '../support/store-clock.ts';
import { adminApi } from '../support/admin-api.ts';
import { DEMO_STORE_ID } from '../support/demo-store.ts';
import { closeStore, closeToday, keepStoreOpen, noHoursToday } from '../support/store-hours.ts';
import { logInCustomer, simpleProducts } from '../support/storefront-order.ts';

const CLOSED_MESSAGE = 'Store is currently closed. You cannot place an order now.';
const CLOSED_NOTE = 'Closed for a staff day';

async function addToCart(page: Page, product: Product) {
  const card = page.getByRole('article', { name: product.name, exact: true });
  await card.getByRole('button', { name: `Add ${product.name}`, exact: true }).click();
  await expect(card.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('1');
}

const cartBar = (page: Page) => page.getByRole('region', { name: 'Your order' });

/** What the storefront's header says about the store: one badge for phones, one for wide screens. */
const storefrontState = (page: Page, text: string) =>
  page.getByRole('banner').getByText(text, { exact: true }).filter({ visible: true });

test.describe('the storefront says what it costs and what it needs', () => {
  let restore: (() => Promise<void>) | null = null;
  test.beforeEach(async ({ request }) => {
    restore = await keepStoreOpen(request);
  });
  test.afterEach(async () => {
    await restore?.();
    restore = null;
  });

  test('the menu advertises the discounts, the cart bar explains its total, a pickup asks only for a name and phone number, and no 0000 shows anywhere', async ({
    page,
    browser,
    request,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(120_000);
    const phone = testInfo.project.name === 'phone';
    const menu = await loadMenu(request);
    const [product] = simpleProducts(menu.products);
    if (!product) throw new Error('The demo store needs a simple product');
    const customer = await verifiedCustomer(request, testInfo.project.name, 'pickup-contact');
    await logInCustomer(page, customer.email, customer.password);

    // The demo store: 10 % off pickup, 5 % off delivery, no minimum order.
    await expect(page.getByRole('region', { name: /Good food/ })).toContainText(
      '10% off pickup · 5% off delivery',
    );
    await addToCart(page, product);
    const discounted = ((Math.round(product.price! * 100) * 90) / 100 / 100).toFixed(2);
    await expect(cartBar(page)).toContainText(`£${discounted} · 10% pickup discount`);

    await cartBar(page).getByRole('button', { name: 'View Cart' }).click();
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('button', { name: 'Place Order' })
      .click();

    // The step before checkout: name and phone number only, from the account.
    await expect(page).toHaveURL(/\/update-address$/);
    await expect(page.getByLabel('Customer Name')).toHaveValue(CUSTOMER_ADDRESS.name);
    await expect(page.getByLabel('Phone Number')).toHaveValue(CUSTOMER_ADDRESS.phone);
    await expect(page.getByLabel('Street and house number')).toHaveCount(0);
    await expect(page.getByLabel('City')).toHaveCount(0);
    await expect(page.getByLabel('Postcode')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('0000');
    await expectAccessible();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Checkout: one Place Order; on phones in a bar at the bottom with the total, on wide screens in the summary.
    await expect(page).toHaveURL(/\/checkout$/);
    const payment = page.getByRole('region', { name: 'Payment method' });
    await expect(payment).toContainText(CUSTOMER_ADDRESS.name);
    await expect(payment).toContainText(CUSTOMER_ADDRESS.phone);
    await expect(payment).not.toContainText(CUSTOMER_ADDRESS.line1);
    await expect(page.locator('main')).not.toContainText('0000');
    const placeOrder = page.getByRole('button', { name: 'Place order and pay' });
    await expect(placeOrder).toHaveCount(1);
    await expect(placeOrder).toBeEnabled();
    const viewport = page.viewportSize()!;
    if (phone) {
      // In view at once, at the bottom, above the phone's safe area, with the total beside it.
      await expect(placeOrder).toBeInViewport();
      const bar = (await placeOrder.boundingBox())!;
      expect(bar.y + bar.height).toBeGreaterThan(viewport.height - 80);
      expect(bar.height).toBeGreaterThanOrEqual(44);
      const total = page.getByRole('region', { name: 'Order summary' }).getByText(`£${discounted}`);
      await expect(total.filter({ visible: true })).toHaveCount(2);
      // At the end of the page the bar covers nothing: the footer ends above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerLine = page.getByRole('contentinfo').getByText(/All rights reserved/);
      const line = (await footerLine.boundingBox())!;
      const barTop = (await page.locator('.fixed.bottom-0').filter({ has: placeOrder }).boundingBox())!.y;
      expect(line.y + line.height).toBeLessThanOrEqual(barTop);
    } else {
      // Wide screens keep it in the summary, under the totals.
      const summary = (await page.getByRole('region', { name: 'Order summary' }).boundingBox())!;
      const button = (await placeOrder.boundingBox())!;
      expect(button.x).toBeGreaterThanOrEqual(summary.x);
      expect(button.y).toBeGreaterThan(summary.y);
      expect(button.y + button.height).toBeLessThanOrEqual(summary.y + summary.height);
    }
    await expectAccessible();
    await placeOrder.click();
    const placed = await pendingOrder(page);
    await expect(page.locator('main')).not.toContainText('0000');

    // The desk and the kitchen ticket: the customer's name and phone, no address.
    const desk = await newBrowserPage(browser, testInfo);
    try {
      await logInAdmin(desk);
      await desk.goto('/admin/orders?filter=all');
      await orderRow(desk, placed.number).click();
      const detail = orderDetail(desk, placed.number);
      await expect(detail).toContainText(CUSTOMER_ADDRESS.name);
      await expect(detail).toContainText(CUSTOMER_ADDRESS.phone);
      await expect(detail).not.toContainText('0000');
      await expect(detail).not.toContainText(CUSTOMER_ADDRESS.line1);
      await desk.goto(`/admin/orders/${placed.id}/ticket`);
      await expect(desk.locator('body')).toContainText(CUSTOMER_ADDRESS.name);
      await expect(desk.locator('body')).not.toContainText('0000');
    } finally {
      await desk.context().close();
    }
  });

  test('checkout turns Place Order off with the reason the moment the store closes, and on when it opens', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const menu = await loadMenu(request);
    const [product] = simpleProducts(menu.products);
    if (!product) throw new Error('The demo store needs a simple product');
    const customer = await verifiedCustomer(request, testInfo.project.name, 'closing');
    // No ordering ahead: a closed store takes no order at all.
    const api = await adminApi(request);
    const settingsPath = `/api/stores/${DEMO_STORE_ID}/settings`;
    const { preorder_days: preorderDays } = await api.get<{ preorder_days: number }>(settingsPath);
    await api.put(settingsPath, { preorder_days: 0 });
    try {
      await logInCustomer(page, customer.email, customer.password);
      await addToCart(page, product);
      await cartBar(page).getByRole('button', { name: 'View Cart' }).click();
      await page
        .getByRole('dialog', { name: 'Your cart' })
        .getByRole('button', { name: 'Place Order' })
        .click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      const placeOrder = page.getByRole('button', { name: 'Place order and pay' });
      await expect(placeOrder).toBeEnabled();

      const reopen = await closeToday(request, CLOSED_NOTE);
      try {
        await expect(placeOrder).toBeDisabled();
        await expect(placeOrder).toHaveAccessibleDescription(CLOSED_MESSAGE);
        const reason = page.getByRole('status').filter({ hasText: CLOSED_MESSAGE });
        await expect(reason).toContainText(`Closed · opens ${weekdayOf(storeDate(1))} 00:00`);
        await expect(reason).toContainText(CLOSED_NOTE);
      } finally {
        await reopen();
      }
      await expect(placeOrder).toBeEnabled();
    } finally {
      await api.put(settingsPath, { preorder_days: preorderDays });
    }
  });
});

test.describe('the storefront while closed', () => {
  test('on a day without hours the header says when it opens, and the cart opens to order ahead', async ({
    page,
    request,
  }) => {
    const menu = await loadMenu(request);
    const [product] = simpleProducts(menu.products);
    if (!product) throw new Error('The demo store needs a simple product');
    const restore = await noHoursToday(request);
    try {
      await page.goto('/');
      await expect(storefrontState(page, `Closed · opens ${weekdayOf(storeDate(1))} 11:30`)).toBeVisible();
      await addToCart(page, product);
      await cartBar(page).getByRole('button', { name: 'View Cart' }).click();
      const cart = page.getByRole('dialog', { name: 'Your cart' });
      await expect(cart).toContainText(
        'The restaurant is not taking orders right now. You can order for later and choose the time at checkout.',
      );
      await expect(cart.getByRole('button', { name: 'Place Order' })).not.toHaveAttribute('aria-disabled');
    } finally {
      await restore();
    }
  });

  test('with no opening ahead the cart still opens; only placing is blocked, with the reason', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const menu = await loadMenu(request);
    const [product] = simpleProducts(menu.products);
    if (!product) throw new Error('The demo store needs a simple product');
    const reopen = await closeStore(request);
    try {
      await page.goto('/');
      await expect(storefrontState(page, 'Closed until further notice')).toBeVisible();
      await addToCart(page, product);
      const viewCart = cartBar(page).getByRole('button', { name: 'View Cart' });
      await expect(viewCart).not.toHaveAttribute('aria-disabled');
      await viewCart.click();
      const cart = page.getByRole('dialog', { name: 'Your cart' });
      await expect(cart.getByRole('status')).toContainText(CLOSED_MESSAGE);
      await expect(cart.getByRole('status')).toContainText('Closed until further notice');
      const place = cart.getByRole('button', { name: 'Place Order' });
      await expect(place).toHaveAttribute('aria-disabled', 'true');
      await place.click({ force: true });
      await expect(cart).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expectAccessible();
    } finally {
      await reopen();
    }
  });
});
