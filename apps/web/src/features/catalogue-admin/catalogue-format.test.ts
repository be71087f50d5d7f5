import { describe, expect, it } from 'vitest';
import { getIntl } from '@/lib/i18n/language.ts';
import { priceSummary, taxLabel, truncateText } from './catalogue-format.ts';

describe('truncateText', () => {
  it('keeps up to 20 characters as they are', () => {
    expect(truncateText('Fresh salads')).toBe('Fresh salads');
    expect(truncateText('12345678901234567890')).toBe('12345678901234567890');
    expect(truncateText('')).toBe('');
  });

  it('cuts longer texts at 20 characters and adds "..."', () => {
    expect(truncateText('Stone-baked pizzas from our oven')).toBe('Stone-baked pizzas f...');
  });

  it('never splits a character made of two code units', () => {
    expect(truncateText('🍕'.repeat(21))).toBe(`${'🍕'.repeat(20)}...`);
  });
});

describe('taxLabel', () => {
  it('shows the name and the rate', () => {
    expect(taxLabel(getIntl(), { name: 'Standard VAT', percentage: 19 })).toMatch(/^Standard VAT \(19\s%\)$/);
  });
});

describe('priceSummary', () => {
  const format = (amount: number) => `£${amount.toFixed(2)}`;
  const variant = (id: number, price: number) => ({
    id,
    name: `V${id}`,
    translations: {},
    price,
    description: '',
  });

  it('shows the price of a simple product', () => {
    expect(priceSummary(getIntl(), { type: 'simple', price: 8.5, variants: [] }, format)).toEqual({
      price: '£8.50',
    });
    expect(priceSummary(getIntl(), { type: 'simple', price: null, variants: [] }, format)).toEqual({
      price: '—',
    });
  });

  it('shows the cheapest variant and the count of a variable product', () => {
    const variants = [variant(1, 12), variant(2, 9.5), variant(3, 14)];
    expect(priceSummary(getIntl(), { type: 'variable', price: null, variants }, format)).toEqual({
      price: 'from £9.50',
      detail: '3 variants',
    });
    expect(
      priceSummary(getIntl(), { type: 'variable', price: null, variants: [variant(1, 4)] }, format),
    ).toEqual({
      price: 'from £4.00',
      detail: '1 variant',
    });
    expect(priceSummary(getIntl(), { type: 'variable', price: null, variants: [] }, format)).toEqual({
      price: '—',
      detail: 'No variants',
    });
  });
});
