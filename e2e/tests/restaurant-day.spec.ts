import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminApi } from '../support/admin-api.ts';
import { followAdminLink } from '../support/admin-nav.ts';
import { pendingOrder, verifiedCustomer } from '../support/customer.ts';
import { loadMenu } from '../support/menu-data.ts';
import {
  logInAdmin,
  newBrowserPage,
  orderDetail,
  orderRow,
  placeOrderByApi,
  rejectPendingOrders,
  tokenOf,
} from '../support/order-desk.ts';
import { storeDate, storeWhen, weekdayOf } from '../support/store-clock.ts';
import { DEMO_STORE_ID } from '../support/demo-store.ts';
import { closeToday, keepStoreOpen } from '../support/store-hours.ts';
import { checkoutWith, logInCustomer, simpleProducts } from '../support/storefront-order.ts';

type Settings = {
  paused: boolean;
  paused_until: string | null;
  slot_minutes: number;
  capacity_per_slot: { pickup: number | null; delivery: number | null };
  open_orders_per_customer: number | null;
};
type Order = { id: number; scheduled_for: string | null };
type SlotFull = { code: string; next_slot: { start: string; end: string } | null };

const PAUSE_MINUTES = 30;
const CLOSED_NOTE = 'Closed today for a private party';
/** The slot tomorrow the customer orders for: well inside tomorrow's hours, whenever the test runs. */
const SLOT_TIME = '12:00';
/** Pickup orders a slot takes in the test of a full slot. */
const PICKUP_CAPACITY = 2;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The back office's header: the store's state and its pause controls. */
const adminHeader = (page: Page) => page.getByRole('banner');

/** What the back office's header says about the store (on phones for screen readers, the menu shows it). */
const adminState = (page: Page) => adminHeader(page).getByRole('status');

/** What the storefront's header says about the store: one badge for phones, one for wide screens. */
const storefrontState = (page: Page, text: string) =>
  page.getByRole('banner').getByText(text, { exact: true }).filter({ visible: true });

