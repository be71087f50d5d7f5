import { expect, test } from '../fixtures.ts';
import { adminApi } from '../support/admin-api.ts';
import { answerOrder, verifiedCustomer } from '../support/customer.ts';
import { DEMO_STORE_ID } from '../support/demo-store.ts';
import { loadMenu } from '../support/menu-data.ts';
import { tokenOf } from '../support/order-desk.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { logInCustomer, simpleProducts } from '../support/storefront-order.ts';

/** Issue 7/8: "Order again" from My orders, with one of the order's items sold out since. */
test.describe('order again', () => {
  keepStoreOpenInEachTest();

  test("puts an earlier order's lines back into the cart and names the one sold out today", async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(90_000);
    const [kept, soldOut] = simpleProducts((await loadMenu(request)).products, 2);
    const customer = await verifiedCustomer(request, testInfo.project.name, 'again');
    const placed = await request.post('/api/orders', {
      headers: { authorization: `Bearer ${await tokenOf(request, customer.email, customer.password)}` },
      data: {
        store_id: DEMO_STORE_ID,
        order_type: 2,
        items: [
          { product_id: kept!.id, quantity: 2, note: 'Extra mustard' },
          { product_id: soldOut!.id, quantity: 1 },
        ],
        payment: { payment_method: 'cash' },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { data: { id: number; number: number } }).data;
    await answerOrder(request, order.id, 2);

    const admin = await adminApi(request);
    await admin.put(`/api/products/${soldOut!.id}/sold-out`, { until: 'end_of_day' });
    try {
      await logInCustomer(page, customer.email, customer.password);
      await page.goto('/orders');
      const card = page.getByRole('article', { name: `Order #${order.number}` });
      await card.getByRole('button', { name: 'Order again' }).click();

      const cart = page.getByRole('dialog', { name: 'Your cart' });
      await expect(cart.getByRole('status').first()).toContainText(`${soldOut!.name} is sold out today`);
      await expect(cart).toContainText(kept!.name);
      await expect(cart.getByRole('group', { name: `Quantity of ${kept!.name}` })).toContainText('2');
      await expectAccessible();
    } finally {
      await admin.put(`/api/products/${soldOut!.id}/sold-out`, { until: null });
    }
  });
});
