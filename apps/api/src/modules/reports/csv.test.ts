import type { ProductsReport } from '@food/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { productsCsv } from './csv.ts';

const report = (names: string[]): ProductsReport => ({
  currency: 'EUR',
  from: '2026-03-01',
  to: '2026-03-31',
  products: names.map((name, index) => ({
    product_id: index + 1,
    variant_id: null,
    product_name: name,
    variant_name: null,
    category_id: null,
    category_name: null,
    quantity: 2,
    takings: 1234.5,
    share: 12.5,
  })),
  categories: [],
  options: [],
});

describe('the products file', () => {
  const hostile = ['=HYPERLINK("https://evil.example")', '+1+1', '-2', '@SUM(A1)', '\tTab'];

  it('keeps a name a spreadsheet would run as a formula as text, in either style', () => {
    for (const [language, delimiter] of [
      ['en', ','],
      ['de', ';'],
    ] as const) {
      const rows = parse(productsCsv(report(hostile), language), {
        bom: true,
        delimiter,
        from_line: 2,
      }) as string[][];
      expect(rows.map((row) => row[0])).toEqual(hostile.map((name) => `'${name}`));
    }
  });

  it('writes amounts with a decimal comma and `;` in German, a point and `,` in English, CRLF after each line', () => {
    const german = productsCsv(report(['Pizza, groß']), 'de');
    expect(german).toBe(
      '\ufeffProdukt;Variante;Kategorie;Menge;Einnahmen;Anteil %\r\nPizza, groß;;;2;1234,50;12,50\r\n',
    );
    const english = productsCsv(report(['Pizza, large']), 'en');
    expect(english).toBe(
      '\ufeffProduct,Variant,Category,Quantity,Takings,Share %\r\n"Pizza, large",,,2,1234.50,12.50\r\n',
    );
  });
});
