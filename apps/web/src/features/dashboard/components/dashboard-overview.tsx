import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Clock, Coins, Hourglass, ReceiptText, RotateCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { useDeskFeed } from '@/features/order-desk/hooks/use-desk-feed.ts';
import { useStore } from '@/features/store/api/get-store.ts';
import { useMoney } from '@/features/store/hooks/use-money.ts';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { dashboardQueryOptions } from '../api/get-dashboard.ts';
import { durationText } from '../chart-scale.ts';
import { GoLiveChecklist } from './go-live-checklist.tsx';
import { OrdersPerHourChart } from './orders-per-hour-chart.tsx';

function Stat({
  label,
  value,
  note,
  icon: Icon,
  highlight = false,
}: {
  label: string;
  value: ReactNode;
  note: ReactNode;
  icon: LucideIcon;
  highlight?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-col rounded-2xl bg-white p-4 shadow-card ring-1 sm:p-5',
        highlight ? 'ring-2 ring-brand-600' : 'ring-cream-200',
      )}
    >
      <dt className="flex items-center gap-2 text-sm font-semibold text-ink-700">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-8 place-items-center rounded-lg',
            highlight ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700',
          )}
        >
          <Icon className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="mt-3 font-display text-3xl font-bold text-ink-900 tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-ink-600">{note}</dd>
    </div>
  );
}

function OverviewSkeleton() {
  const intl = useIntl();
  return (
    <div aria-busy="true" aria-label={intl.formatMessage({ id: 'dashboard.loading' })} className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="space-y-3 rounded-2xl bg-white p-5 shadow-card">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-8 w-1/2" />
          </div>
        ))}
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

/** Today at a glance (decisions §6): orders, revenue, pending, answer time, and orders per hour. */
export function DashboardOverview({ storeId }: { storeId: number }) {
  const intl = useIntl();
  useDeskFeed();
  const dashboard = useQuery(dashboardQueryOptions());
  const money = useMoney(storeId, dashboard.data?.currency);
  const locale = useFormatLocale(useStore(storeId).data?.locale);

  if (dashboard.isPending) return <OverviewSkeleton />;
  if (dashboard.isError) {
    return (
      <ErrorAlert title={failureMessage(dashboard.error, intl.formatMessage({ id: 'dashboard.failed' }))}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void dashboard.refetch()}>
          <RotateCw aria-hidden="true" />
          {intl.formatMessage({ id: 'dashboard.tryAgain' })}
        </Button>
      </ErrorAlert>
    );
  }
  const { today, orders_per_hour: perHour } = dashboard.data;
  const number = new Intl.NumberFormat(locale);
  const revenue = money.format(today.revenue);

  return (
    <div className="space-y-6">
      <GoLiveChecklist checklist={dashboard.data.go_live} />
      <section aria-labelledby="today-title">
        <h2 id="today-title" className="mb-3 font-display text-xl font-bold text-ink-900">
          {intl.formatMessage({ id: 'dashboard.today.title' })}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          <Stat
            label={intl.formatMessage({ id: 'dashboard.stat.orders.label' })}
            value={number.format(today.orders)}
            note={intl.formatMessage({ id: 'dashboard.stat.orders.note' })}
            icon={ReceiptText}
          />
          <Stat
            label={intl.formatMessage({ id: 'dashboard.stat.revenue.label' })}
            value={revenue}
            note={intl.formatMessage({ id: 'dashboard.stat.revenue.note' })}
            icon={Coins}
          />
          <Stat
            label={intl.formatMessage({ id: 'dashboard.stat.pending.label' })}
            value={number.format(today.pending)}
            icon={Hourglass}
            highlight={today.pending > 0}
            note={
              today.pending > 0 ? (
                <TextLink standalone to={`${paths.admin.orders.getHref()}?filter=pending`} className="gap-1">
                  {intl.formatMessage({ id: 'dashboard.stat.pending.answerNow' })}
                  <ArrowRight aria-hidden="true" className="size-3.5" />
                </TextLink>
              ) : (
                intl.formatMessage({ id: 'dashboard.stat.pending.note' })
              )
            }
          />
          <Stat
            label={intl.formatMessage({ id: 'dashboard.stat.answerTime.label' })}
            value={durationText(intl, today.average_answer_seconds)}
            note={intl.formatMessage({
              id:
                today.average_answer_seconds === null
                  ? 'dashboard.stat.answerTime.none'
                  : 'dashboard.stat.answerTime.note',
            })}
            icon={Clock}
          />
        </dl>
      </section>
      <section
        aria-labelledby="per-hour-title"
        className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-6"
      >
        <h2 id="per-hour-title" className="mb-4 font-display text-xl font-bold text-ink-900">
          {intl.formatMessage({ id: 'dashboard.perHour.title' })}
        </h2>
        <OrdersPerHourChart today={perHour.today} lastSevenDays={perHour.last_7_days} locale={locale} />
      </section>
    </div>
  );
}
