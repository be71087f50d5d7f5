import { useMutation } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { resendVerification } from '../api/resend-verification.ts';

/**
 * For a customer who cannot log in before verifying: a new link to the address they typed, with the
 * server's answer (it says the same for any address, and limits how often).
 */
export function ResendVerification({ email }: { email: string }) {
  const mutation = useMutation({ mutationFn: () => resendVerification(email) });
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-700">No e-mail? We can send the verification link again.</p>
      <Button
        variant="secondary"
        fullWidth
        disabled={mutation.isPending || mutation.isSuccess}
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending ? 'Sending...' : 'Send the link again'}
      </Button>
      <div role="status" aria-live="polite" className="empty:hidden">
        {mutation.data && <p className="text-sm font-semibold text-herb-700">{mutation.data.msg}</p>}
      </div>
      {mutation.error && (
        <ErrorAlert title={failureMessage(mutation.error, 'The link could not be sent. Please try again.')} />
      )}
    </div>
  );
}
