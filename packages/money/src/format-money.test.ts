import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from './format-money.ts';

const gbp = { currency: 'GBP', locale: 'en-GB' };
const eur = { currency: 'EUR', locale: 'de-DE' };

describe('formatMoney', () => {
  it('formats minor units in the store currency and locale', () => {
    expect(formatMoney(1250, gbp)).toBe('£12.50');
    expect(formatMoney(1250, eur)).toBe('12,50\u00a0€');
    expect(formatMoney(1250, { currency: 'USD', locale: 'en-US' })).toBe('$12.50');
  });

  it('formats zero, single minor units, large and negative amounts', () => {
    expect(formatMoney(0, gbp)).toBe('£0.00');
    expect(formatMoney(1, gbp)).toBe('£0.01');
    expect(formatMoney(123_456_789, gbp)).toBe('£1,234,567.89');
    expect(formatMoney(123_456_789, eur)).toMatch(/^1\.234\.567,89\s€$/);
    expect(formatMoney(-1250, gbp)).toBe('-£12.50');
  });

  it('prints -0 as zero', () => {
    expect(formatMoney(-0, gbp)).toBe('£0.00');
  });

  it('reuses one formatter per locale and currency', () => {
    const RealNumberFormat = Intl.NumberFormat;
    const spy = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new RealNumberFormat(...args);
    });
    try {
      const chf = { currency: 'CHF', locale: 'de-CH' };
      formatMoney(100, chf);
      formatMoney(200, { ...chf });
      formatMoney(300, { currency: 'CHF', locale: 'fr-CH' });
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses non-integer minor units and unknown currencies', () => {
    expect(() => formatMoney(12.5, gbp)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, gbp)).toThrow(RangeError);
    expect(() => formatMoney(100, { currency: 'NOPE', locale: 'en-GB' })).toThrow(RangeError);
  });
});
