/**
 * One catalogue file per language and domain (`catalogues/<language>/<domain>.json`); every key starts
 * with its domain and a dot. The storefront's first page carries only its own domains' texts.
 */
export const STOREFRONT_DOMAINS = [
  'common',
  'store',
  'menu',
  'cart',
  'checkout',
  'auth',
  'account',
  'orders',
  'errors',
  'validation',
] as const;

/** Loaded with the back office's code, by those who use it. */
export const BACK_OFFICE_DOMAINS = ['admin', 'desk', 'dashboard', 'catalogue', 'settings'] as const;

/** The storefront's legal pages (imprint, privacy, terms): loaded with their code, by those who open one. */
export const LEGAL_DOMAINS = ['legal'] as const;

/** Only the server sends these. */
const SERVER_DOMAINS = ['emails', 'printer', 'reports'] as const;

export const DOMAINS = [
  ...STOREFRONT_DOMAINS,
  ...LEGAL_DOMAINS,
  ...BACK_OFFICE_DOMAINS,
  ...SERVER_DOMAINS,
] as const;
export type Domain = (typeof DOMAINS)[number];
export type WebDomain =
  (typeof STOREFRONT_DOMAINS)[number] | (typeof LEGAL_DOMAINS)[number] | (typeof BACK_OFFICE_DOMAINS)[number];