test.describe("the restaurant's day", () => {
  // What each test changed, undone last change first.
  let cleanups: (() => Promise<void>)[] = [];
  test.beforeEach(async ({ request }) => {
    cleanups = [await keepStoreOpen(request)];
  });
  test.afterEach(async ({ request }) => {
    await rejectPendingOrders(request);
    await (await adminApi(request)).post(`/api/stores/${DEMO_STORE_ID}/resume`, {});
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });

  test('the owner pauses orders for 30 minutes from the header; an open storefront says until when, and Resume opens both again, without a reload', async ({
    page,
    browser,
    request,
    isMobile,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(90_000);
    const api = await adminApi(request);

    // A customer has the menu open; the page must never reload (the mark would be gone).
    const shop = await newBrowserPage(browser, testInfo);
    await shop.goto('/');
    await expect(storefrontState(shop, 'Open')).toBeVisible();
    await shop.evaluate(() => Object.assign(window, { __notReloaded: true }));

    await logInAdmin(page);
    await expect(adminState(page)).toHaveText('Open');

    // Pause orders → 30 min; the menu is checked for accessibility while it is open.
    await adminHeader(page)
      .getByRole('button', { name: /Pause orders$/ })
      .click();
    const menu = page.getByRole('dialog', { name: 'Pause orders' });
    await expect(menu.getByRole('group', { name: 'Pause for' })).toBeVisible();
    await expectAccessible();
    const pausedAt = Date.now();
    await menu.getByRole('button', { name: '30 min', exact: true }).click();
    await expect(menu).toBeHidden();

    const settings = await api.get<Settings>(`/api/stores/${DEMO_STORE_ID}/settings`);
    expect(settings.paused).toBe(true);
    const until = Date.parse(settings.paused_until ?? '');
    expect(until - pausedAt).toBeGreaterThanOrEqual(PAUSE_MINUTES * 60_000 - 1_000);
    expect(until - pausedAt).toBeLessThanOrEqual(PAUSE_MINUTES * 60_000 + 15_000);
    const hhmm = storeWhen(new Date(until));

    await expect(adminState(page)).toContainText(`Paused until ${hhmm}`);
    await expect(storefrontState(shop, `Not taking orders until ${hhmm}`)).toBeVisible();
    await expectAccessible(shop);

    // Resume: beside the state on a wide screen, in the state's menu on a phone.
    if (isMobile) {
      await adminHeader(page)
        .getByRole('button', { name: /^Paused\s*: Resume$/ })
        .click();
      const stateMenu = page.getByRole('dialog');
      await expect(stateMenu).toContainText(`Paused until ${hhmm}`);
      await expectAccessible();
      await stateMenu.getByRole('button', { name: 'Resume', exact: true }).click();
    } else {
      await adminHeader(page).getByRole('button', { name: 'Resume', exact: true }).click();
    }
    await expect(adminState(page)).toHaveText('Open');
    await expect(storefrontState(shop, 'Open')).toBeVisible();
    await expect(storefrontState(shop, `Not taking orders until ${hhmm}`)).toHaveCount(0);
    expect(await shop.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(
      true,
    );
    expect((await api.get<Settings>(`/api/stores/${DEMO_STORE_ID}/settings`)).paused).toBe(false);
    await shop.context().close();
  });

  test('closed today, a customer orders ahead for a slot tomorrow; the waiting view and the desk show the slot', async ({
    page,
    browser,
    request,
    expectAccessible,
  }, testInfo) => {
    // Eight axe scans of full pages: on a loaded two-core machine each takes 10 to 20 s.
    test.setTimeout(240_000);
    const menu = await loadMenu(request);
    const [product] = simpleProducts(menu.products);
    const customer = await verifiedCustomer(request, testInfo.project.name, 'ahead');
    // Open around the clock every day, but today a special day closes the store: it opens at midnight.
    cleanups.push(await closeToday(request, CLOSED_NOTE));
    const tomorrow = weekdayOf(storeDate(1));
    const slot = `${tomorrow} ${SLOT_TIME}`;

    // The owner sees today's special day in the store settings, and the header says when it opens.
    await logInAdmin(page);
    await expect(adminState(page)).toContainText(`Closed · opens ${tomorrow} 00:00`);
    await page.goto('/admin/store-setting');
    const specialDays = page.getByRole('region', { name: 'Special days' });
    const today = specialDays
      .getByRole('row')
      .or(specialDays.getByRole('listitem'))
      .filter({ hasText: CLOSED_NOTE })
      .filter({ visible: true });
    await expect(today).toContainText('Today');
    await expect(today).toContainText('Closed');
    await expectAccessible();

    // The special day's form, closed all day as it opens and with its hours once switched to open.
    await specialDays.getByRole('button', { name: 'Add special day' }).click();
    const form = page.getByRole('dialog', { name: 'Add Special Day' });
    await expect(form.getByRole('switch', { name: 'Closed all day' })).toBeChecked();
    await expectAccessible();
    await form.getByRole('switch', { name: 'Closed all day' }).click();
    await expect(form.getByRole('group', { name: 'Opening hours' })).toBeVisible();
    await expectAccessible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();

    // The customer's storefront: closed, when it opens, and why; the cart still goes on to order ahead.
    const shop = await newBrowserPage(browser, testInfo);
    await logInCustomer(shop, customer.email, customer.password);
    await expect(storefrontState(shop, `Closed · opens ${tomorrow} 00:00`)).toBeVisible();
    await expect(storefrontState(shop, CLOSED_NOTE)).toBeVisible();
    await expectAccessible(shop);
    await checkoutWith(shop, product!);

    // Checkout: as soon as possible is off while closed; Schedule, tomorrow, a slot.
    const when = shop.getByRole('group', { name: 'When' });
    await expect(when.getByRole('radio', { name: /^As soon as possible/ })).toBeDisabled();
    await expect(when.getByRole('radio', { name: /^Schedule/ })).toBeChecked();
    // The days and times are chips: a tap on the chip picks its hidden radio.
    const day = shop.getByRole('group', { name: 'Day' });
    await day.getByText('Tomorrow', { exact: true }).click();
    await expect(day.getByRole('radio', { name: 'Tomorrow' })).toBeChecked();
    const time = shop.getByRole('group', { name: 'Time' });
    await time.getByText(SLOT_TIME, { exact: true }).click();
    await expect(time.getByRole('radio', { name: SLOT_TIME })).toBeChecked();
    const summary = shop.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText(`Scheduled for ${slot}`);
    await expectAccessible(shop);
    await summary.getByRole('button', { name: 'Place order and pay' }).click();

    // The waiting view says when the order is for.
    const { id: orderId, number: orderNumber } = await pendingOrder(shop);
    await expect(shop.getByText(`Scheduled for ${slot}`)).toBeVisible();
    await expectAccessible(shop);
    const placed = await (await adminApi(request)).get<Order>(`/api/orders/${orderId}`);
    expect(storeWhen(placed.scheduled_for ?? '')).toBe(slot);

    // The desk lists it under its slot's heading, with the slot on the row and in the detail.
    await followAdminLink(page, /^Orders\b/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const slotList = page.getByRole('list', { name: new RegExp(`^Scheduled · ${escape(slot)}$`, 'i') });
    const row = slotList.getByRole('button', { name: new RegExp(`^Order #${orderNumber}\\b`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`For ${slot}`);
    await expectAccessible();
    await orderRow(page, orderNumber).click();
    await expect(orderDetail(page, orderNumber)).toContainText(`Scheduled for ${slot}`);
    await expectAccessible();
    await shop.context().close();
  });

  test('the current slot is full: an order for as soon as possible is offered the earliest slot with room, and placed for it', async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(90_000);
    const api = await adminApi(request);
    const menu = await loadMenu(request);
    const [product] = simpleProducts(menu.products);
    const customer = await verifiedCustomer(request, testInfo.project.name, 'full-slot');
    const settingsPath = `/api/stores/${DEMO_STORE_ID}/settings`;
    const before = await api.get<Settings>(settingsPath);
    cleanups.push(async () => {
      await api.put(settingsPath, {
        capacity_per_slot: before.capacity_per_slot,
        open_orders_per_customer: before.open_orders_per_customer,
      });
    });
    // The customer's own orders fill the slot, unanswered: no limit of them gets in the way.
    await api.put(settingsPath, {
      capacity_per_slot: { ...before.capacity_per_slot, pickup: PICKUP_CAPACITY },
      open_orders_per_customer: null,
    });

    // The customer's pickup in the checkout, for as soon as possible.
    await logInCustomer(page, customer.email, customer.password);
    await checkoutWith(page, product!);
    const when = page.getByRole('group', { name: 'When' });
    await expect(when.getByRole('radio', { name: /^As soon as possible/ })).toBeChecked();

    // The slots run from midnight (the store is open around the clock), so they start on whole
    // multiples of their length; near the end of one, the next is waited for, so that the orders
    // filling it and the customer's land in the same slot.
    const slotMs = before.slot_minutes * 60_000;
    const slotLeft = slotMs - (Date.now() % slotMs);
    if (slotLeft < 60_000) await page.waitForTimeout(slotLeft + 1_000);

    // Other orders fill the slot of now (any earlier ones in it count too).
    const token = await tokenOf(request, customer.email, customer.password);
    let refused: SlotFull | null = null;
    for (let tries = 0; tries <= PICKUP_CAPACITY && !refused; tries += 1) {
      const response = await placeOrderByApi(request, token, product!.id);
      if (response.status() === 409) refused = (await response.json()) as SlotFull;
      else expect(response.status(), await response.text()).toBe(201);
    }
    expect(refused?.code).toBe('slot_full');

    // Place Order is refused with the earliest slot that has room; the customer takes it.
    const summary = page.getByRole('region', { name: 'Order summary' });
    const answer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.replace(/\/$/, '') === '/api/orders' &&
        response.request().method() === 'POST',
    );
    await summary.getByRole('button', { name: 'Place order and pay' }).click();
    const full = await answer;
    expect(full.status()).toBe(409);
    const { code, next_slot: next } = (await full.json()) as SlotFull;
    expect(code).toBe('slot_full');
    expect(Date.parse(next?.start ?? '')).toBeGreaterThan(Date.now());
    const earliest = storeWhen(next!.start);
    const offer = summary.getByRole('alert');
    await expect(offer).toContainText('The kitchen is fully booked right now.');
    await expect(offer).toContainText(`Earliest: ${earliest} — order for then?`);
    await expectAccessible();
    await offer.getByRole('button', { name: `Order for ${earliest}`, exact: true }).click();

    // The waiting view says when the order is for, and it is for that slot.
    const { id: orderId } = await pendingOrder(page);
    await expect(page.getByText(`Scheduled for ${earliest}`, { exact: true })).toBeVisible();
    const placed = await api.get<Order>(`/api/orders/${orderId}`);
    expect(Date.parse(placed.scheduled_for ?? '')).toBe(Date.parse(next!.start));
  });
});
