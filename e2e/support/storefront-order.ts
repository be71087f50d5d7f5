import { expect, type Page } from '@playwright/test';
import { pendingOrder } from './customer.ts';
import type { Product } from './menu-data.ts';

/** A customer's way through the storefront to the waiting view, as the order desk's tests need it. */

/** A name no other product has, so that its card can be found by name. */
export const hasUniqueName = (product: Product, products: Product[]) =>
  products.filter((other) => other.name === product.name).length === 1;

/**
 * Simple products with a price, no options and a unique name: their card's Add puts them in the cart
 * at once.
 */
export function simpleProducts(products: Product[], atLeast = 1): Product[] {
  const simple = products.filter(
    (product) =>
      product.type === 'simple' &&
      product.price !== null &&
      product.option_groups.length === 0 &&
      hasUniqueName(product, products),
  );
  if (simple.length < atLeast) throw new Error(`The demo menu needs ${atLeast} simple products`);
  return simple;
}

export async function logInCustomer(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A logged-in customer on the menu puts one product in the cart and goes on to the checkout. */
export async function checkoutWith(page: Page, product: Product) {
  const card = page.getByRole('article', { name: product.name, exact: true });
  await card.getByRole('button', { name: `Add ${product.name}`, exact: true }).click();
  await expect(card.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('1');
  const viewCart = page
    .getByRole('region', { name: 'Your order' })
    .getByRole('button', { name: 'View Cart' });
  await expect(viewCart).not.toHaveAttribute('aria-disabled', 'true');
  await viewCart.click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/update-address$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Pickup order of one product by a logged-in customer; answers the order's id and number from the waiting view. */
export async function placePickupOrder(
  page: Page,
  product: Product,
): Promise<{ id: number; number: number }> {
  await page.goto('/');
  await checkoutWith(page, product);
  await page
    .getByRole('region', { name: 'Order summary' })
    .getByRole('button', { name: 'Place order and pay' })
    .click();
  return pendingOrder(page);
}
