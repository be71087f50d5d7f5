import type { OrderItem } from '@food/contract';
import { describe, expect, it } from 'vitest';
import { product } from './product-fixture.ts';
import { reorderLines } from './reorder.ts';

const NOW = Date.parse('2026-11-28T18:00:00Z');

const sauce = {
  id: 1,
  name: 'Sauce',
  min: 1,
  max: 1,
  options: [
    { id: 11, name: 'Tomato', price: 0, sold_out: false, sold_out_until: null },
    { id: 12, name: 'Cream', price: 0.5, sold_out: true, sold_out_until: null },
  ],
};
const pizza = product({ id: 5, name: 'Pizza', price: 9.5, option_groups: [sauce] });
const schnitzel = product({
  id: 2,
  name: 'Wiener Schnitzel',
  type: 'variable',
  price: null,
  variants: [{ id: 9, name: 'Large', price: 21.9, description: '' }],
});
const strudel = product({ id: 3, name: 'Apfelstrudel', price: 6, sold_out: true });

const item = (fields: Partial<OrderItem>): OrderItem => ({
  id: 1,
  product_id: 5,
  variant_id: null,
  product_name: 'Pizza',
  variant_name: null,
  quantity: 1,
  options: [],
  unit_price: 9.5,
  line_total: 9.5,
  tax_rate: 7,
  tax_included: 0.62,
  note: null,
  ...fields,
});

describe('reorderLines', () => {
  it("puts an earlier order's lines back at today's prices, with their variants, options and notes", () => {
    const { lines, leftOut } = reorderLines(
      [
        item({ quantity: 2, options: [{ option_id: 11, name: 'Tomato', price: 0 }], note: 'Crispy' }),
        item({
          product_id: 2,
          variant_id: 9,
          product_name: 'Wiener Schnitzel',
          variant_name: 'Large',
          unit_price: 19.9,
        }),
      ],
      [pizza, schnitzel],
      NOW,
    );
    expect(leftOut).toEqual([]);
    expect(lines.map((line) => [line.displayName, line.quantity, line.displayPrice, line.note])).toEqual([
      ['Pizza', 2, 9.5, 'Crispy'],
      ['Wiener Schnitzel (Large)', 1, 21.9, ''],
    ]);
    expect(lines[0]!.options.map((option) => option.id)).toEqual([11]);
  });

  it('leaves out and names what is sold out now or no longer on the menu', () => {
    const { lines, leftOut } = reorderLines(
      [
        item({ product_id: 3, product_name: 'Apfelstrudel' }),
        item({ options: [{ option_id: 12, name: 'Cream', price: 0.5 }] }),
        item({ product_id: null, product_name: 'Old special' }),
        item({ product_id: 2, variant_id: 7, product_name: 'Wiener Schnitzel', variant_name: 'Small' }),
        item({ options: [{ option_id: null, name: 'Garlic', price: 0 }] }),
        item({ options: [] }),
        item({ options: [{ option_id: 11, name: 'Tomato', price: 0 }] }),
      ],
      [pizza, schnitzel, strudel],
      NOW,
    );
    expect(leftOut).toEqual([
      { name: 'Apfelstrudel', why: 'sold_out' },
      { name: 'Pizza', why: 'sold_out' },
      { name: 'Old special', why: 'gone' },
      { name: 'Wiener Schnitzel (Small)', why: 'gone' },
      { name: 'Pizza', why: 'gone' },
      // The sauce group needs a choice now.
      { name: 'Pizza', why: 'gone' },
    ]);
    expect(lines).toHaveLength(1);
  });
});
