import type { Language, ProductsReport } from '@food/contract';
import type { MessageId } from '@food/i18n';
import { translate } from '@food/i18n/server';
import { toMinor } from '@food/money';
import { stringify } from 'csv-stringify/sync';
import type { DaySales } from './day-sales.ts';
import { salesFigures, takingsPerRate, type Rejection } from './figures.ts';
import { daysOf } from './periods.ts';

/** How a spreadsheet in the reader's language reads a CSV file. */
interface CsvStyle {
  delimiter: ';' | ',';
  decimal: ',' | '.';
}

/**
 * The style of the file's language, which is its reader's: German Excel and LibreOffice split at `;` and
 * read a decimal comma, English ones `,` and a point. Not the store's locale: an owner in Berlin who
 * reads German has German Excel, whatever the demo's or the store's region says.
 */
const csvStyle = (language: Language): CsvStyle =>
  language === 'de' ? { delimiter: ';', decimal: ',' } : { delimiter: ',', decimal: '.' };

/** Minor units as a decimal with two places and no thousands separator, e.g. -1234,50. */
export function decimal(minor: number, separator: ',' | '.'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}${separator}${String(abs % 100).padStart(2, '0')}`;
}

/** UTF-8 with a byte order mark, CRLF line ends: both spreadsheets then read umlauts and rows right. */
function toCsv(rows: string[][], style: CsvStyle): string {
  return stringify(rows, { delimiter: style.delimiter, bom: true, record_delimiter: 'windows' });
}

const rateText = (basisPoints: number, style: CsvStyle) =>
  String(basisPoints / 100).replace('.', style.decimal);

/** One row per day of the range, with a column triple (gross, net, VAT) per rate met in the range. */
export function salesCsv(
  days: readonly DaySales[],
  rejections: readonly Rejection[],
  range: { from: string; to: string },
  language: Language,
): string {
  const style = csvStyle(language);
  const t = (id: MessageId, values?: Record<string, string>) => translate(language, id, values);
  const rates = takingsPerRate(days).map((part) => part.rateBasisPoints);
  const header = [
    t('reports.csv.day'),
    t('reports.csv.orders_placed'),
    t('reports.csv.orders_accepted'),
    t('reports.csv.orders_rejected'),
    t('reports.csv.orders_cancelled'),
    t('reports.csv.goods'),
    t('reports.csv.discounts'),
    t('reports.csv.coupon_savings'),
    t('reports.csv.delivery_fees'),
    t('reports.csv.refunds'),
    t('reports.csv.takings'),
    ...rates.flatMap((rate) => {
      const values = { rate: rateText(rate, style) };
      return [
        t('reports.csv.vat_gross', values),
        t('reports.csv.vat_net', values),
        t('reports.csv.vat_amount', values),
      ];
    }),
    t('reports.csv.cash'),
    t('reports.csv.online'),
    t('reports.csv.pickup'),
    t('reports.csv.delivery'),
    t('reports.csv.average_order_value'),
    t('reports.csv.items_per_order'),
  ];
  const money = (amount: number | null) => (amount === null ? '' : decimal(toMinor(amount), style.decimal));
  const rows = daysOf(range.from, range.to).map((day) => {
    const figures = salesFigures(
      days.filter((entry) => entry.day === day),
      rejections.filter((entry) => entry.day === day),
    );
    const vat = new Map(figures.vat.map((part) => [Math.round(part.rate * 100), part]));
    return [
      day,
      String(figures.orders.placed),
      String(figures.orders.accepted),
      String(figures.orders.rejected),
      String(figures.orders.cancelled),
      money(figures.goods),
      money(figures.discounts),
      money(figures.coupon_savings),
      money(figures.delivery_fees),
      money(figures.refunds),
      money(figures.takings),
      ...rates.flatMap((rate) => {
        const part = vat.get(rate);
        return [money(part?.gross ?? 0), money(part?.net ?? 0), money(part?.vat ?? 0)];
      }),
      money(figures.by_payment_method.cash.takings),
      money(figures.by_payment_method.online.takings),
      money(figures.by_order_type.pickup.takings),
      money(figures.by_order_type.delivery.takings),
      money(figures.average_order_value),
      figures.items_per_order === null ? '' : String(figures.items_per_order).replace('.', style.decimal),
    ];
  });
  return toCsv([header, ...rows], style);
}

/** A name a spreadsheet would run as a formula (OWASP's CSV injection) starts with an apostrophe instead. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** One row per product and variant, most takings first. */
export function productsCsv(report: ProductsReport, language: Language): string {
  const style = csvStyle(language);
  const t = (id: MessageId) => translate(language, id);
  const header = [
    t('reports.csv.product'),
    t('reports.csv.variant'),
    t('reports.csv.category'),
    t('reports.csv.quantity'),
    t('reports.csv.takings'),
    t('reports.csv.share'),
  ];
  const rows = report.products.map((product) => [
    asText(product.product_name),
    asText(product.variant_name ?? ''),
    asText(product.category_name ?? ''),
    String(product.quantity),
    decimal(toMinor(product.takings), style.decimal),
    product.share.toFixed(2).replace('.', style.decimal),
  ]);
  return toCsv([header, ...rows], style);
}
