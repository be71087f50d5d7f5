import { describe, expect, it } from 'vitest';
import { currencyUnit } from './use-money.ts';

describe('currencyUnit', () => {
  it('puts the symbol where the store’s locale writes it', () => {
    expect(currencyUnit('GBP', 'en-GB')).toEqual({ prefix: '£' });
    expect(currencyUnit('EUR', 'de-DE')).toEqual({ suffix: '€' });
    expect(currencyUnit('EUR', 'en-IE')).toEqual({ prefix: '€' });
    expect(currencyUnit('CHF', 'de-CH')).toEqual({ prefix: 'CHF' });
  });
});
