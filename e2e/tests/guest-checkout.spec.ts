import { expect, test } from '../fixtures.ts';
import { adminApi } from '../support/admin-api.ts';
import { answerOrder } from '../support/customer.ts';
import { DEMO_STORE_ID } from '../support/demo-store.ts';
import { loadMenu } from '../support/menu-data.ts';
import { logInAdmin, newBrowserPage, orderDetail, orderRow } from '../support/order-desk.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { simpleProducts } from '../support/storefront-order.ts';

/** Issue 7/8: ordering without an account, with a code added in the cart. */
test.describe('a guest', () => {
  keepStoreOpenInEachTest();

  test('orders from the menu to the waiting view without an account, with a code the checkout and the desk show', async ({
    page,
    request,
    browser,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(120_000);
    const [product] = simpleProducts((await loadMenu(request)).products, 1);
    const admin = await adminApi(request);
    const code = `GUEST${testInfo.project.name.toUpperCase()}${Date.now() % 100_000}`;
    const coupon = await admin.post<{ data: { id: number } }>('/api/coupons', {
      code,
      kind: 'percent',
      value: 10,
    });
    try {
      await page.goto('/');
      const card = page.getByRole('article', { name: product!.name, exact: true });
      await card.getByRole('button', { name: `Add ${product!.name}`, exact: true }).click();
      await page
        .getByRole('region', { name: 'Your order' })
        .getByRole('button', { name: 'View Cart' })
        .click();

      const cart = page.getByRole('dialog', { name: 'Your cart' });
      await cart.getByRole('button', { name: 'Add a code' }).click();
      await cart.getByLabel('Code').fill('nosuchcode');
      await cart.getByRole('button', { name: 'Apply' }).click();
      await expect(cart.getByText('Unknown code')).toBeVisible();
      // Any case and spaces: the code as the restaurant wrote it on its flyer.
      await cart.getByLabel('Code').fill(` ${code.toLowerCase()} `);
      await cart.getByRole('button', { name: 'Apply' }).click();
      await expect(cart.getByText(`Code ${code} applied`)).toBeVisible();
      await expect(cart.getByRole('region', { name: 'Order total' })).toContainText(`Code ${code}`);
      await expectAccessible();
      await cart.getByRole('button', { name: 'Place Order' }).click();

      await expect(page).toHaveURL(/\/login\?next=/);
      await page.getByRole('button', { name: 'Continue as guest' }).click();
      await expect(page).toHaveURL(/\/update-address$/);
      const email = `guest-${testInfo.project.name}-${Date.now()}@example.com`;
      await page.getByLabel('Customer Name').fill('Gina Guest');
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByLabel('Phone Number').fill('+49 30 555 0199');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/checkout$/);

      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary).toContainText(`Code ${code}`);
      await expect(page.getByText(email)).toBeVisible();
      await summary.getByRole('button', { name: 'Place order and pay' }).click();

      const waiting = page.getByText(/^Your order #\d+ is being processed\.\.\.$/);
      await expect(waiting).toBeVisible();
      const number = Number(/#(\d+)/.exec((await waiting.textContent()) ?? '')?.[1]);
      const keys = await page.evaluate(
        () => JSON.parse(localStorage.getItem('guest-orders') ?? '{}') as object,
      );
      const id = Number(Object.keys(keys).at(-1));
      await expect(page.getByText(`We e-mail ${email} a confirmation`)).toBeVisible();
      await expectAccessible();

      // The desk shows the code and what it saved; its answer reaches the guest's page by the order's key.
      const desk = await newBrowserPage(browser, testInfo);
      await logInAdmin(desk);
      await desk.goto('/admin/orders');
      await orderRow(desk, number).click();
      await expect(orderDetail(desk, number)).toContainText(`Code ${code}`);
      await desk.context().close();
      await answerOrder(request, id, 2);
      await expect(page.getByRole('heading', { name: 'Your Order has been Accepted' })).toBeVisible();
    } finally {
      await admin.delete(`/api/coupons/${coupon.data.id}`);
    }
  });

  test("keeps the order's page opened by its link past 35 seconds, and shows each step live", async ({
    page,
    request,
  }, testInfo) => {
    const [product] = simpleProducts((await loadMenu(request)).products, 1);
    const placed = await request.post('/api/orders', {
      data: {
        store_id: DEMO_STORE_ID,
        order_type: 2,
        items: [{ product_id: product!.id, quantity: 1 }],
        payment: { payment_method: 'cash' },
        guest: {
          name: 'Lena Link',
          email: `link-${testInfo.project.name}-${Date.now()}@example.com`,
          phone: '+49 30 555 0123',
        },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { data: { id: number; status_url: string } }).data;
    await answerOrder(request, order.id, 2);

    // The e-mail's link, opened in a browser whose clock the test moves.
    await page.clock.install();
    await page.goto(order.status_url);
    await expect(page.getByRole('heading', { name: 'Your Order has been Accepted' })).toBeVisible();
    await page.clock.runFor(35_000);
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}\\?key=`));
    await expect(page.getByText(/Back to the menu in/)).toHaveCount(0);

    const admin = await adminApi(request);
    await admin.post(`/api/orders/${order.id}/fulfilment`, { status: 'ready' });
    await expect(page.getByRole('heading', { name: 'Your order is ready for pickup' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Where your order is' }).getByRole('listitem').nth(2),
    ).toHaveAttribute('aria-current', 'step');
  });
});
