import { useIntl } from 'react-intl';
import { Spinner } from '@/components/ui/spinner.tsx';

/** Shown while the first page's code downloads. */
export function PageLoader() {
  const intl = useIntl();
  return (
    <div className="grid min-h-dvh place-items-center text-brand-700">
      <Spinner className="size-8" label={intl.formatMessage({ id: 'store.ui.loading' })} />
    </div>
  );
}
