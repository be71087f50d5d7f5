import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      storeId: 9,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      drainDelayMs: 0,
      redisPrefix: 'food',
      ordersPerAddress: 30,
      unpaidCheckoutsPerClient: 2,
    });
    expect(config.uploadDir).toBe(path.join(config.dataDir, 'uploads'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'food-eu',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      PUBLIC_URL: 'https://order.example.com/',
      STORE_ID: '12',
      DATA_DIR: '/var/lib/food',
      UPLOAD_DIR: '/srv/uploads',
      DRAIN_DELAY_MS: '3000',
      METRICS_TOKEN: 'a-long-enough-token',
      ORDERS_PER_ADDRESS: '100',
      UNPAID_CHECKOUTS_PER_CLIENT: '5',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'food-eu',
      publicUrl: 'https://order.example.com',
      storeId: 12,
      dataDir: '/var/lib/food',
      uploadDir: '/srv/uploads',
      drainDelayMs: 3000,
      metricsToken: 'a-long-enough-token',
      ordersPerAddress: 100,
      unpaidCheckoutsPerClient: 5,
    });
    expect(loadConfig({ ORDERS_PER_ADDRESS: 'off' }).ordersPerAddress).toBeNull();
    expect(loadConfig({ UNPAID_CHECKOUTS_PER_CLIENT: 'off' }).unpaidCheckoutsPerClient).toBeNull();
  });

  it('reads PRINTER_NETWORKS as networks and single addresses, none by default', () => {
    expect(loadConfig({}).printerNetworks).toEqual([]);
    expect(
      loadConfig({ PRINTER_NETWORKS: ' 127.0.0.0/8, 2001:db8::/32,192.0.2.7 ,' }).printerNetworks,
    ).toEqual([
      { address: '127.0.0.0', prefix: 8, family: 'ipv4' },
      { address: '2001:db8::', prefix: 32, family: 'ipv6' },
      { address: '192.0.2.7', prefix: 32, family: 'ipv4' },
    ]);
    for (const bad of [
      '127.0.0.0/33',
      'localhost',
      '127.1/8',
      '10.0.0.0/8/1',
      'fe80::/10%lo',
      '10.0.0.0/x',
    ]) {
      expect(() => loadConfig({ PRINTER_NETWORKS: bad }), bad).toThrow(
        new ConfigError([
          `Invalid PRINTER_NETWORKS="${bad}": must be networks such as 127.0.0.0/8 or 192.0.2.0/24, separated by commas`,
        ]),
      );
    }
  });

  it('names the variable in one clear line for a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      new ConfigError(['Invalid PORT="abc": must be a port number between 1 and 65535']),
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      new ConfigError(['Invalid METRICS_TOKEN="short": must be at least 16 characters']),
    );
    expect(() => loadConfig({ REDIS_PREFIX: 'food eu' })).toThrow(
      new ConfigError(['Invalid REDIS_PREFIX="food eu": must be 1 to 64 letters, digits, "_", "." or "-"']),
    );
    expect(() => loadConfig({ ORDERS_PER_ADDRESS: '0' })).toThrow(
      new ConfigError(['Invalid ORDERS_PER_ADDRESS="0": must be a whole number of orders from 1, or off']),
    );
    expect(() => loadConfig({ DRAIN_DELAY_MS: '6000' })).toThrow(
      new ConfigError([
        'Invalid DRAIN_DELAY_MS="6000": must be a whole number of milliseconds from 0 to 5000',
      ]),
    );
  });

  it('reports every bad variable at once', () => {
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', STORE_ID: '-1', PUBLIC_URL: 'not a url' });
      expect.unreachable();
    } catch (err) {
      const problems = (err as ConfigError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.map((line) => line.split('=')[0])).toEqual([
        'Invalid PORT',
        'Invalid DATABASE_URL',
        'Invalid PUBLIC_URL',
        'Invalid STORE_ID',
      ]);
    }
  });

  it('reads the Stripe keys together, never writing a secret out', () => {
    expect(loadConfig({}).stripe).toBeNull();
    const { stripe } = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh1234',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(stripe).toEqual({
      secretKey: 'sk_test_abcdefgh1234',
      webhookSecret: 'whsec_abcdefgh1234',
      apiUrl: new URL('http://127.0.0.1:12111'),
    });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abcdefgh1234', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh1234' })
        .stripe?.apiUrl.href,
    ).toBe('https://api.stripe.com/');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234' })).toThrow(
      new ConfigError([
        'Missing STRIPE_WEBHOOK_SECRET: online payment needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      ]),
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_publishable1', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh1234' }),
    ).toThrow(new ConfigError(['Invalid STRIPE_SECRET_KEY: must be a Stripe secret key (sk_… or rk_…)']));
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });
});
