import { expect, test } from '../fixtures.ts';
import { de } from '../support/catalogue.ts';
import { verifiedCustomer } from '../support/customer.ts';
import { loadMenu } from '../support/menu-data.ts';
import { adminAccountLanguage, DEMO_ADMIN } from '../support/admin-api.ts';
import { placeOrderByApi, rejectPendingOrders, tokenOf } from '../support/order-desk.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { simpleProducts } from '../support/storefront-order.ts';

// The restaurant's tablet reads German: the browser asks for it, and the back office answers in it.
test.use({ locale: 'de-DE' });

test.describe('the order desk in German', () => {
  keepStoreOpenInEachTest(rejectPendingOrders);

  test('a new order arrives live and the desk tells about it in German', async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(90_000);
    const menu = await loadMenu(request);
    const [product] = simpleProducts(menu.products);
    const customer = await verifiedCustomer(request, testInfo.project.name, 'desk-de');
    // The account has no language of its own: the login keeps the browser's German.
    const account = await adminAccountLanguage(request);
    const before = await account.get();
    await account.set(null);
    try {
      // The demo administrator logs in (the login form speaks German too) and opens the desk.
      await page.goto('/admin');
      await page.getByLabel(de('auth.field.email')).fill(DEMO_ADMIN.email);
      await page.getByLabel(de('auth.field.password')).fill(DEMO_ADMIN.password);
      await page.getByRole('button', { name: de('auth.admin_login.submit') }).click();
      await expect(page).toHaveURL(/\/admin\/home$/);
      await page.goto('/admin/orders');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByText(de('desk.connection.online'))).toBeVisible();
      await expect(page.getByRole('group', { name: de('desk.board.filter.label') })).toBeVisible();
      await expect(page.getByRole('button', { name: de('desk.board.sound.enable') })).toBeVisible();
      await expect(page.getByLabel(de('desk.board.search.label'))).toBeVisible();

      // A customer orders, through the API, while the desk is open.
      const token = await tokenOf(request, customer.email, customer.password);
      const placed = await placeOrderByApi(request, token, product!.id);
      expect(placed.status(), await placed.text()).toBe(201);
      const { number } = ((await placed.json()) as { data: { number: number } }).data;

      // The desk shows it without a reload, in German: new, pending, a pickup, with its countdown.
      const incoming = page.getByRole('region', { name: de('desk.board.incoming') });
      const row = incoming
        .getByRole('list', { name: de('desk.list.label') })
        .getByRole('button', { name: new RegExp(`^Bestellung ?#${number}(?!\\d)`) });
      await expect(row).toBeVisible();
      await expect(row).toContainText(de('desk.list.row.new'));
      await expect(row).toContainText(de('desk.status.pending'));
      await expect(row).toContainText(de('desk.list.row.pickup'));
      await expect(row).toContainText(/automatisch abgelehnt/);
      await expect(
        page.getByRole('status').filter({ hasText: `Neue Bestellung #${number} wartet auf eine Antwort.` }),
      ).toBeAttached();
      await expect(
        page.getByRole('button', { name: new RegExp(`^${de('desk.board.filter.pending')} \\d+`) }),
      ).toBeVisible();
      // Nothing of the desk's own words is left in English.
      await expect(page.getByText('Live: new orders appear by themselves')).toHaveCount(0);
      await expect(row).not.toContainText('Pending');
      await expectAccessible();

      // Beside the list, the hint to open an order; the filter narrows the list to the waiting ones.
      if (testInfo.project.name === 'desktop') {
        await expect(page.getByText(de('desk.board.open_hint.title'))).toBeVisible();
      }
      await page.getByRole('button', { name: new RegExp(`^${de('desk.board.filter.pending')}`) }).click();
      await expect(page).toHaveURL(/filter=pending/);
      await expect(row).toBeVisible();
      await expectAccessible();
    } finally {
      // The other specs log the same administrator in from an English browser.
      await account.set(before);
    }
  });
});
