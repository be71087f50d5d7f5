import type {
  HoursReport,
  Language,
  ProductsReport,
  ReportRangeQuery,
  SalesReport,
  SalesReportQuery,
} from '@food/contract';
import { fromMinor } from '@food/money';
import type { Database } from '../../db/client.ts';
import { listCategories } from '../categories/service.ts';
import { listProducts } from '../products/service.ts';
import { getStore, storeLanguage } from '../stores/service.ts';
import { getAccounting } from '../accounting/service.ts';
import { salesPerDay } from './day-sales.ts';
import {
  averageAnswerSeconds,
  countOptionChoices,
  countOrdersPerWeekHour,
  sumProductSales,
  type ReportRange,
} from './repository.ts';
import { productsCsv, salesCsv } from './csv.ts';
import { assertDatevReady, datevBookings, datevCsv } from './datev.ts';
import { salesFigures } from './figures.ts';
import { periodsOf } from './periods.ts';

/** How many of the options chosen most the products report lists. */
const TOP_OPTIONS = 20;

async function rangeOf(db: Database, storeId: number, query: ReportRangeQuery) {
  const store = await getStore(db, storeId);
  const range: ReportRange = { storeId, from: query.from, to: query.to, timeZone: store.timezone };
  return { store, range };
}

/** Orders count on the local day they were placed, refunds on the local day they were made. */
export async function getSalesReport(
  db: Database,
  storeId: number,
  query: SalesReportQuery,
  now: Date,
): Promise<SalesReport> {
  const { store, range } = await rangeOf(db, storeId, query);
  const { days, rejections } = await salesPerDay(db, range, now);
  const within = <T extends { day: string }>(rows: readonly T[], period: { from: string; to: string }) =>
    rows.filter((row) => row.day >= period.from && row.day <= period.to);
  return {
    currency: store.currency,
    time_zone: store.timezone,
    from: query.from,
    to: query.to,
    group: query.group,
    periods: periodsOf(query.from, query.to, query.group).map((period) => ({
      ...period,
      ...salesFigures(within(days, period), within(rejections, period)),
    })),
    total: salesFigures(days, rejections),
  };
}

const shareOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;

export async function getProductsReport(
  db: Database,
  storeId: number,
  query: ReportRangeQuery,
  now: Date,
): Promise<ProductsReport> {
  const { store, range } = await rangeOf(db, storeId, query);
  const [sales, options, products, categories] = await Promise.all([
    sumProductSales(db, range),
    countOptionChoices(db, range, TOP_OPTIONS),
    listProducts(db, storeId, now),
    listCategories(db, storeId, { activeOnly: false, language: storeLanguage(store) }),
  ]);
  const categoryOf = new Map(products.map((product) => [product.id, product.category_id]));
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  const whole = sales.reduce((sum, row) => sum + row.takings, 0);
  const perCategory = new Map<number | null, { quantity: number; takings: number }>();
  const rows = sales.map((row) => {
    const categoryId = (row.product_id !== null && categoryOf.get(row.product_id)) || null;
    const category = perCategory.get(categoryId) ?? { quantity: 0, takings: 0 };
    category.quantity += row.quantity;
    category.takings += row.takings;
    perCategory.set(categoryId, category);
    return {
      product_id: row.product_id,
      variant_id: row.variant_id,
      product_name: row.product_name,
      variant_name: row.variant_name,
      category_id: categoryId,
      category_name: categoryId === null ? null : (categoryName.get(categoryId) ?? null),
      quantity: row.quantity,
      takings: fromMinor(row.takings),
      share: shareOf(row.takings, whole),
    };
  });
  return {
    currency: store.currency,
    from: query.from,
    to: query.to,
    products: rows,
    categories: [...perCategory]
      .sort(([, a], [, b]) => b.takings - a.takings || b.quantity - a.quantity)
      .map(([categoryId, figures]) => ({
        category_id: categoryId,
        category_name: categoryId === null ? null : (categoryName.get(categoryId) ?? null),
        quantity: figures.quantity,
        takings: fromMinor(figures.takings),
        share: shareOf(figures.takings, whole),
      })),
    options: options.map((option) => ({
      option_id: option.option_id,
      group_name: option.group_name,
      name: option.name,
      quantity: option.quantity,
    })),
  };
}

export async function getHoursReport(
  db: Database,
  storeId: number,
  query: ReportRangeQuery,
): Promise<HoursReport> {
  const { store, range } = await rangeOf(db, storeId, query);
  const [cells, answerSeconds] = await Promise.all([
    countOrdersPerWeekHour(db, range),
    averageAnswerSeconds(db, range),
  ]);
  const week = () => Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  const orders = week();
  const takings = week();
  for (const cell of cells) {
    orders[cell.weekday]![cell.hour] = cell.orders;
    takings[cell.weekday]![cell.hour] = fromMinor(cell.takings);
  }
  return {
    currency: store.currency,
    time_zone: store.timezone,
    from: query.from,
    to: query.to,
    orders,
    takings,
    average_answer_seconds: answerSeconds,
  };
}

/** A download: its name and bytes. */
export interface ReportFile {
  filename: string;
  body: string | Buffer;
}

export async function getSalesCsv(
  db: Database,
  storeId: number,
  query: ReportRangeQuery,
  now: Date,
  language: (store: { defaultLanguage: string }) => Language,
): Promise<ReportFile> {
  const { store, range } = await rangeOf(db, storeId, query);
  const { days, rejections } = await salesPerDay(db, range, now);
  return {
    filename: `sales_${query.from}_${query.to}.csv`,
    body: salesCsv(days, rejections, query, language(store)),
  };
}

export async function getProductsCsv(
  db: Database,
  storeId: number,
  query: ReportRangeQuery,
  now: Date,
  language: (store: { defaultLanguage: string }) => Language,
): Promise<ReportFile> {
  const store = await getStore(db, storeId);
  const report = await getProductsReport(db, storeId, query, now);
  return {
    filename: `products_${query.from}_${query.to}.csv`,
    body: productsCsv(report, language(store)),
  };
}

/** The range's takings as a DATEV Buchungsstapel, booked as Settings → Accounting says. */
export async function getDatevCsv(
  db: Database,
  storeId: number,
  query: ReportRangeQuery,
  now: Date,
): Promise<ReportFile> {
  const accounting = await getAccounting(db, storeId);
  assertDatevReady(accounting, query);
  const { store, range } = await rangeOf(db, storeId, query);
  const { days } = await salesPerDay(db, range, now);
  return {
    filename: `EXTF_Buchungsstapel_${query.from}_${query.to}.csv`,
    body: datevCsv({
      accounting,
      currency: store.currency,
      language: storeLanguage(store),
      from: query.from,
      to: query.to,
      now,
      bookings: datevBookings(days),
    }),
  };
}
