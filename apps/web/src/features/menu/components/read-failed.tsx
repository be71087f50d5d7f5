import { RotateCw } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';

/** The menu's categories or a category's products could not be read: why, and Try again. */
export function ReadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <ErrorAlert title={intl.formatMessage({ id: 'store.ui.error_title' }, { message })}>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        <FormattedMessage id="store.ui.try_again" />
      </Button>
    </ErrorAlert>
  );
}
