import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminAccountLanguage, DEMO_ADMIN } from '../support/admin-api.ts';

/** The back office in German for a German browser: its frame, navigation and dashboard, and the switch. */

test.use({ locale: 'de-DE' });
// Several pages in two languages checked by axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** "5,90 £": money as a German reader of the demo's (British) store reads it; "£5.90" in English. */
const GERMAN_MONEY = /^\d{1,3}(\.\d{3})*,\d{2}\s£$/;
const ENGLISH_MONEY = /^£\d{1,3}(,\d{3})*\.\d{2}$/;

const languageSwitch = (page: Page, name: 'Sprache' | 'Language') =>
  page.getByRole('banner').getByRole('combobox', { name });

/** The back office's navigation: the sidebar on a desktop, the drawer behind the menu toggle on a phone. */
async function openNavigation(page: Page, isMobile: boolean, toggle: string, nav: string) {
  if (isMobile) await page.getByRole('button', { name: toggle }).click();
  return page.getByRole('navigation', { name: nav }).filter({ visible: true });
}

/** Switches the language and waits until the account has it too. */
async function switchTo(page: Page, from: 'Sprache' | 'Language', to: 'de' | 'en') {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/users/me') && response.request().method() === 'PATCH',
  );
  await languageSwitch(page, from).selectOption(to);
  expect((await saved).ok()).toBe(true);
}

test('a German administrator gets the back office in German, switches to English and back', async ({
  page,
  request,
  isMobile,
  expectAccessible,
}) => {
  const account = await adminAccountLanguage(request);
  const before = await account.get();
  // No choice on the account yet: the login keeps the browser's German (and saves it).
  await account.set(null);
  try {
    await page.goto('/admin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Admin-Anmeldung | Food order Backoffice');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin-Anmeldung' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expectAccessible();
    await page.getByLabel('E-Mail').fill(DEMO_ADMIN.email);
    await page.getByLabel('Passwort').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();

    // The dashboard in German: headings, figures, money as German writes it, the chart's summary.
    await expect(page).toHaveURL(/\/admin\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await expect(page).toHaveTitle('Übersicht | Food order Backoffice');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Heute' })).toBeVisible();
    await expect(main.getByText('Umsatz', { exact: true })).toBeVisible();
    await expect(main.getByText('Antwortzeit im Schnitt', { exact: true })).toBeVisible();
    await expect(main.getByText(GERMAN_MONEY)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Bestellungen pro Stunde' })).toBeVisible();
    await expect(
      main
        .locator('figcaption')
        .getByText(/^(Heute noch keine Bestellungen\.|\d+ Bestellungen? heute; die bisher stärkste .+)$/),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Schnellzugriff' })).toBeVisible();
    await expect(page.getByRole('search').getByRole('combobox')).toHaveAccessibleName(
      'Bestellungen, Produkte und Kategorien durchsuchen',
    );
    await expect(languageSwitch(page, 'Sprache')).toHaveValue('de');
    await expectAccessible();

    // The navigation in German.
    let nav = await openNavigation(page, isMobile, 'Navigation ein- oder ausblenden', 'Backoffice');
    await expect(nav.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /^Bestellannahme/ })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Speisekarte' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Liefergebiete' })).toBeVisible();
    await expectAccessible();
    if (isMobile) await page.keyboard.press('Escape');

    // English: every text of the frame and the dashboard switches, and the account remembers it.
    await switchTo(page, 'Sprache', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard | Food order admin');
    await expect(main.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
    await expect(main.getByText('Average answer time', { exact: true })).toBeVisible();
    await expect(main.getByText(ENGLISH_MONEY)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Orders per hour' })).toBeVisible();
    nav = await openNavigation(page, isMobile, 'Toggle navigation', 'Back office');
    await expect(nav.getByRole('link', { name: /^Orders/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Delivery postcodes' })).toBeVisible();
    await expectAccessible();
    if (isMobile) await page.keyboard.press('Escape');
    expect(await account.get()).toBe('en');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(languageSwitch(page, 'Language')).toHaveValue('en');

    // And back to German, which outlives a reload too.
    await switchTo(page, 'Language', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    expect(await account.get()).toBe('de');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await expect(page).toHaveTitle('Übersicht | Food order Backoffice');
    await expect(main.getByText(GERMAN_MONEY)).toBeVisible();
    nav = await openNavigation(page, isMobile, 'Navigation ein- oder ausblenden', 'Backoffice');
    await expect(nav.getByRole('link', { name: /^Bestellannahme/ })).toBeVisible();
    await expectAccessible();
  } finally {
    // The other specs log the same administrator in from an English browser.
    await account.set(before);
  }
});
