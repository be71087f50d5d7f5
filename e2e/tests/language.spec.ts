import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { loadMenu } from '../support/menu-data.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { simpleProducts } from '../support/storefront-order.ts';

/** The storefront's frame, menu, product dialog and cart in German, and the header's language switch. */

test.use({ locale: 'de-DE' });
// Several pages in two languages checked by axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });
keepStoreOpenInEachTest();

/** Money as a German reader of the demo's store reads it: "5,90 £" (its currency, German figures). */
const GERMAN_MONEY = /\d+,\d{2}\s£/;

const languageSwitch = (page: Page) => page.getByRole('banner').getByRole('combobox');

test('a German browser gets the menu, a product dialog and the cart in German', async ({
  page,
  request,
  expectAccessible,
}) => {
  const menu = await loadMenu(request);
  const [first, second] = simpleProducts(menu.products, 2);
  const withDialog = menu.products.find((product) => product.type === 'variable');
  if (!first || !second || !withDialog) throw new Error('The demo menu needs simple and variable products');

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/\| Online bestellen$/);
  const header = page.getByRole('banner');
  await expect(header.getByText('Geöffnet', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Abholung' })).toHaveAttribute('aria-pressed', 'true');
  await expect(languageSwitch(page)).toHaveAccessibleName('Sprache');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gutes Essen, frisch für dich zubereitet' }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Nur anzeigen' })).toBeVisible();
  await expectAccessible();

  // A product dialog: its description, its buttons and its prices in German.
  await page.locator(`#add-product-${withDialog.id}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Füge die gewünschten Varianten hinzu|Triff deine Auswahl/);
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible();
  await expect(dialog.getByText(GERMAN_MONEY).first()).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();

  // Two dishes in the cart: the bar and the cart say so in German, with German money.
  await page.locator(`#add-product-${first.id}`).click();
  await page.locator(`#add-product-${second.id}`).click();
  const bar = page.getByRole('region', { name: 'Deine Bestellung' });
  await expect(bar).toContainText('2 Artikel');
  await expect(bar).toContainText(GERMAN_MONEY);
  await bar.getByRole('button', { name: 'Warenkorb' }).click();
  const cart = page.getByRole('dialog', { name: 'Dein Warenkorb' });
  await expect(cart).toContainText('Abholung im Restaurant');
  await expect(cart.getByText('Zwischensumme')).toBeVisible();
  await expect(cart.getByText('Gesamtsumme')).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Bestellen' })).toBeVisible();
  await expect(cart.getByRole('button', { name: /^Notiz zu .+ hinzufügen$/ }).first()).toBeAttached();
  await expectAccessible();
});

test('the header switches to English and back, and the choice outlives a reload', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Abholung' })).toBeVisible();

  await languageSwitch(page).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header.getByRole('button', { name: 'Pickup' })).toBeVisible();
  await expect(header.getByText('Open', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Good food, made fresh to order' })).toBeVisible();
  await expect(languageSwitch(page)).toHaveAccessibleName('Language');
  await expectAccessible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header.getByRole('button', { name: 'Pickup' })).toBeVisible();
  await expect(page).toHaveTitle(/\| Order online$/);

  await languageSwitch(page).selectOption('de');
  await expect(header.getByRole('button', { name: 'Abholung' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(header.getByRole('button', { name: 'Abholung' })).toBeVisible();
  await expect(header.getByText('Geöffnet', { exact: true }).filter({ visible: true })).toBeVisible();
  await expectAccessible();
});
