import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { answerOrder, verifiedCustomer } from '../support/customer.ts';
import { loadMenu, type Product } from '../support/menu-data.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import {
  hasUniqueName,
  logInCustomer,
  placePickupOrder,
  simpleProducts,
} from '../support/storefront-order.ts';

/**
 * Issue 33, items 2, 3, 6 and 7: a tap made offline keeps the menu, the placed order's views say only
 * what is true of it now, the options dialog keeps Add in view and says what is missing, and the
 * dietary filter leaves no empty category on the menu.
 */

/** A product whose dialog asks for at least one option of a group before it can be added. */
function productWithRequiredChoice(products: Product[]) {
  const product = products.find(
    (candidate) =>
      candidate.option_groups.some((group) => group.min > 0) && hasUniqueName(candidate, products),
  );
  if (!product) throw new Error('The demo menu needs a product with a required option group');
  const group = product.option_groups.find((candidate) => candidate.min > 0)!;
  return { product, group };
}

/** The menu, painted and taken over by the app: its Add buttons work. */
async function openMenu(page: Page, product: Product) {
  await page.goto('/');
  const card = page.getByRole('article', { name: product.name, exact: true });
  await expect(card.getByRole('button', { name: `Add ${product.name}`, exact: true })).toBeEnabled();
  await expect(page.locator('[data-first-paint]')).not.toHaveAttribute('inert');
  return card;
}

const dialogCode = /\/assets\/product-dialog-[^/]+\.js$/;
const cartCode = /\/assets\/cart-modal-[^/]+\.js$/;
/** What mounts the dialogs at the first interaction: fetched before any dialog's own code. */
const dialogsCode = /\/assets\/storefront-dialogs-[^/]+\.js$/;

test.describe('the storefront after issue 33', () => {
  keepStoreOpenInEachTest();

  test('fetches the dialogs at the first sign of the visitor, not before: offline, Add opens the choices', async ({
    page,
    request,
  }) => {
    const { product } = productWithRequiredChoice((await loadMenu(request)).products);
    const fetchedUntouched: string[] = [];
    const onRequest = (sent: { url(): string }) => void fetchedUntouched.push(sent.url());
    page.on('request', onRequest);
    const card = await openMenu(page, product);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    // Nobody touched the page: it fetched what the menu shows, and no dialog (issue 45).
    expect(fetchedUntouched.filter((url) => dialogCode.test(url))).toEqual([]);

    const dialogFetched = page.waitForResponse(dialogCode);
    await page.mouse.move(200, 300);
    expect((await dialogFetched).ok()).toBe(true);

    await page.context().setOffline(true);
    await card.getByRole('button', { name: `Add ${product.name}`, exact: true }).click();

    await expect(page.getByRole('dialog', { name: product.name })).toBeVisible();
    await page.context().setOffline(false);
  });

  test('a dialog whose code cannot arrive offline says so in place, keeps the menu and the cart, and opens once back online', async ({
    page,
    request,
  }) => {
    const menu = await loadMenu(request);
    const [simple] = simpleProducts(menu.products);
    const { product } = productWithRequiredChoice(menu.products);
    // The connection drops before the dialogs' code is here, even the part that mounts them: that one
    // is on its way when the line goes.
    let dropLine!: () => void;
    const lineDropped = new Promise<void>((resolve) => (dropLine = resolve));
    await page.route(dialogsCode, async (route) => {
      await lineDropped;
      await route.abort('internetdisconnected');
    });
    for (const code of [dialogCode, cartCode]) {
      await page.route(code, (route) => route.abort('internetdisconnected'));
    }
    const simpleCard = await openMenu(page, simple!);
    await simpleCard.getByRole('button', { name: `Add ${simple!.name}`, exact: true }).click();
    const viewCart = page
      .getByRole('region', { name: 'Your order' })
      .getByRole('button', { name: 'View Cart' });
    await expect(viewCart).toBeVisible();
    await page.context().setOffline(true);
    dropLine();

    await viewCart.click();
    await expect(page.getByText("You're offline — we'll open the cart when you're back.")).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(simpleCard.getByRole('group', { name: `Quantity of ${simple!.name}` })).toContainText('1');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(viewCart).toBeVisible();

    const card = page.getByRole('article', { name: product.name, exact: true });
    await card.getByRole('button', { name: `Add ${product.name}`, exact: true }).click();
    await expect(
      page.getByText(`You're offline — we'll open ${product.name} when you're back.`),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

    for (const code of [dialogsCode, dialogCode, cartCode]) await page.unroute(code);
    await page.context().setOffline(false);
    await expect(page.getByRole('dialog', { name: product.name })).toBeVisible();
    await expect(page.getByText(/You're offline/)).toHaveCount(0);
  });

  test('the options dialog keeps Add to cart in view and, pressed too early, names the group still to choose', async ({
    page,
    request,
  }) => {
    const { product, group } = productWithRequiredChoice((await loadMenu(request)).products);
    const card = await openMenu(page, product);
    await card.getByRole('button', { name: `Add ${product.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: product.name });
    const add = dialog.getByRole('button', { name: /^Add to cart/ });
    await expect(add).toBeInViewport({ ratio: 1 });
    await expect(add).toBeEnabled();

    await add.click();

    const missing = `Choose ${group.min} ${group.name.charAt(0).toLowerCase()}${group.name.slice(1)}`;
    await expect(dialog.getByText(missing, { exact: true })).toBeVisible();
    const groupSet = dialog.getByRole('group', { name: new RegExp(group.name) });
    await expect(groupSet).toBeInViewport();
    await expect(groupSet.getByRole('radio').first()).toBeFocused();
    await expect(add).toBeInViewport({ ratio: 1 });
  });

  test('the dietary filter leaves no empty category and says once what it hides', async ({
    page,
    request,
  }) => {
    const [simple] = simpleProducts((await loadMenu(request)).products);
    await openMenu(page, simple!);
    const sections = page.locator('section[data-category-section]');
    const all = await sections.count();

    await page.getByRole('button', { name: 'Vegan', exact: true }).click();

    const note = page.getByText(/^\d+ dish(es)? hidden by your filter/);
    await expect(note).toBeVisible();
    await expect(page.getByText('No dishes in this category match your filter')).toHaveCount(0);
    const shown = await sections.count();
    expect(shown).toBeLessThan(all);
    for (let index = 0; index < shown; index++)
      await expect(sections.nth(index).getByRole('article').first()).toBeVisible();

    await page.getByRole('button', { name: 'Show all dishes' }).click();
    await expect(sections).toHaveCount(all);
    await expect(note).toHaveCount(0);
  });

  test('a rejected order says there is nothing to pay, not what it would cost', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const [product] = simpleProducts((await loadMenu(request)).products);
    const customer = await verifiedCustomer(request, testInfo.project.name, 'rejected-view');
    await logInCustomer(page, customer.email, customer.password);
    const order = await placePickupOrder(page, product!);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByRole('button', { name: 'Place order and pay' })).toHaveCount(0);
    await expect(summary).toContainText(`Order #${order.number} sent. If the restaurant accepts it, you pay`);

    await answerOrder(request, order.id, 3, 'We are too busy right now');

    await expect(page.getByRole('heading', { name: 'Order Not Accepted' })).toBeVisible();
    await expect(summary).toContainText(`Order #${order.number} was not accepted: there is nothing to pay.`);
    await expect(page.getByText(/you pay/i)).toHaveCount(0);
  });
});
