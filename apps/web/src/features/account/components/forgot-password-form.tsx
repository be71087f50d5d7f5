import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { requestPasswordReset } from '../api/accounts.ts';
import { ForgotPasswordFormSchema } from '../schemas.ts';

/** One e-mail field; the server answers the same sentence whether or not the account exists. */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ForgotPasswordFormSchema), defaultValues: { username: '' } });
  const mutation = useMutation({ mutationFn: (username: string) => requestPasswordReset(username) });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ username }) => mutation.mutate(username))}
      className="space-y-5"
    >
      {mutation.isError && (
        <ErrorAlert
          title={failureMessage(mutation.error, intl.formatMessage({ id: 'account.forgot.failed' }))}
        />
      )}
      {mutation.isSuccess && (
        <p
          role="status"
          className="flex gap-3 rounded-xl border border-herb-700/25 bg-herb-50 p-4 text-sm font-semibold text-herb-700"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {intl.formatMessage({ id: 'account.forgot.sent' })}
        </p>
      )}
      <TextField
        label={intl.formatMessage({ id: 'account.field.email' })}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.username?.message}
        {...register('username')}
      />
      <Button type="submit" size="lg" fullWidth disabled={mutation.isPending}>
        {intl.formatMessage({ id: mutation.isPending ? 'account.forgot.busy' : 'account.forgot.submit' })}
      </Button>
    </form>
  );
}
