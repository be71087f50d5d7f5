import { RotateCw } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useStore } from '@/features/store/api/get-store.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';
import { useDiscounts } from '../api/discounts.ts';
import { DiscountForm, DiscountFormSkeleton } from './discount-form.tsx';
import { DiscountTable } from './discount-table.tsx';

/** The discount form (spec: delivery and pickup percentages) and the table of current discounts. */
export function DiscountSettings({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const discounts = useDiscounts(storeId);
  const store = useStore(storeId);
  const locale = useFormatLocale(store.data?.locale);
  const loadFailed = intl.formatMessage({ id: 'settings.discount.failed.load' });

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="discount-form-heading"
        className="rounded-2xl bg-white p-4 shadow-card sm:p-6"
      >
        <h2 id="discount-form-heading" className="font-display text-lg font-bold text-ink-900">
          <FormattedMessage id="settings.discount.set.title" />
        </h2>
        <p className="mt-1 mb-5 text-sm text-ink-600">
          <FormattedMessage id="settings.discount.set.description" />
        </p>
        {discounts.isPending ? (
          <DiscountFormSkeleton />
        ) : discounts.error ? (
          <ErrorAlert title={failureMessage(discounts.error, loadFailed)}>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void discounts.refetch()}>
              <RotateCw aria-hidden="true" />
              <FormattedMessage id="settings.discount.tryAgain" />
            </Button>
          </ErrorAlert>
        ) : (
          <DiscountForm storeId={storeId} current={discounts.data} timeZone={store.data?.timezone} />
        )}
      </section>

      <section
        aria-labelledby="discount-table-heading"
        className="rounded-2xl bg-white p-4 shadow-card sm:p-6"
      >
        <h2 id="discount-table-heading" className="mb-4 font-display text-lg font-bold text-ink-900">
          <FormattedMessage id="settings.discount.current" />
        </h2>
        <DiscountTable
          discounts={discounts.data}
          isLoading={discounts.isPending || store.isPending}
          error={discounts.error ? failureMessage(discounts.error, loadFailed) : null}
          locale={locale}
          timeZone={store.data?.timezone}
        />
      </section>
    </div>
  );
}
