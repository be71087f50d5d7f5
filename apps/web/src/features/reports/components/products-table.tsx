import type { ProductsReport } from '@food/contract';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';

type Row = ProductsReport['products'][number];
type SortKey = 'name' | 'category' | 'quantity' | 'takings';
type Sort = { key: SortKey; descending: boolean };

const productName = (row: Row) =>
  row.variant_name ? `${row.product_name} (${row.variant_name})` : row.product_name;

const compare: Record<SortKey, (a: Row, b: Row) => number> = {
  name: (a, b) => productName(a).localeCompare(productName(b)),
  category: (a, b) => (a.category_name ?? '').localeCompare(b.category_name ?? ''),
  quantity: (a, b) => a.quantity - b.quantity,
  takings: (a, b) => a.takings - b.takings,
};

/** What sold: each product and variant with its quantity, takings and share; sorted by any column. */
export function ProductsTable({
  report,
  money,
  locale,
}: {
  report: ProductsReport;
  money: (amount: number) => string;
  locale: string;
}) {
  const intl = useIntl();
  const [sort, setSort] = useState<Sort>({ key: 'takings', descending: true });
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(locale);
  const rows = [...report.products].sort((a, b) => (sort.descending ? -1 : 1) * compare[sort.key](a, b));
  const title = intl.formatMessage({ id: 'dashboard.reports.products.title' });

  const header = (key: SortKey, numeric = false) => {
    const active = sort.key === key;
    const Icon = active ? (sort.descending ? ArrowDown : ArrowUp) : ArrowUpDown;
    return (
      <th
        scope="col"
        aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
        className={cn('border-b border-cream-300 bg-cream-100 px-2 py-1', numeric && 'text-right')}
      >
        <button
          type="button"
          onClick={() => setSort({ key, descending: active ? !sort.descending : numeric })}
          className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-xs font-bold tracking-wide text-ink-700 uppercase hover:text-ink-900"
        >
          {intl.formatMessage({ id: `dashboard.reports.products.column.${key}` })}
          <Icon aria-hidden="true" className="size-3.5" />
        </button>
      </th>
    );
  };

  return (
    <section
      aria-labelledby="products-report-title"
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-5"
    >
      <h2 id="products-report-title" className="font-display text-xl font-bold text-ink-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-ink-600">{intl.formatMessage({ id: 'dashboard.reports.products.none' })}</p>
      ) : (
        <div
          className="mt-4 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={intl.formatMessage({ id: 'dashboard.reports.products.caption' })}
        >
          <table className="w-full min-w-[34rem] border-separate border-spacing-0 text-left text-sm">
            <caption className="sr-only">
              {intl.formatMessage({ id: 'dashboard.reports.products.caption' })}
            </caption>
            <thead>
              <tr>
                {header('name')}
                {header('category')}
                {header('quantity', true)}
                {header('takings', true)}
                <th
                  scope="col"
                  className="border-b border-cream-300 bg-cream-100 px-4 py-3 text-right text-xs font-bold tracking-wide text-ink-700 uppercase"
                >
                  {intl.formatMessage({ id: 'dashboard.reports.products.column.share' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.product_id}-${row.variant_id}-${row.product_name}-${row.variant_name}`}>
                  <th
                    scope="row"
                    className="border-b border-cream-200 px-4 py-2.5 font-semibold text-ink-900"
                  >
                    {productName(row)}
                  </th>
                  <td className="border-b border-cream-200 px-4 py-2.5 text-ink-700">
                    {row.category_name ?? intl.formatMessage({ id: 'dashboard.reports.categories.none' })}
                  </td>
                  <td className="border-b border-cream-200 px-4 py-2.5 text-right tabular-nums">
                    {count.format(row.quantity)}
                  </td>
                  <td className="border-b border-cream-200 px-4 py-2.5 text-right tabular-nums">
                    {money(row.takings)}
                  </td>
                  <td className="border-b border-cream-200 px-4 py-2.5 text-right tabular-nums">
                    {share.format(row.share / 100)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.categories.length > 0 && (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="font-bold text-ink-900">
              {intl.formatMessage({ id: 'dashboard.reports.categories.title' })}
            </h3>
            <ul className="mt-2 divide-y divide-cream-200 text-sm">
              {report.categories.map((category) => (
                <li key={category.category_id ?? 'none'} className="flex justify-between gap-4 py-2">
                  <span>
                    {category.category_name ??
                      intl.formatMessage({ id: 'dashboard.reports.categories.none' })}
                  </span>
                  <span className="tabular-nums">
                    {intl.formatMessage(
                      { id: 'dashboard.reports.categories.amount' },
                      { takings: money(category.takings), share: share.format(category.share / 100) },
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          {report.options.length > 0 && (
            <div>
              <h3 className="font-bold text-ink-900">
                {intl.formatMessage({ id: 'dashboard.reports.options.title' })}
              </h3>
              <ol className="mt-2 divide-y divide-cream-200 text-sm">
                {report.options.slice(0, 8).map((option) => (
                  <li
                    key={`${option.option_id}-${option.group_name}-${option.name}`}
                    className="flex justify-between gap-4 py-2"
                  >
                    <span>
                      {intl.formatMessage(
                        { id: 'dashboard.reports.options.name' },
                        { name: option.name, group: option.group_name },
                      )}
                    </span>
                    <span className="tabular-nums">
                      {intl.formatMessage(
                        { id: 'dashboard.reports.options.times' },
                        { count: option.quantity },
                      )}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
