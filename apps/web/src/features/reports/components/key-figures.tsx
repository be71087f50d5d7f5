import type { SalesFigures } from '@food/contract';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';
import { changePercent } from '../date-range.ts';

type Figure = {
  id: 'takings' | 'orders' | 'average' | 'rejected';
  value: (figures: SalesFigures) => number;
  text: (value: number) => string;
  /** Fewer is better: rejected orders going down is good news. */
  lowerIsBetter?: boolean;
};

/** The period's key figures, each against the period of the same length just before. */
export function KeyFigures({
  now,
  before,
  days,
  money,
  locale,
}: {
  now: SalesFigures;
  before: SalesFigures | undefined;
  days: number;
  money: (amount: number) => string;
  locale: string;
}) {
  const intl = useIntl();
  const count = new Intl.NumberFormat(locale);
  const figures: Figure[] = [
    { id: 'takings', value: (f) => f.takings, text: money },
    { id: 'orders', value: (f) => f.orders.accepted, text: (v) => count.format(v) },
    { id: 'average', value: (f) => f.average_order_value ?? 0, text: money },
    { id: 'rejected', value: (f) => f.orders.rejected, text: (v) => count.format(v), lowerIsBetter: true },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {figures.map((figure) => {
        const value = figure.value(now);
        const change = before ? changePercent(value, figure.value(before)) : null;
        const good = change !== null && (figure.lowerIsBetter ? change < 0 : change > 0);
        const Arrow = change !== null && change < 0 ? ArrowDownRight : ArrowUpRight;
        return (
          <div
            key={figure.id}
            className="flex flex-col rounded-2xl bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-5"
          >
            <dt className="text-sm font-semibold text-ink-700">
              {intl.formatMessage({ id: `dashboard.reports.figure.${figure.id}` })}
            </dt>
            <dd className="mt-2 font-display text-2xl font-bold text-ink-900 tabular-nums sm:text-3xl">
              {figure.text(value)}
            </dd>
            <dd className="mt-1 text-sm text-ink-600">
              {change === null || change === 0 ? (
                intl.formatMessage(
                  { id: change === 0 ? 'dashboard.reports.change.same' : 'dashboard.reports.change.none' },
                  { days },
                )
              ) : (
                <span
                  className={cn(
                    'inline-flex items-center gap-1 font-semibold',
                    good ? 'text-herb-700' : 'text-danger-700',
                  )}
                >
                  <Arrow aria-hidden="true" className="size-4" />
                  {intl.formatMessage(
                    { id: change > 0 ? 'dashboard.reports.change.up' : 'dashboard.reports.change.down' },
                    { percent: Math.abs(change), days },
                  )}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
