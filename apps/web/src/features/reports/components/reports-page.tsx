import type { ReportGroup } from '@food/contract';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { todayIn } from '@/features/settings-admin/lib/dates.ts';
import { useStore } from '@/features/store/api/get-store.ts';
import { useMoney } from '@/features/store/hooks/use-money.ts';
import { isApiError } from '@/lib/api-client.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { fieldErrorText } from '@/lib/i18n/field-error.ts';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';
import { useHoursReport, useProductsReport, useSalesReport } from '../api/reports.ts';
import { daysIn, presetRange, previousRange, type DateRange, type RangePreset } from '../date-range.ts';
import { HoursHeatMap } from './hours-heat-map.tsx';
import { KeyFigures } from './key-figures.tsx';
import { ProductsTable } from './products-table.tsx';
import { RangePicker } from './range-picker.tsx';
import { ReportDownloads } from './report-downloads.tsx';
import { SalesBreakdown } from './sales-breakdown.tsx';
import { TakingsChart } from './takings-chart.tsx';

/**
 * Back office → Reports: a range of the store's days, its key figures against the days just before,
 * takings per period, the totals as the accountant reads them, what sold, the busy hours, and files.
 */
export function ReportsPage({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const store = useStore(storeId).data;
  const locale = useFormatLocale(store?.locale);
  const money = useMoney(storeId);
  const today = todayIn(store?.timezone);
  const [preset, setPreset] = useState<RangePreset>('this_week');
  const [custom, setCustom] = useState<DateRange>(() => presetRange('this_week', today));
  const [group, setGroup] = useState<ReportGroup>('day');
  const range = preset === 'custom' ? custom : presetRange(preset, today);

  const sales = useSalesReport(storeId, range, group);
  const before = useSalesReport(storeId, previousRange(range), 'day');
  const products = useProductsReport(storeId, range);
  const hours = useHoursReport(storeId, range);

  const choosePreset = (next: RangePreset) => {
    // Custom starts from the range on screen, to be changed from there.
    if (next === 'custom') setCustom(range);
    setPreset(next);
  };
  const chooseRange = (next: DateRange) => {
    setCustom(next);
    setPreset('custom');
  };

  const refusal = isApiError(sales.error) ? sales.error : null;
  const errors = {
    from: refusal?.fields.from?.[0] && fieldErrorText(intl, refusal.fields.from[0]),
    to: refusal?.fields.to?.[0] && fieldErrorText(intl, refusal.fields.to[0]),
  };
  const rangeRefused = Boolean(errors.from || errors.to);

  return (
    <div className="space-y-6">
      <RangePicker
        preset={preset}
        onPreset={choosePreset}
        range={range}
        onRange={chooseRange}
        group={group}
        onGroup={setGroup}
        errors={errors}
      />
      {sales.isError && !rangeRefused ? (
        <ErrorAlert
          title={failureMessage(sales.error, intl.formatMessage({ id: 'dashboard.reports.failed' }))}
        >
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void sales.refetch()}>
            <RotateCw aria-hidden="true" />
            {intl.formatMessage({ id: 'dashboard.tryAgain' })}
          </Button>
        </ErrorAlert>
      ) : !sales.data || !money.ready ? (
        <div
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'dashboard.reports.loading' })}
          className="space-y-6"
        >
          <Skeleton className="h-32 w-full rounded-2xl" />
          <Skeleton className="h-72 w-full rounded-2xl" />
        </div>
      ) : (
        <div aria-busy={sales.isFetching || undefined} className="space-y-6">
          <KeyFigures
            now={sales.data.total}
            before={before.data?.total}
            days={daysIn(range)}
            money={money.format}
            locale={locale}
          />
          <TakingsChart report={sales.data} money={money.format} locale={locale} />
          <SalesBreakdown figures={sales.data.total} money={money.format} locale={locale} />
          {products.data && <ProductsTable report={products.data} money={money.format} locale={locale} />}
          {hours.data && <HoursHeatMap report={hours.data} money={money.format} locale={locale} />}
        </div>
      )}
      {!rangeRefused && <ReportDownloads range={range} />}
    </div>
  );
}
