import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  answerOrder,
  CUSTOMER_ADDRESS,
  pendingOrder,
  registerByApi,
  uniqueEmail,
  verifiedCustomer,
} from '../support/customer.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { loadMenu, type Product } from '../support/menu-data.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { simpleProducts } from '../support/storefront-order.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function addToCart(page: Page, product: Product) {
  const card = page.getByRole('article', { name: product.name, exact: true });
  await card.getByRole('button', { name: `Add ${product.name}`, exact: true }).click();
  await expect(card.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('1');
}

async function chooseDelivery(page: Page, postcode: string) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Delivery', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Delivery postcode' });
  await picker.getByRole('radio', { name: new RegExp(`^${escape(postcode)}\\b`) }).check();
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toBeHidden();
}

async function openCartAndPlaceOrder(page: Page) {
  const viewCart = page
    .getByRole('region', { name: 'Your order' })
    .getByRole('button', { name: 'View Cart' });
  await expect(viewCart).not.toHaveAttribute('aria-disabled', 'true');
  await viewCart.click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Place Order' }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('customer accounts and orders', () => {
  keepStoreOpenInEachTest();

  test('a new customer registers, verifies the e-mail, orders and sees the restaurant answer live', async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(150_000);
    const menu = await loadMenu(request);
    const [first, second] = simpleProducts(menu.products, 2);
    const postcode = menu.postcodes[0];
    if (!first || !second || !postcode) throw new Error('The demo store needs products and a postcode');
    const email = uniqueEmail(testInfo.project.name, 'order');
    const password = 'e2e-secret-1';

    // Registration, titled as in the spec, checks the e-mail format first.
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expectAccessible();
    await page.getByLabel('Email').fill('not-an-e-mail');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(page.getByLabel('Country')).toHaveValue('Germany');

    const registeredAt = Date.now();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Name', { exact: true }).fill(CUSTOMER_ADDRESS.name);
    await page.getByLabel('Phone Number').fill(CUSTOMER_ADDRESS.phone);
    await page.getByLabel('Street and house number').fill(CUSTOMER_ADDRESS.line1);
    await page.getByLabel('City').fill(CUSTOMER_ADDRESS.city);
    await page.getByLabel('Postcode').fill(CUSTOMER_ADDRESS.zip);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Registration successful! Please check your e-mail to verify your account.'),
    ).toBeVisible();
    // After 5 seconds the login page opens by itself.
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    // Not verified yet: the server says so.
    await expectAccessible();
    await logIn(page, email, password);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please verify your e-mail first');
    await waitForMail(email, /verify/i, { after: registeredAt });

    // No e-mail at hand: a new link, on request.
    const resentAt = Date.now();
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(
      page.getByText('If this e-mail has an account waiting for verification, we have sent a new link.'),
    ).toBeVisible();
    await expectAccessible();

    // The link in the new e-mail verifies the account, then leads to the login page.
    const verification = await waitForMail(email, /verify/i, { after: resentAt });
    await page.goto(linkIn(verification, '/verify-registration'));
    await expect(page.getByText('Your e-mail address is verified. You can log in now.')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?store_id=\d+$/, { timeout: 10_000 });

    // A visitor fills the cart, chooses delivery, and is asked to log in on Place Order.
    await page.goto('/');
    await addToCart(page, first);
    await chooseDelivery(page, postcode.postcode);
    await openCartAndPlaceOrder(page);
    await expect(page).toHaveURL(/\/login\?next=%2Fupdate-address$/);
    await logIn(page, email, password);

    // Back on the address step: the postcode is the one chosen for delivery, and cannot be typed over.
    await expect(page).toHaveURL(/\/update-address$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Update Your Info' })).toBeVisible();
    const zip = page.getByLabel('Postcode');
    await expect(zip).toHaveValue(postcode.postcode);
    await expect(zip).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Customer Name')).toHaveValue(CUSTOMER_ADDRESS.name);
    await expect(page.getByLabel('Street and house number')).toHaveValue(CUSTOMER_ADDRESS.line1);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Checkout: cash only, the summary with delivery charges, then the live waiting view.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('radio', { name: /Cash/ })).toBeChecked();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText(first.name);
    await expect(summary).toContainText('Delivery Charges');
    await expect(summary).toContainText('Grand Total');
    await expectAccessible();
    const placeOrder = summary.getByRole('button', { name: 'Place order and pay' });
    await placeOrder.click();
    await expect(page.getByText('Waiting for Restaurant Confirmation')).toBeVisible();
    const firstOrder = await pendingOrder(page);
    // Placed: no Place Order left to press (issue 33).
    await expect(placeOrder).toHaveCount(0);
    await expectAccessible();

    // The restaurant accepts: the page shows it without a reload.
    await answerOrder(request, firstOrder.id, 2);
    await expect(page.getByRole('heading', { name: 'Your Order has been Accepted' })).toBeVisible();
    await expect(page.getByText('Thanks for your order!')).toBeVisible();
    await expect(page.getByText(`#${firstOrder.number}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/Back to the menu in \d+ seconds/)).toBeVisible();
    await expectAccessible();

    // Home ends the journey: an empty cart on the menu.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('article', { name: first.name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View Cart' })).toHaveCount(0);

    // A second order, this time rejected with a reason.
    await addToCart(page, second);
    await openCartAndPlaceOrder(page);
    await expect(page).toHaveURL(/\/update-address$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await summary.getByRole('button', { name: 'Place order and pay' }).click();
    const secondOrder = await pendingOrder(page);
    await answerOrder(request, secondOrder.id, 3, 'The kitchen closes early today.');
    await expect(page.getByRole('heading', { name: 'Order Not Accepted' })).toBeVisible();
    await expect(
      page.getByText(`Sorry, the restaurant couldn't accept your order #${secondOrder.number}`),
    ).toBeVisible();
    await expect(page.getByText('The kitchen closes early today.')).toBeVisible();

    // "My orders" in the account menu lists both, newest first, with their status.
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(CUSTOMER_ADDRESS.name) })
      .click();
    await page.getByRole('menuitem', { name: 'My orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const orders = page.getByRole('article');
    await expect(orders).toHaveCount(2);
    await expect(orders.nth(0)).toHaveAccessibleName(`Order #${secondOrder.number}`);
    await expect(orders.nth(0)).toContainText('Rejected');
    await expect(orders.nth(1)).toHaveAccessibleName(`Order #${firstOrder.number}`);
    await expect(orders.nth(1)).toContainText('Accepted');
    await expect(orders.nth(1)).toContainText(first.name);
    await expectAccessible();

    // The accepted order's receipt downloads as a PDF; the rejected one has none (issue 5/8).
    await expect(orders.nth(0).getByRole('button', { name: 'Download receipt' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await orders.nth(1).getByRole('button', { name: 'Download receipt' }).click();
    const receipt = await download;
    expect(receipt.suggestedFilename()).toBe(`receipt-${firstOrder.number}.pdf`);
    const bytes = await readFile(await receipt.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('a customer who forgot the password resets it through the e-mail and logs in', async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo.project.name, 'reset');
    await registerByApi(request, email, 'first-password');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const askedAt = Date.now();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'If an account exists for this e-mail, we have sent a link to reset your password.',
    );
    await expectAccessible();

    // A link without its token is refused before anything is sent.
    await page.goto('/reset-password');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Reset token is missing.');

    const mail = await waitForMail(email, /reset/i, { after: askedAt });
    await page.goto(linkIn(mail, '/reset-password'));
    await page.getByLabel('New Password').fill('second-password');
    await page.getByLabel('Confirm Password').fill('second-passwort');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('second-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Your password has been reset. You can log in now.')).toBeVisible();
    await expectAccessible();

    // The link works once.
    await page.reload();
    await page.getByLabel('New Password').fill('third-password');
    await page.getByLabel('Confirm Password').fill('third-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'This password reset link is invalid',
    );

    // The header's login dialog: the old password fails, the new one works (and verified the e-mail).
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('first-password');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectAccessible();
    await dialog.getByLabel('Password').fill('second-password');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: new RegExp(CUSTOMER_ADDRESS.name) }),
    ).toBeVisible();
  });

  test('the waiting view survives a reload and shows the answer even without the live connection', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const menu = await loadMenu(request);
    const [product] = simpleProducts(menu.products);
    if (!product) throw new Error('The demo store needs a simple product');
    const customer = await verifiedCustomer(request, testInfo.project.name, 'offline');
    // No socket.io connection can be made: the 15-second poll has to bring the answer.
    await page.routeWebSocket(/\/ws-sio\//, (socket) => socket.close());

    await page.goto('/login');
    await logIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await addToCart(page, product);
    await openCartAndPlaceOrder(page);
    await expect(page).toHaveURL(/\/update-address$/);
    // Pickup: the name and phone number only, never an address with a made-up postcode.
    await expect(page.getByLabel('Phone Number')).toHaveValue(CUSTOMER_ADDRESS.phone);
    await expect(page.getByLabel('Postcode')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: 'Order summary' })).not.toContainText('Delivery Charges');
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    const { id: orderId, number: orderNumber } = await pendingOrder(page);

    // A reload finds the order still in progress and keeps waiting for it.
    await page.reload();
    await expect(page.getByText(`Your order #${orderNumber} is being processed...`)).toBeVisible();

    await answerOrder(request, orderId, 2);
    await expect(page.getByRole('heading', { name: 'Your Order has been Accepted' })).toBeVisible({
      timeout: 25_000,
    });

    // Checkout opened with the flag set but no order in progress: the flag goes, the customer goes home.
    await page.evaluate(() => localStorage.setItem('order_placed', 'true'));
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('order_placed'))).toBeNull();
  });
});
