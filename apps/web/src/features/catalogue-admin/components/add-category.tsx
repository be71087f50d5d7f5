import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { toastSuccess } from '@/components/ui/toast.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useTaxes } from '../api/taxes.ts';
import { CategoryForm } from './category-form.tsx';
import { NoTaxNotice } from './no-tax-notice.tsx';

/** The Add Category page's form: after each save it starts empty again, for the next category. */
export function AddCategory({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const taxes = useTaxes(storeId);
  const [formKey, setFormKey] = useState(0);

  return (
    <section
      aria-label={intl.formatMessage({ id: 'catalogue.category.new' })}
      className="max-w-2xl rounded-2xl bg-white p-4 shadow-card sm:p-6"
    >
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="font-display text-lg font-bold text-ink-900">
          {intl.formatMessage({ id: 'catalogue.category.new' })}
        </h2>
        <Link
          to={paths.admin.categoryList.getHref()}
          className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), '-mx-3 self-start sm:self-auto')}
        >
          {intl.formatMessage({ id: 'catalogue.category.viewList' })}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      {taxes.isPending ? (
        <div aria-busy="true" className="space-y-4">
          {[0, 1, 2].map((row) => (
            <div key={row} className="space-y-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-12 w-full" />
            </div>
          ))}
        </div>
      ) : taxes.error ? (
        <ErrorAlert
          title={failureMessage(taxes.error, intl.formatMessage({ id: 'catalogue.tax.failed.fetch' }))}
        />
      ) : taxes.data.length === 0 ? (
        <NoTaxNotice />
      ) : (
        <CategoryForm
          key={formKey}
          storeId={storeId}
          category={null}
          taxes={taxes.data}
          onSaved={(message) => {
            toastSuccess(message);
            setFormKey((key) => key + 1);
          }}
        />
      )}
    </section>
  );
}
