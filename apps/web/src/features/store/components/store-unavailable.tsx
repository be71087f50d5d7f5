import { RotateCw, Store } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';

export function StoreUnavailable({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <title>{intl.formatMessage({ id: 'store.unavailable' })}</title>
      <span className="mb-5 grid size-16 place-items-center rounded-full bg-danger-50 text-danger-700">
        <Store aria-hidden="true" className="size-8" />
      </span>
      <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">
        <FormattedMessage id="store.unavailable" />
      </h1>
      <p className="mt-3 text-ink-600">{error.message}</p>
      <Button className="mt-8" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        <FormattedMessage id="store.ui.try_again" />
      </Button>
    </div>
  );
}
