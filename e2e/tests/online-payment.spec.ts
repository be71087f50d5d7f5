import { expect, test } from '../fixtures.ts';
import { adminApi } from '../support/admin-api.ts';
import { answerOrder, pendingOrder, verifiedCustomer } from '../support/customer.ts';
import { DEMO_STORE_ID } from '../support/demo-store.ts';
import { loadMenu } from '../support/menu-data.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { checkoutWith, logInCustomer, simpleProducts } from '../support/storefront-order.ts';

const settings = `/api/stores/${DEMO_STORE_ID}/settings`;

test.describe('paying online', () => {
  keepStoreOpenInEachTest();

  // The specs share the server: online is on for this one only.
  test.beforeEach(async ({ request }) => {
    await (await adminApi(request)).put(settings, { payment_methods: ['cash', 'online'] });
  });
  test.afterEach(async ({ request }) => {
    await (await adminApi(request)).put(settings, { payment_methods: ['cash'] });
  });

  test('the customer pays on the payment page, comes back to the waiting view and sees the answer', async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(90_000);
    const [product] = simpleProducts((await loadMenu(request)).products);
    const { email, password } = await verifiedCustomer(request, testInfo.project.name, 'pay-online');
    await logInCustomer(page, email, password);
    await checkoutWith(page, product!);

    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(page.getByRole('radio', { name: /Pay online/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Cash on pickup/ })).not.toBeChecked();
    await expectAccessible();

    // In German both methods' button is the one the law asks for.
    await page.getByLabel('Language').selectOption('de');
    await expect(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeVisible();
    await page.getByLabel('Sprache').selectOption('en');

    await summary.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/checkout\/return\?order=\d+$/);
    await expect(page.getByText('Payment authorised — waiting for the restaurant')).toBeVisible();
    const order = await pendingOrder(page);
    await expectAccessible();

    await answerOrder(request, order.id, 2);
    await expect(page.getByRole('heading', { name: 'Your Order has been Accepted' })).toBeVisible();
    await expect(page.getByText('Paid online.', { exact: true })).toBeVisible();
  });

  test('cancelling on the payment page comes back to the checkout with the cart', async ({
    page,
    request,
  }, testInfo) => {
    const [product] = simpleProducts((await loadMenu(request)).products);
    const { email, password } = await verifiedCustomer(request, testInfo.project.name, 'pay-cancel');
    await logInCustomer(page, email, password);
    await checkoutWith(page, product!);

    await page
      .getByRole('region', { name: 'Order summary' })
      .getByRole('button', { name: 'Pay now' })
      .click();
    await page.getByRole('link', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/checkout\?payment=cancelled/);
    await expect(page.getByText('Payment cancelled — you were not charged')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items' })).toContainText(product!.name);
  });
});
