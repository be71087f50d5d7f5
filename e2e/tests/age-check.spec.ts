import { expect, test } from '../fixtures.ts';
import { loadMenu } from '../support/menu-data.ts';
import { logInAdmin, newBrowserPage, orderDetail, orderRow } from '../support/order-desk.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';

/** Issue 2/9: beer is sold from 16 (§ 9 JuSchG): the customer confirms, the desk checks ID at handover. */
test.describe('a beer in the cart', () => {
  keepStoreOpenInEachTest();

  test('asks the customer to confirm their age before ordering, and the desk says ID CHECK 16+', async ({
    page,
    request,
    browser,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(120_000);
    const beer = (await loadMenu(request)).products.find((product) => product.item_code === 'DR-01');
    expect(beer, 'the demo menu has its Münchner Helles').toBeDefined();

    await page.goto('/');
    const card = page.getByRole('article', { name: beer!.name, exact: true });
    await expect(card.getByText('16+')).toBeVisible();
    await card.getByRole('button', { name: `Add ${beer!.name}`, exact: true }).click();
    await page
      .getByRole('dialog', { name: beer!.name })
      .getByRole('button', { name: /^Add to cart/ })
      .click();
    await page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: 'View Cart' }).click();
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('button', { name: 'Place Order' })
      .click();

    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByLabel('Customer Name').fill('Anna Alt');
    await page
      .getByLabel('E-mail', { exact: true })
      .fill(`age-${testInfo.project.name}-${Date.now()}@example.com`);
    await page.getByLabel('Phone Number').fill('+49 30 555 0116');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    const confirm = page.getByRole('checkbox', { name: 'I am 16 or older' });
    await expect(confirm).not.toBeChecked();
    const place = page.getByRole('region', { name: 'Order summary' }).getByRole('button', {
      name: 'Place order and pay',
    });
    await expect(place).toBeDisabled();
    await expectAccessible();
    await confirm.check();
    await expect(place).toBeEnabled();
    await place.click();

    const waiting = page.getByText(/^Your order #\d+ is being processed\.\.\.$/);
    await expect(waiting).toBeVisible();
    const number = Number(/#(\d+)/.exec((await waiting.textContent()) ?? '')?.[1]);

    const desk = await newBrowserPage(browser, testInfo);
    await logInAdmin(desk);
    await desk.goto('/admin/orders');
    await expect(orderRow(desk, number)).toContainText('ID CHECK 16+');
    await orderRow(desk, number).click();
    await expect(orderDetail(desk, number).getByText('ID CHECK 16+')).toBeVisible();
    await desk.context().close();
  });
});
