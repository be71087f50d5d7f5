import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { de } from '../support/catalogue.ts';
import { answerOrder, pendingOrder, registerByApi, uniqueEmail } from '../support/customer.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { loadMenu } from '../support/menu-data.ts';
import { tokenOf } from '../support/order-desk.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { simpleProducts } from '../support/storefront-order.ts';

// A German browser: the page, and the test's own API calls (registration, the menu), ask for German.
test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } });

/** "12,50 €", "5,31 £": money as German writes it, in the store's currency. */
const GERMAN_MONEY = /^\d+,\d{2}\s[€£]$/;

/** The waiting order's number, as "Deine Bestellung #12 wird bearbeitet …" says, and its id. */
const waitingOrder = (page: Page) => pendingOrder(page, /^Deine Bestellung #\d+ wird bearbeitet …$/);

/** A customer registered from a German browser, and the verification e-mail it was sent. */
async function registerInGerman(request: APIRequestContext, project: string) {
  const email = uniqueEmail(project, 'german');
  const password = 'e2e-secret-1';
  const registeredAt = Date.now();
  await registerByApi(request, email, password, 'de-DE');
  const mail = await waitForMail(email, /./, { after: registeredAt });
  return { email, password, mail };
}

test.describe('the golden path in German', () => {
  keepStoreOpenInEachTest();

  test('a German customer gets the verification e-mail in German', async ({ request }, testInfo) => {
    const { mail } = await registerInGerman(request, testInfo.project.name);
    expect(mail.text).toContain(de('emails.verification.outro'));
    expect(mail.html).toContain(de('emails.verification.action'));
    expect(mail.subject).toMatch(/^Bitte bestätige deine E-Mail-Adresse/);
    expect(mail.subject).not.toContain('Please verify');
  });

  test('a German customer verifies, orders and sees the answer in German', async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(150_000);
    // The dishes as the German page names them.
    const menu = await loadMenu(request, 'de-DE');
    const [product] = simpleProducts(menu.products, 1);
    if (!product) throw new Error('The demo store needs a simple product');
    const { email, password, mail } = await registerInGerman(request, testInfo.project.name);

    // The e-mail's link verifies the account on a German page.
    await page.goto(linkIn(mail, '/verify-registration'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
    await expect(
      page.getByText('Deine E-Mail-Adresse ist bestätigt. Du kannst dich jetzt anmelden.'),
    ).toBeVisible();
    await expect(page.getByText(/^Weiter in \d+ Sekunden?$/)).toBeVisible();

    // The menu: the product into the cart, then on to order.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const card = page.getByRole('article', { name: product.name, exact: true });
    await card
      .getByRole('button', { name: de('menu.product.add_label', { name: product.name }), exact: true })
      .click();
    await expect(
      card.getByRole('group', { name: de('cart.stepper.group', { name: product.name }) }),
    ).toContainText('1');
    await expectAccessible();
    const viewCart = page
      .getByRole('region', { name: de('cart.bar.label') })
      .getByRole('button', { name: de('cart.bar.view') });
    await expect(viewCart).not.toHaveAttribute('aria-disabled', 'true');
    await viewCart.click();
    await page
      .getByRole('dialog', { name: de('cart.modal.title') })
      .getByRole('button', { name: de('cart.place_order') })
      .click();

    // Logging in, in German; the account keeps the language it was used in.
    await expect(page).toHaveURL(/\/login\?next=%2Fupdate-address$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(page).toHaveTitle(/^Anmelden \| /);
    await expectAccessible();
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort').fill(password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

    // The contact step of a pickup.
    await expect(page).toHaveURL(/\/update-address$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deine Daten' })).toBeVisible();
    await expect(
      page.getByText('Abholung: Das Restaurant erreicht dich über deinen Namen und deine Telefonnummer.'),
    ).toBeVisible();
    await expect(page.getByLabel('Telefonnummer')).not.toHaveValue('');
    await expectAccessible();
    await page.getByRole('button', { name: 'Weiter' }).click();

    const me = await request.get('/api/users/me', {
      headers: { authorization: `Bearer ${await tokenOf(request, email, password)}` },
    });
    expect(((await me.json()) as { language: string | null }).language).toBe('de');

    // Checkout: cash, the summary in German with German money.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    await expect(page).toHaveTitle(/^Kasse \| /);
    await expect(page.getByRole('radio', { name: /Barzahlung/ })).toBeChecked();
    const summary = page.getByRole('region', { name: 'Bestellübersicht' });
    await expect(summary).toContainText(product.name);
    await expect(summary).toContainText('Zwischensumme');
    await expect(summary.getByRole('definition').last()).toHaveText(GERMAN_MONEY);
    await expect(summary).toContainText('Preise inkl. MwSt. Das Restaurant bestätigt den Endbetrag.');
    await expectAccessible();
    const placeOrder = summary.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await placeOrder.click();

    // The waiting view, then the restaurant's answer without a reload.
    await expect(
      page.getByRole('heading', { name: 'Warten auf die Bestätigung des Restaurants' }),
    ).toBeVisible();
    const order = await waitingOrder(page);
    // Placed, the summary says what is true of the order now, with no button to place it again.
    await expect(placeOrder).toHaveCount(0);
    await expect(summary).toContainText(`Bestellung #${order.number} gesendet.`);
    await expectAccessible();

    await answerOrder(request, order.id, 2);
    await expect(page.getByRole('heading', { name: 'Deine Bestellung wurde angenommen' })).toBeVisible();
    await expect(page.getByText('Danke für deine Bestellung!')).toBeVisible();
    await expect(page.getByText('Du zahlst bar, wenn du deine Bestellung abholst.')).toBeVisible();
    await expect(page.getByText(/^Zurück zur Speisekarte in \d+ Sekunden?$/)).toBeVisible();
    await expectAccessible();

    // My orders: the order, accepted, in German.
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
    await expect(page).toHaveTitle(/^Meine Bestellungen \| /);
    const card1 = page.getByRole('article', { name: `Bestellung #${order.number}` });
    await expect(card1).toContainText('Angenommen');
    await expect(card1).toContainText('Abholung');
    await expect(card1).toContainText('Gesamt');
    await expectAccessible();
  });
});
