/**
 * The smallest amount the provider charges, in minor units of the currency: Stripe refuses a checkout
 * below it. 0.50 in GBP and EUR as the product asks (Stripe takes £0.30; a checkout of 30 p is refused
 * here too); the other currencies as Stripe lists them, 50 minor units where it lists none.
 */
const MINIMUM_CHARGE_MINOR: Record<string, number> = {
  AED: 200,
  BGN: 100,
  CZK: 1500,
  DKK: 250,
  HKD: 400,
  HUF: 17500,
  MXN: 1000,
  MYR: 200,
  NOK: 300,
  PLN: 200,
  RON: 200,
  SEK: 300,
  THB: 1000,
};

export const minimumChargeMinor = (currency: string): number =>
  MINIMUM_CHARGE_MINOR[currency.toUpperCase()] ?? 50;
