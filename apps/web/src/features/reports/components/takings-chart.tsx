import type { SalesReport } from '@food/contract';
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { periodLabel } from '../period-label.ts';

/**
 * Takings per period as bars (recharts, loaded with this page only), and the same figures in a table
 * for screen readers and for anyone who opens it.
 */
export function TakingsChart({
  report,
  money,
  locale,
}: {
  report: SalesReport;
  money: (amount: number) => string;
  locale: string;
}) {
  const intl = useIntl();
  const rows = report.periods.map((period) => ({
    label: periodLabel(period, report.group, locale),
    takings: period.takings,
    orders: period.orders.accepted,
  }));
  const compact = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: report.currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const title = intl.formatMessage({ id: `dashboard.reports.chart.title.${report.group}` });
  return (
    <section
      aria-labelledby="takings-chart-title"
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-5"
    >
      <h2 id="takings-chart-title" className="font-display text-xl font-bold text-ink-900">
        {title}
      </h2>
      <div aria-hidden="true" className="mt-4 h-64 sm:h-72">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="#f4e6cf" />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 12, fill: '#54402f' }}
              tickLine={false}
              minTickGap={12}
            />
            <YAxis
              tickFormatter={(value: number) => compact.format(value)}
              tick={{ fontSize: 12, fill: '#54402f' }}
              tickLine={false}
              axisLine={false}
              width={64}
            />
            <Tooltip
              formatter={(value) => [
                money(Number(value)),
                intl.formatMessage({ id: 'dashboard.reports.figure.takings' }),
              ]}
              cursor={{ fill: '#fbf3e6' }}
            />
            <Bar
              dataKey="takings"
              fill="#c2381a"
              radius={[4, 4, 0, 0]}
              maxBarSize={48}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
          {intl.formatMessage({ id: 'dashboard.reports.chart.as_table' })}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-cream-300 text-xs text-ink-700 uppercase">
                <th scope="col" className="py-2 pr-4">
                  {intl.formatMessage({ id: 'dashboard.reports.column.period' })}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {intl.formatMessage({ id: 'dashboard.reports.figure.orders' })}
                </th>
                <th scope="col" className="py-2 text-right">
                  {intl.formatMessage({ id: 'dashboard.reports.figure.takings' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-b border-cream-200">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {row.label}
                  </th>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{row.orders}</td>
                  <td className="py-1.5 text-right tabular-nums">{money(row.takings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
