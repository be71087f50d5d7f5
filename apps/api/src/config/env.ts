import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// This module runs from apps/api/src/config (tsx) or bundled into apps/api/dist (npm run build).
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, path.basename(here) === 'dist' ? '../../..' : '../../../..');
// npm runs workspace scripts inside the workspace folder; relative paths are meant from where the user typed.
const userCwd = process.env.INIT_CWD ?? process.cwd();

/** A path the operator typed, taken from the folder they ran `npm` in. */
export const fromUserCwd = (value: string) => path.resolve(userCwd, value);

const optionalUrl = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .refine((value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a URL like ${example}`)
    .optional();

const folder = (fallback: string) =>
  z
    .string()
    .trim()
    .default('')
    .transform((value) => (value ? fromUserCwd(value) : fallback));

/** A network a printer may be in beyond the private LAN (PRINTER_NETWORKS). */
export interface PrinterNetwork {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** `127.0.0.0/8`, `2001:db8::/32`, or one address (`192.0.2.7`); undefined when it is none of those. */
function printerNetwork(text: string): PrinterNetwork | undefined {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || address.includes('%') || rest.length > 0) return undefined;
  const bits = version === 4 ? 32 : 128;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return undefined;
  const length = prefix === undefined ? bits : Number(prefix);
  if (length > bits) return undefined;
  return { address, prefix: length, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** Orders one client address may place in 10 minutes: many customers behind one office's address stay far below. */
const DEFAULT_ORDERS_PER_ADDRESS = 30;

/** Online checkouts one client (address, account, guest e-mail) may hold unpaid at once. */
const DEFAULT_UNPAID_CHECKOUTS = 2;

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number between 1 and 65535' })
    .int('must be a port number between 1 and 65535')
    .min(1, 'must be a port number between 1 and 65535')
    .max(65535, 'must be a port number between 1 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user@127.0.0.1:5432/food'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1 to 64 letters, digits, "_", "." or "-"')
    .default('food'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587'),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://order.example.com'),
  STORE_ID: z.coerce
    .number({ error: 'must be a positive whole number' })
    .int('must be a positive whole number')
    .positive('must be a positive whole number')
    .default(9),
  DATA_DIR: folder(path.join(repoRoot, '.data')),
  UPLOAD_DIR: z.string().trim().default(''),
  WEB_DIST_DIR: folder(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
  DRAIN_DELAY_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 0 to 5000' })
    .int('must be a whole number of milliseconds from 0 to 5000')
    .min(0, 'must be a whole number of milliseconds from 0 to 5000')
    .max(5000, 'must be a whole number of milliseconds from 0 to 5000')
    .default(0),
  ORDERS_PER_ADDRESS: z
    .string()
    .trim()
    .default('')
    .refine((value) => /^(|off|[1-9]\d{0,5})$/.test(value), 'must be a whole number of orders from 1, or off')
    .transform((value) => (value === 'off' ? null : Number(value || DEFAULT_ORDERS_PER_ADDRESS))),
  UNPAID_CHECKOUTS_PER_CLIENT: z
    .string()
    .trim()
    .default('')
    .refine(
      (value) => /^(|off|[1-9]\d{0,2})$/.test(value),
      'must be a whole number of checkouts from 1, or off',
    )
    .transform((value) => (value === 'off' ? null : Number(value || DEFAULT_UNPAID_CHECKOUTS))),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^(sk|rk)_(test|live)_\w{8,}$/.test(value),
      'must be a Stripe secret key (sk_… or rk_…)',
    )
    .transform((value) => value || undefined)
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^whsec_\w{8,}$/.test(value),
      'must be a webhook signing secret (whsec_…)',
    )
    .transform((value) => value || undefined)
    .optional(),
  STRIPE_API_URL: optionalUrl(['http:', 'https:'], 'https://api.stripe.com'),
  PRINTER_NETWORKS: z
    .string()
    .trim()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine(
      (items) => items.every((item) => printerNetwork(item)),
      'must be networks such as 127.0.0.0/8 or 192.0.2.0/24, separated by commas',
    )
    .transform((items) => items.map((item) => printerNetwork(item)!)),
  METRICS_TOKEN: z
    .string()
    .trim()
    .refine((value) => value === '' || value.length >= 16, 'must be at least 16 characters')
    .transform((value) => value || undefined)
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** What this deployment's keys and channels in Redis start with: several deployments can share one Redis. */
  redisPrefix: string;
  smtpUrl: string | undefined;
  publicUrl: string;
  storeId: number;
  dataDir: string;
  uploadDir: string;
  webDistDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** After SIGTERM, how long the process keeps serving while it reports not ready, before it closes. */
  drainDelayMs: number;
  /** Orders one client address may place per 10 minutes (POST /orders); null: no limit. */
  ordersPerAddress: number | null;
  /** Online checkouts one client may hold unpaid at once (POST /orders); null: no limit. */
  unpaidCheckoutsPerClient: number | null;
  /**
   * Where a network printer may be beyond the private LAN (10/8, 172.16/12, 192.168/16, fc00::/7 on ports
   * 9100–9109), on any port: a local print proxy (127.0.0.0/8), a VPN's range.
   */
  printerNetworks: PrinterNetwork[];
  /** The bearer token GET /metrics asks for; unset: no /metrics. */
  metricsToken: string | undefined;
  /** Online payment through Stripe; null: no keys, only cash is offered. Never logged nor answered. */
  stripe: StripeConfig | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's own API, or a Stripe-compatible server (tests, self-hosted). */
  apiUrl: URL;
}

const STRIPE_API = 'https://api.stripe.com';
const SECRETS = new Set(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** Reads the configuration once; every invalid variable is reported at once, one line each. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // A secret is never written out, not even a wrong one.
      if (SECRETS.has(name)) return `Invalid ${name}: ${issue.message}`;
      return `Invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new ConfigError([
      `Missing ${missing}: online payment needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET`,
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    storeId: e.STORE_ID,
    dataDir: e.DATA_DIR,
    uploadDir: e.UPLOAD_DIR ? fromUserCwd(e.UPLOAD_DIR) : path.join(e.DATA_DIR, 'uploads'),
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    drainDelayMs: e.DRAIN_DELAY_MS,
    ordersPerAddress: e.ORDERS_PER_ADDRESS,
    unpaidCheckoutsPerClient: e.UNPAID_CHECKOUTS_PER_CLIENT,
    printerNetworks: e.PRINTER_NETWORKS,
    metricsToken: e.METRICS_TOKEN,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: new URL(e.STRIPE_API_URL ?? STRIPE_API),
          }
        : null,
  };
}
