import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
const debianChromium = '/usr/bin/chromium';
// Each run gets an empty embedded database, seeded with the demo restaurant by the server itself.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-e2e-'));
// E-mail: a real SMTP server started by the global setup (support/mail-catcher.ts) writes what it
// receives into a folder the tests read. Workers load this file again and inherit both settings.
// The SMTP port follows the web port, so that runs on different ports do not collide.
process.env.E2E_SMTP_PORT ??= String(port + 25);
process.env.E2E_MAIL_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'food-e2e-mail-'));
const smtpPort = Number(process.env.E2E_SMTP_PORT);
// Online payment: the Stripe test server (apps/api/test/stripe-server.ts, its keys below) on the next
// port, its hosted page sending the signed webhooks to the server under test. The demo store still
// offers only cash: online-payment.spec.ts turns online on and off again.
const stripePort = port + 26;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  globalSetup: './support/mail-catcher.ts',
  // A shared CI machine can run several times slower than a developer's: waits are generous, as the
  // steps themselves are not timed.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: no test tool can download its own browser here.
      ...(fs.existsSync(debianChromium) ? { executablePath: debianChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: [
    {
      command: 'npx tsx test/run-stripe-server.ts',
      cwd: '../apps/api',
      port: stripePort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(stripePort), WEBHOOK_URL: `http://127.0.0.1:${port}/api/payments/stripe/webhook` },
    },
    {
      command: 'npm run start -w @food/api',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        // The server only connects when it sends, by which time the global setup is listening.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Links in e-mails lead to the server under test.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Customers registered through the API name an address of their own (support/customer.ts).
        TRUST_PROXY: 'true',
        // The browsers' orders all come from 127.0.0.1, more than an address's orders in 10 minutes.
        ORDERS_PER_ADDRESS: 'off',
        // kitchen-printer.spec.ts's network printer listens on 127.0.0.1.
        PRINTER_NETWORKS: '127.0.0.0/8',
        STRIPE_SECRET_KEY: 'sk_test_localstripeserver',
        STRIPE_WEBHOOK_SECRET: 'whsec_localstripeserver',
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      },
    },
  ],
});
