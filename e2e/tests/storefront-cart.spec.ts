import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectedTotals, loadMenu, minor, type Product } from '../support/menu-data.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { hasUniqueName, simpleProducts } from '../support/storefront-order.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Types into the header's search box, or on a phone into the search dialog, and shows the results. */
async function search(page: Page, isMobile: boolean, term: string) {
  if (!isMobile) {
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search the menu' }).fill(term);
    return;
  }
  await page.getByRole('banner').getByRole('button', { name: 'Search the menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the menu' });
  await dialog.getByLabel('Dish name').fill(term);
  await dialog.getByRole('button', { name: /^(Show \d+ dish|Back to the menu)/ }).click();
  await expect(dialog).toBeHidden();
}

/** The first simple product and the first variable product with two options, from the live menu. */
function pickProducts(products: Product[]) {
  const [simple] = simpleProducts(products);
  const variable = products.find(
    (product) =>
      product.type === 'variable' &&
      product.option_groups.length === 0 &&
      hasUniqueName(product, products) &&
      product.variants.length >= 2 &&
      new Set(product.variants.map((variant) => variant.name)).size === product.variants.length,
  );
  if (!simple || !variable) throw new Error('The demo menu needs a simple and a variable product');
  return { simple, variable, first: variable.variants[0]!, second: variable.variants[1]! };
}

