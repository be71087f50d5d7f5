import { expect, test } from '../fixtures.ts';

test('the administrator logs in, sees the back office and logs out', async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  // On a phone the sidebar is a drawer behind the menu toggle.
  const openNavigation = async () => {
    if (isMobile) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  };

  await page.goto('/admin');
  await page.getByLabel(/email/i).fill('admin@example.com');
  await page.getByLabel(/password/i).fill('admin12345');
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAccessible();
  await openNavigation();
  await expect(page.getByText('Administrator', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByText('Food order', { exact: true }).filter({ visible: true })).toBeVisible();
  await expectAccessible();
  if (isMobile) await page.keyboard.press('Escape');

  // A reload keeps the session; the protected pages open.
  await page.goto('/admin/tax');
  await expect(page.getByRole('heading', { name: 'Tax Management' })).toBeVisible();

  const menu = page.getByRole('button', { name: /logout/i });
  if (!(await menu.isVisible()))
    await page
      .getByRole('button', { name: /menu|sidebar|navigation/i })
      .first()
      .click();
  await page.getByRole('button', { name: /logout/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Logged out successfully!').first()).toBeVisible();

  // Logged out means logged out: the back office needs a new login.
  await page.goto('/admin/home');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('a wrong password shows the error and stays on the login page', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel(/email/i).fill('admin@example.com');
  await page.getByLabel(/password/i).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});
