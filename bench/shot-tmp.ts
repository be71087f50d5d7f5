import { chromium } from 'playwright-core';
import { startDemoServer } from './demo-server.ts';

const server = await startDemoServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ locale: 'de-DE', viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/admin`);
    await page.locator('input[type=email]').fill('admin@example.com');
    await page.locator('input[type=password]').fill('admin12345');
    await page.locator('input[type=password]').press('Enter');
    await page.waitForURL(/\/admin\/home$/);
    await page.goto(`${server.origin}/admin/products-list?product=1`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Deutsch' }).first().click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/bo/shots/product-${width}.png` });
    await dialog.screenshot({ path: `/tmp/bo/shots/product-dialog-${width}.png` });
    await page.keyboard.press('Escape');
    await page.goto(`${server.origin}/admin/store-setting`);
    await page.getByRole('combobox', { name: /Standardsprache/ }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/bo/shots/settings-${width}.png`, fullPage: true });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