test.describe('with the store open', () => {
  keepStoreOpenInEachTest();

  test('the menu shows the store, its live status and every active product', async ({
    page,
    request,
    isMobile,
    expectAccessible,
  }) => {
    const menu = await loadMenu(request);
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: menu.store.name })).toBeVisible();
    await expect(header.getByText(`${menu.store.address}, ${menu.store.country}`)).toBeVisible();
    await expect(header.getByText('Open', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');

    // Every active product is on the page, also in a category with more than 10.
    for (const category of menu.categories) {
      await expect(page.getByRole('heading', { level: 2, name: category.name, exact: true })).toBeAttached();
    }
    const counts = new Map<string, number>();
    for (const product of menu.products) counts.set(product.name, (counts.get(product.name) ?? 0) + 1);
    for (const [name, count] of counts) {
      await expect(page.getByRole('article', { name, exact: true })).toHaveCount(count);
    }
    await expectAccessible();

    // Choosing a category marks it and brings its section into view.
    const last = menu.categories.at(-1)!;
    const navigation = isMobile
      ? page.getByRole('navigation', { name: 'Menu categories' })
      : page.getByRole('navigation', { name: 'Categories', exact: true });
    const link = navigation.getByRole('link', { name: last.name, exact: true });
    await link.click();
    await expect(link).toHaveAttribute('aria-current', /true|location/);
    await expect(page.getByRole('heading', { level: 2, name: last.name, exact: true })).toBeInViewport();

    // A search that matches nothing says so.
    await search(page, isMobile, 'zzz-no-such-dish');
    await expect(page.getByText('No products found in any category').filter({ visible: true })).toBeVisible();
  });

  test('a customer searches, fills the cart, chooses delivery and finds the cart after a reload', async ({
    page,
    request,
    isMobile,
    expectAccessible,
  }) => {
    // A whole visit (search, two dialogs, a postcode, two accessibility scans, a reload): on a busy
    // 2-core machine its steps add up past the default 30 s.
    test.slow();
    const menu = await loadMenu(request);
    const { simple, variable, first, second } = pickProducts(menu.products);
    const postcode = menu.postcodes[0];
    if (!postcode) throw new Error('The demo store needs a delivery postcode');
    await page.goto('/');

    // Search, case-insensitively, and add the simple product twice.
    await search(page, isMobile, simple.name.toUpperCase());
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
    const simpleCard = page.getByRole('article', { name: simple.name, exact: true });
    await simpleCard.getByRole('button', { name: `Add ${simple.name}`, exact: true }).click();
    await simpleCard.getByRole('button', { name: `Add one more ${simple.name}` }).click();
    await expect(simpleCard.getByRole('group', { name: `Quantity of ${simple.name}` })).toContainText('2');
    await page.getByRole('button', { name: 'Clear search' }).click();

    // Two options of the variable product through the variant dialog; the card's first option is chosen.
    const variableCard = page.getByRole('article', { name: variable.name, exact: true });
    await variableCard.getByRole('button', { name: `Add ${variable.name}`, exact: true }).click();
    const variants = page.getByRole('dialog', { name: variable.name });
    await expect(variants.getByRole('group', { name: `Quantity of ${first.name}` })).toContainText('1');
    await variants.getByRole('button', { name: `Add ${second.name}`, exact: true }).click();
    await variants.getByRole('button', { name: `Add one more ${second.name}` }).click();
    await expect(variants.getByRole('group', { name: `Quantity of ${second.name}` })).toContainText('2');
    await expect(variants.getByRole('button', { name: `Remove one ${second.name}` })).toBeEnabled();
    await expect(variants.getByRole('button', { name: `Remove one ${first.name}` })).toBeDisabled();
    await expectAccessible();
    await variants.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(variants).toBeHidden();
    await expect(variableCard.getByRole('group', { name: `Quantity of ${variable.name}` })).toContainText(
      '3',
    );

    // Delivery: the static postcode dialog stays open on Escape, then saves postcode and fee.
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Delivery', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Delivery postcode' });
    await expect(picker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toBeVisible();
    await picker.getByRole('radio', { name: new RegExp(`^${escape(postcode.postcode)}\\b`) }).check();
    await picker.getByRole('button', { name: 'Save' }).click();
    await expect(picker).toBeHidden();
    const fee = menu.money(minor(postcode.delivery_fee));
    await expect(header.getByRole('button', { name: 'Delivery', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      header.getByRole('button', {
        name: new RegExp(`Delivery postcode ${escape(postcode.postcode)}, delivery fee ${escape(fee)}`),
      }),
    ).toBeVisible();

    // The bar counts the items; the cart lists them by product, and quantities change there.
    const bar = page.getByRole('region', { name: 'Your order' });
    await expect(bar).toContainText('5 items');
    const viewCart = bar.getByRole('button', { name: 'View Cart' });
    await expect(viewCart).not.toHaveAttribute('aria-disabled', 'true');
    await viewCart.click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(cart).toBeVisible();
    await expect(bar).toBeHidden();
    await expect(cart.getByText(`Delivery to ${postcode.postcode}`).first()).toBeVisible();
    await expect(cart.getByText(`2 x ${second.name} [${menu.money(minor(second.price))}]`)).toBeVisible();
    await expect(cart.getByText(`1 x ${first.name} [${menu.money(minor(first.price))}]`)).toBeVisible();
    await expectAccessible();

    await cart.getByRole('button', { name: `Add one more ${simple.name}` }).click();
    await cart.getByRole('button', { name: `Remove one ${variable.name} (${first.name})` }).click();
    await expect(cart.getByText(`${first.name} [`)).toHaveCount(0);

    const expected = expectedTotals(
      [
        { price: simple.price!, quantity: 3 },
        { price: second.price, quantity: 2 },
      ],
      menu.deliveryPercent,
      minor(postcode.delivery_fee),
    );
    const totalsText = new RegExp(
      [
        `Subtotal\\s*${escape(menu.money(expected.subtotal))}`,
        menu.deliveryPercent > 0
          ? `Discount\\s*Saved ${menu.deliveryPercent}%\\s*−${escape(menu.money(expected.discount))}`
          : '',
        `Delivery fee.*?${escape(menu.money(expected.fee))}`,
        `Grand Total\\s*${escape(menu.money(expected.total))}`,
      ]
        .filter(Boolean)
        .join('\\s*'),
    );
    const totals = cart.getByRole('region', { name: 'Order total' });
    await expect(totals).toHaveText(totalsText);

    // A reload keeps the cart, the order type and the postcode.
    await page.reload();
    await expect(bar).toContainText('5 items');
    await expect(bar).toContainText(menu.money(expected.total));
    await expect(viewCart).not.toHaveAttribute('aria-disabled', 'true');
    await viewCart.click();
    await expect(cart.getByText(`3 x ${menu.money(minor(simple.price!))}`)).toBeVisible();
    await expect(cart.getByText(`2 x ${second.name} [${menu.money(minor(second.price))}]`)).toBeVisible();
    await expect(totals).toHaveText(totalsText);

    // A visitor places the order by logging in first.
    await cart.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fupdate-address$/);
  });

  test('removing a product from the cart removes all of its options', async ({ page, request }) => {
    const menu = await loadMenu(request);
    const { variable, first, second } = pickProducts(menu.products);
    await page.goto('/');
    await page
      .getByRole('article', { name: variable.name, exact: true })
      .getByRole('button', { name: `Add ${variable.name}`, exact: true })
      .click();
    const variants = page.getByRole('dialog', { name: variable.name });
    await variants.getByRole('button', { name: `Add ${second.name}`, exact: true }).click();
    await variants.getByRole('button', { name: /^Add to cart/ }).click();

    const viewCart = page.getByRole('button', { name: 'View Cart' });
    await expect(viewCart).not.toHaveAttribute('aria-disabled', 'true');
    await viewCart.click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(cart.getByText(`1 x ${first.name} [`)).toBeVisible();
    await cart.getByRole('button', { name: `Remove ${variable.name} from the cart` }).click();
    await expect(cart.getByText('Your cart is empty')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(page.getByRole('button', { name: 'View Cart' })).toHaveCount(0);
  });
});
