import { useIntl } from 'react-intl';
import { Spinner } from '@/components/ui/spinner.tsx';

export function CheckoutLoading() {
  const intl = useIntl();
  return (
    <div className="grid min-h-[50dvh] place-items-center text-brand-700">
      <Spinner className="size-8" label={intl.formatMessage({ id: 'checkout.loading' })} />
    </div>
  );
}
