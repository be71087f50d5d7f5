import { expect, test } from '../fixtures.ts';

/** The storefront's legal pages: reached from every page's footer, in the reader's language, accessible. */

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test("the footer's Imprint link shows who runs the demo restaurant", async ({ page, expectAccessible }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Imprint' }).click();
    await expect(page).toHaveURL(/\/imprint$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Gasthaus Zur Linde Demo GmbH (fiktiv)')).toBeVisible();
    await expect(main.getByText('Represented by: Erika Musterfrau')).toBeVisible();
    await expect(main.getByRole('link', { name: 'legal@example.com' })).toBeVisible();
    await expect(main.getByText('VAT ID: DE000000000')).toBeVisible();
    await expect(main.getByText('demo restaurant', { exact: false })).toBeVisible();
    await expectAccessible();
  });
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('/datenschutz is the privacy policy in German, naming what is stored first', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/datenschutz');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    const storage = page.getByRole('region', { name: 'Cookies und Speicher auf diesem Gerät' });
    await expect(storage.getByText('token, userData, role, store_id')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bestellungen' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/imprint',
    );
    await expectAccessible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ locale: 'de-DE', javaScriptEnabled: false });

  test('the imprint is on the page the server sends, in the reader’s language', async ({ page }) => {
    await page.goto('/impressum');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Impressum', includeHidden: true }),
    ).toBeVisible();
    await expect(page.getByText('Gasthaus Zur Linde Demo GmbH (fiktiv)')).toBeVisible();
    await expect(page.getByText('Vertreten durch: Erika Musterfrau')).toBeVisible();
  });
});
