import { expect, type Page } from '@playwright/test';

/**
 * Follows a link of the back-office navigation: the sidebar on a desktop, the drawer behind "Toggle
 * navigation" on a phone. The drawer is opened again if a click landed while the page was still
 * settling (a lazy route swapping in), so the test does not hang on a closed drawer.
 */
export async function followAdminLink(page: Page, name: string | RegExp, group?: string) {
  const nav = page.getByRole('navigation', { name: 'Back office' }).filter({ visible: true });
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  const link = nav.getByRole('link', { name, exact: typeof name === 'string' });
  await expect(async () => {
    if ((await nav.count()) === 0 && (await toggle.isVisible())) await toggle.click();
    if (group && !(await link.isVisible())) await nav.getByRole('button', { name: group }).click();
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await link.click();
}
