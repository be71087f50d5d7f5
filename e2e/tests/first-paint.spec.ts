import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { DEMO_ADMIN } from '../support/admin-api.ts';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu page already shows the restaurant, its categories and dishes with prices', async ({
    page,
    request,
  }) => {
    const store = await (await request.get('/api/stores/9')).json();
    const headers = { 'accept-language': 'en-US' };
    const categories: { id: number; name: string }[] = await (
      await request.get('/api/categories/?store_id=9', { headers })
    ).json();
    const [first] = categories;
    const dishes: { name: string; price: number }[] = await (
      await request.get(`/api/products/limitbycat/10?offset=0&store_id=9&category_id=${first!.id}`, {
        headers,
      })
    ).json();

    await page.goto('/');
    await expect(page).toHaveTitle(`${store.name} | Order online`);
    // Above the menu, where a customer looks first: why its buttons do nothing. (Playwright's text
    // matchers skip a <noscript>'s text, so it is read as the DOM has it.)
    const notice = page.locator('noscript');
    await expect(notice).toBeVisible();
    expect(await notice.textContent()).toBe(
      'Ordering needs JavaScript. Please enable it to choose dishes and order.',
    );
    expect((await notice.boundingBox())!.y).toBeLessThan((await page.locator('#root').boundingBox())!.y);
    // The markup is hidden from assistive technology until the app takes it over: found by text, not role.
    const root = page.locator('#root');
    await expect(root.getByText(store.name).first()).toBeVisible();
    await expect(root.getByText(store.address).first()).toBeVisible();
    for (const category of categories) await expect(root.getByText(category.name).first()).toBeAttached();
    const dish = dishes[0]!;
    const card = root.locator('li, article').filter({ hasText: dish.name }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(`£${dish.price.toFixed(2)}`);
    await expect(root.locator('[inert][aria-hidden="true"]')).toHaveCount(1);
  });

  test('the back office’s login already shows its form', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveTitle('Admin Login | Food order admin');
    const root = page.locator('#root');
    await expect(root.getByText('Admin Login', { exact: true })).toBeVisible();
    await expect(root.locator('input[type="password"]')).toBeVisible();
  });
});

type PaintedWindow = Window & { paintedHeading?: Element | null; paintedCategories?: Element | null };

/** Whether the page's heading is still the element the server sent, kept by the app, not replaced. */
const headingKept = (page: Page) =>
  page.evaluate(() => {
    const painted = (window as PaintedWindow).paintedHeading;
    return painted !== undefined && painted !== null && painted === document.querySelector('#root h1');
  });

test('the app takes the painted page over without replacing it, with or without a cart', async ({
  page,
  request,
}) => {
  const headers = { 'accept-language': 'en-US' };
  const rendered = await request.get('/', { headers });
  expect(await rendered.text(), 'the server painted the page').toMatch(
    /<div id="root"><div data-first-paint="" inert=""/,
  );
  const categories: { id: number }[] = await (
    await request.get('/api/categories/?store_id=9', { headers })
  ).json();
  const dishes: { name: string; type: string }[] = await (
    await request.get(`/api/products/limitbycat/10?offset=0&store_id=9&category_id=${categories[0]!.id}`, {
      headers,
    })
  ).json();
  const simple = dishes.find((dish) => dish.type === 'simple')!;
  // The heading as the server sent it, kept before the app's first render (which waits for a later task).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as PaintedWindow).paintedHeading = document.querySelector('#root h1');
    }),
  );

  await page.goto('/');
  await page.getByRole('button', { name: `Add ${simple.name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Add one more ${simple.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Cart' })).toBeVisible();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  expect(await headingKept(page), 'the app hydrated the painted page').toBe(true);

  // The server paints nobody's cart; this browser's shows once the page is the app's.
  await page.reload();
  await expect(page.getByRole('button', { name: 'View Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Add one more ${simple.name}` })).toBeVisible();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  expect(await headingKept(page), 'the app hydrated the painted page with a cart').toBe(true);
});

test('the back office’s login is the server’s, taken over by the app, and logs in', async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as PaintedWindow).paintedHeading = document.querySelector('#root h1');
    }),
  );
  await page.goto('/admin');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  expect(await headingKept(page), 'the app hydrated the painted login').toBe(true);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/(home|orders)/);
});

test('the painted page already shows the categories as the screen’s width wants them, and the app keeps them', async ({
  page,
}) => {
  const wide = page.viewportSize()!.width >= 1024;
  // The categories' navigation the server's page shows, before the app's first render.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as PaintedWindow).paintedCategories = Array.from(
        document.querySelectorAll('#root nav:has([data-category-tile], [data-category-tab])'),
      ).find((nav) => nav.getClientRects().length > 0);
    }),
  );
  await page.goto('/');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  const shown = page.locator('#root nav:has([data-category-tile], [data-category-tab])');
  await expect(shown, 'the app keeps one of the two').toHaveCount(1);
  await expect(shown.locator(wide ? '[data-category-tile]' : '[data-category-tab]').first()).toBeVisible();
  const kept = await page.evaluate(() => {
    const painted = (window as PaintedWindow).paintedCategories;
    return painted !== undefined && painted !== null && painted.isConnected;
  });
  expect(kept, 'the painted navigation is the one the app kept: nothing moved').toBe(true);
});

test.describe('the store’s status comes with the page', () => {
  keepStoreOpenInEachTest();

  test('the header says open with today’s hours before the status socket says anything', async ({ page }) => {
    // The status socket connects but stays silent: what the header says is the page's.
    let silenced = 0;
    await page.routeWebSocket(/\/ws\//, () => {
      silenced += 1;
    });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText('Open', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(header.getByText('00:00 - 23:59').filter({ visible: true })).toBeVisible();
    expect(silenced, 'the status socket was opened, and heard nothing').toBeGreaterThan(0);
  });
});
