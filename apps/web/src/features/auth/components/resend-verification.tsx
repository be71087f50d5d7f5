import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { resendVerification } from '../api/resend-verification.ts';

/**
 * For a customer who cannot log in before verifying: a new link to the address they typed, with the
 * same answer as the server's (it says the same for any address, and limits how often).
 */
export function ResendVerification({ email }: { email: string }) {
  const intl = useIntl();
  const mutation = useMutation({ mutationFn: () => resendVerification(email) });
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-700">{intl.formatMessage({ id: 'auth.resend.intro' })}</p>
      <Button
        variant="secondary"
        fullWidth
        disabled={mutation.isPending || mutation.isSuccess}
        onClick={() => mutation.mutate()}
      >
        {intl.formatMessage({ id: mutation.isPending ? 'auth.resend.busy' : 'auth.resend.submit' })}
      </Button>
      <div role="status" aria-live="polite" className="empty:hidden">
        {mutation.isSuccess && (
          <p className="text-sm font-semibold text-herb-700">
            {intl.formatMessage({ id: 'auth.resend.sent' })}
          </p>
        )}
      </div>
      {mutation.error && (
        <ErrorAlert
          title={failureMessage(mutation.error, intl.formatMessage({ id: 'auth.resend.failed' }))}
        />
      )}
    </div>
  );
}
