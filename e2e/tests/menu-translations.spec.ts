import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/admin-api.ts';
import { expect, test } from '../fixtures.ts';

const ENGLISH_NAME = 'Brezel with Obatzda';

async function logIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
}

/** The storefront's menu as a visitor whose browser speaks `locale`. */
async function menuIn(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await page.goto('/');
  return { page, close: () => context.close() };
}

test('the owner names a dish in German, and each customer reads it in their language', async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(60_000);
  const germanName = `Brezel mit Obatzda vom Haus ${testInfo.project.name}`;
  await logIn(page);

  await page.goto('/admin/products-list');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(ENGLISH_NAME);
  await page.getByRole('button', { name: `Edit ${ENGLISH_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  const tabs = dialog.getByRole('tablist', { name: 'Languages of the name and description' });
  await expect(tabs.getByRole('tab', { name: 'Default' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(ENGLISH_NAME);

  await tabs.getByRole('tab', { name: 'German' }).click();
  const nameInGerman = dialog.getByRole('textbox', { name: 'Name in German' });
  // The demo's German name (or what a run stopped halfway left of it).
  await expect(nameInGerman).toHaveValue(/^Brezel mit Obatzda/);
  await expectAccessible();
  await nameInGerman.fill(germanName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product updated successfully!', { exact: true })).toBeVisible();
  // The default name stays as it was.
  await expect(page.getByRole('row').filter({ hasText: ENGLISH_NAME })).toBeVisible();

  const german = await menuIn(browser, 'de-DE');
  await expect(german.page.getByText(germanName).first()).toBeVisible();
  await expect(german.page.getByText(ENGLISH_NAME)).toHaveCount(0);
  await german.close();

  const english = await menuIn(browser, 'en-US');
  await expect(english.page.getByText(ENGLISH_NAME).first()).toBeVisible();
  await expect(english.page.getByText(germanName)).toHaveCount(0);
  await english.close();

  // The demo's German name again, for the next project's run and the other specs.
  await page.getByRole('button', { name: `Edit ${ENGLISH_NAME}` }).click();
  await dialog
    .getByRole('tablist', { name: 'Languages of the name and description' })
    .getByRole('tab', { name: 'German' })
    .click();
  await nameInGerman.fill('Brezel mit Obatzda');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Product updated successfully!', { exact: true }).first()).toBeVisible();
});
