import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { loadMenu, type Category } from '../support/menu-data.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('The element is not rendered');
  return rect;
};

const sectionHeading = (page: Page, category: Category) =>
  page.getByRole('heading', { level: 2, name: category.name, exact: true });

/** The category's section, from its top to the bottom of the sticky bars (negative: under them). */
async function sectionBelow(page: Page, category: Category, sticky: Locator) {
  const section = await box(page.getByRole('region', { name: category.name, exact: true }));
  const bars = await box(sticky);
  return section.y - (bars.y + bars.height);
}

test.describe('menu navigation', () => {
  keepStoreOpenInEachTest();

  test('on a phone the category tabs stick under the header, follow the scroll and jump on tap', async ({
    page,
    request,
    isMobile,
    expectAccessible,
  }) => {
    test.skip(!isMobile, 'The tabs are the phone layout');
    const { categories } = await loadMenu(request);
    const [, , , reading, , tapped] = categories;
    if (!reading || !tapped) throw new Error('The demo menu needs at least six categories');
    await page.goto('/');
    const header = page.getByRole('banner');
    const tabs = page.getByRole('navigation', { name: 'Menu categories' });
    const tab = (category: Category) => tabs.getByRole('link', { name: category.name, exact: true });
    await expect(tab(categories[0]!)).toHaveAttribute('aria-current', 'location');
    for (const category of categories) expect((await box(tab(category))).height).toBeGreaterThanOrEqual(44);

    const stuckUnderHeader = () =>
      expect(async () => {
        const headerBox = await box(header);
        expect(Math.abs((await box(tabs)).y - (headerBox.y + headerBox.height))).toBeLessThanOrEqual(1);
      }).toPass();

    // Scrolled into the fourth category, its heading just gone under the bars.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await stuckUnderHeader();
    const offset = await sectionBelow(page, reading, tabs);
    await page.evaluate((by) => window.scrollBy(0, by), offset + 120);
    await stuckUnderHeader();
    await expect(tabs).toBeInViewport();
    await expect(tab(reading)).toHaveAttribute('aria-current', 'location');
    await expect(tabs.locator('[aria-current]')).toHaveCount(1);
    await expect(tab(reading)).toBeInViewport();

    // A tap brings its section to just below the tabs and marks it, also once the lock is over.
    await tab(tapped).tap();
    await expect(tab(tapped)).toHaveAttribute('aria-current', 'location');
    await expect(async () => {
      const gap = await sectionBelow(page, tapped, tabs);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(24);
    }).toPass();
    await expect(sectionHeading(page, tapped)).toBeInViewport();
    await page.waitForTimeout(1500);
    await expect(tab(tapped)).toHaveAttribute('aria-current', 'location');
    await expect(tab(tapped)).toBeInViewport();

    await expectAccessible();
  });

  test('on a desktop the strip tile of the last category marks that one, and it stays marked', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'The picture strip and the side list are the desktop layout');
    const { categories } = await loadMenu(request);
    const last = categories.at(-1)!;
    await page.goto('/');
    const strip = page.getByRole('navigation', { name: 'Menu categories' });
    const sideList = page.getByRole('navigation', { name: 'Categories', exact: true });

    await strip.getByRole('link', { name: last.name, exact: true }).click();
    await expect(sideList.getByRole('link', { name: last.name, exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(sectionHeading(page, last)).toBeInViewport();
    // Past the scroll's end and the 1 s lock: the choice must not move to the section above.
    await page.waitForTimeout(2000);
    await expect(sideList.locator('[aria-current]')).toHaveText(last.name);
    await expect(strip.getByRole('link', { name: last.name, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('on a desktop the first dishes show without scrolling', async ({ page, isMobile }) => {
    test.skip(isMobile, 'The first screen of a 1280 × 800 window');
    await page.goto('/');
    // The dish's name and price in full, and most of its card: the header grows by a line when a store's
    // hours for the day do not fit on one (an earlier test may leave several ranges for today).
    const dish = page.getByRole('article').first();
    await expect(dish.getByRole('heading')).toBeInViewport({ ratio: 1 });
    await expect(dish.getByText(/£\d/).first()).toBeInViewport({ ratio: 1 });
    await expect(dish).toBeInViewport({ ratio: 0.7 });
  });
});
