import { RotateCw } from 'lucide-react';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toastSuccess } from '@/components/ui/toast.tsx';
import { useStore } from '@/features/store/api/get-store.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useDiscounts } from '../api/discounts.ts';
import { DiscountForm, DiscountFormSkeleton } from './discount-form.tsx';
import { DiscountTable } from './discount-table.tsx';

/** The discount form (spec: delivery and pickup percentages) and the table of current discounts. */
export function DiscountSettings({ storeId }: { storeId: number }) {
  const discounts = useDiscounts(storeId);
  const store = useStore(storeId);

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="discount-form-heading"
        className="rounded-2xl bg-white p-4 shadow-card sm:p-6"
      >
        <h2 id="discount-form-heading" className="font-display text-lg font-bold text-ink-900">
          Set discounts
        </h2>
        <p className="mt-1 mb-5 text-sm text-ink-600">
          Taken off the subtotal of every order of that type, until the end of the expiry date.
        </p>
        {discounts.isPending ? (
          <DiscountFormSkeleton />
        ) : discounts.error ? (
          <ErrorAlert title={failureMessage(discounts.error, 'Failed to load discounts')}>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void discounts.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </ErrorAlert>
        ) : (
          <DiscountForm
            storeId={storeId}
            current={discounts.data}
            timeZone={store.data?.timezone}
            onSaved={toastSuccess}
          />
        )}
      </section>

      <section
        aria-labelledby="discount-table-heading"
        className="rounded-2xl bg-white p-4 shadow-card sm:p-6"
      >
        <h2 id="discount-table-heading" className="mb-4 font-display text-lg font-bold text-ink-900">
          Current discounts
        </h2>
        <DiscountTable
          discounts={discounts.data}
          isLoading={discounts.isPending || store.isPending}
          error={discounts.error ? failureMessage(discounts.error, 'Failed to load discounts') : null}
          locale={store.data?.locale}
          timeZone={store.data?.timezone}
        />
      </section>
    </div>
  );
}
