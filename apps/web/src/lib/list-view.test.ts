import { describe, expect, it } from 'vitest';
import { filterItems, pageNumbers, pageOf } from './list-view.ts';

const rows = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: `Item ${index + 1}` }));

describe('filterItems', () => {
  const taxes = [
    { name: 'Standard VAT', description: 'Drinks', percentage: 19 },
    { name: 'Reduced', description: 'Food to take away', percentage: 7 },
  ];
  const texts = (tax: (typeof taxes)[number]) => [tax.name, tax.description, tax.percentage];

  it('matches any field, ignoring case and surrounding spaces', () => {
    expect(filterItems(taxes, '  vat ', texts).map((t) => t.name)).toEqual(['Standard VAT']);
    expect(filterItems(taxes, 'TAKE', texts).map((t) => t.name)).toEqual(['Reduced']);
    expect(filterItems(taxes, '19', texts).map((t) => t.name)).toEqual(['Standard VAT']);
  });

  it('keeps everything for an empty query and nothing for a miss', () => {
    expect(filterItems(taxes, '', texts)).toHaveLength(2);
    expect(filterItems(taxes, 'pizza', texts)).toEqual([]);
  });
});

describe('pageOf', () => {
  it('shows 10 rows a page with "Showing X to Y" positions', () => {
    expect(pageOf(rows, 1)).toMatchObject({ page: 1, pageCount: 3, total: 25, from: 1, to: 10 });
    const last = pageOf(rows, 3);
    expect(last).toMatchObject({ from: 21, to: 25 });
    expect(last.items.map((r) => r.id)).toEqual([21, 22, 23, 24, 25]);
  });

  it('falls back to the last page when the list shrank', () => {
    expect(pageOf(rows.slice(0, 12), 3)).toMatchObject({ page: 2, from: 11, to: 12 });
  });

  it('reports an empty list as 0 to 0 of 0', () => {
    expect(pageOf([], 1)).toMatchObject({ page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
  });
});

describe('pageNumbers', () => {
  it('shows at most five numbers around the current page', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageNumbers(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});
