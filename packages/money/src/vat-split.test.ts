import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByLargestRemainder } from './largest-remainder.ts';
import { orderTotals } from './order-totals.ts';
import { vatSplit } from './vat-split.ts';

const line = fc.record({
  unitMinor: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  rateBasisPoints: fc.constantFrom(0, 500, 700, 1000, 1900, 2000, 725),
});
const order = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 12 }),
  discountPercent: fc.oneof(
    fc.constant(0),
    fc.constant(100),
    fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
  ),
  deliveryFeeMinor: fc.integer({ min: 0, max: 10_000 }),
});

describe('splitByLargestRemainder', () => {
  it('gives the units left over to the largest remainders', () => {
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(10, [1, 2])).toEqual([3, 7]);
    expect(splitByLargestRemainder(5, [0, 0])).toEqual([3, 2]);
    expect(splitByLargestRemainder(0, [])).toEqual([]);
  });

  it('always adds up, and never strays a unit from the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (amount, weights) => {
          const parts = splitByLargestRemainder(amount, weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          parts.forEach((part, index) => {
            const exact = total === 0 ? amount / weights.length : (amount * weights[index]!) / total;
            expect(Math.abs(part - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('vatSplit', () => {
  it('splits a mixed order with a discount and a delivery fee to the cent', () => {
    // 2 × 8.90 food at 7 %, 3 × 3.50 drinks at 19 %; 10 % off (2.83); delivery 2.50; total 27.97.
    const parts = vatSplit({
      lines: [
        { grossMinor: 1050, rateBasisPoints: 1900 },
        { grossMinor: 1780, rateBasisPoints: 700 },
      ],
      discountMinor: 283,
      deliveryFeeMinor: 250,
    });
    expect(parts).toEqual([
      // 17.80 − 1.78 discount + 1.57 of the fee
      { rateBasisPoints: 700, grossMinor: 1759, netMinor: 1644, vatMinor: 115 },
      // 10.50 − 1.05 discount + 0.93 of the fee (the cent left over has the larger remainder)
      { rateBasisPoints: 1900, grossMinor: 1038, netMinor: 872, vatMinor: 166 },
    ]);
  });

  it('puts everything on one rate when there is only one', () => {
    expect(
      vatSplit({
        lines: [{ grossMinor: 1190, rateBasisPoints: 1900 }],
        discountMinor: 0,
        deliveryFeeMinor: 0,
      }),
    ).toEqual([{ rateBasisPoints: 1900, grossMinor: 1190, netMinor: 1000, vatMinor: 190 }]);
  });

  it('shares the fee by the goods before the discount when the discount takes everything', () => {
    const parts = vatSplit({
      lines: [
        { grossMinor: 300, rateBasisPoints: 700 },
        { grossMinor: 100, rateBasisPoints: 1900 },
      ],
      discountMinor: 400,
      deliveryFeeMinor: 200,
    });
    expect(parts.map((part) => part.grossMinor)).toEqual([150, 50]);
  });

  it('refuses a discount larger than the goods', () => {
    expect(() =>
      vatSplit({
        lines: [{ grossMinor: 100, rateBasisPoints: 700 }],
        discountMinor: 101,
        deliveryFeeMinor: 0,
      }),
    ).toThrow(RangeError);
  });

  it('always adds up to the total, for any mix of lines, discounts and fees', () => {
    fc.assert(
      fc.property(order, ({ lines, discountPercent, deliveryFeeMinor }) => {
        const totals = orderTotals({ lines, discountPercent, deliveryFeeMinor });
        const parts = vatSplit({
          lines: lines.map(({ unitMinor, quantity, rateBasisPoints }) => ({
            grossMinor: unitMinor * quantity,
            rateBasisPoints,
          })),
          discountMinor: totals.discountMinor,
          deliveryFeeMinor: totals.deliveryFeeMinor,
        });
        expect(parts.reduce((sum, part) => sum + part.grossMinor, 0)).toBe(totals.totalMinor);
        expect(parts.map((part) => part.rateBasisPoints)).toEqual(
          [...new Set(lines.map((item) => item.rateBasisPoints))].sort((a, b) => a - b),
        );
        for (const part of parts) {
          expect(part.netMinor + part.vatMinor).toBe(part.grossMinor);
          expect(part.grossMinor).toBeGreaterThanOrEqual(0);
          expect(part.vatMinor).toBeGreaterThanOrEqual(0);
          expect(part.vatMinor).toBeLessThanOrEqual(part.grossMinor);
        }
      }),
    );
  });

  it('takes the discount from each rate in proportion, within a cent', () => {
    fc.assert(
      fc.property(order, ({ lines, discountPercent }) => {
        const grosses = lines.map(({ unitMinor, quantity, rateBasisPoints }) => ({
          grossMinor: unitMinor * quantity,
          rateBasisPoints,
        }));
        const { subtotalMinor, discountMinor } = orderTotals({ lines, discountPercent, deliveryFeeMinor: 0 });
        fc.pre(subtotalMinor > 0);
        for (const part of vatSplit({ lines: grosses, discountMinor, deliveryFeeMinor: 0 })) {
          const goods = grosses
            .filter((item) => item.rateBasisPoints === part.rateBasisPoints)
            .reduce((sum, item) => sum + item.grossMinor, 0);
          const exactDiscount = (discountMinor * goods) / subtotalMinor;
          expect(Math.abs(goods - part.grossMinor - exactDiscount)).toBeLessThan(1);
        }
      }),
    );
  });
});
