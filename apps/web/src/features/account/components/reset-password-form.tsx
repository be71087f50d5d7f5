import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { failureMessage, showServerFieldErrors } from '@/lib/form-errors.ts';
import { resetPassword } from '../api/accounts.ts';
import { ResetPasswordFormSchema } from '../schemas.ts';

/** New Password and Confirm Password (spec §2); success links to the login page it was opened for. */
export function ResetPasswordForm({ token, loginHref }: { token: string; loginHref: string }) {
  const intl = useIntl();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const mutation = useMutation({
    mutationFn: (newPassword: string) => resetPassword(token, newPassword),
    onError: (error) => showServerFieldErrors(error, setError, ['new_password']),
  });

  if (mutation.isSuccess) {
    return (
      <div className="flex flex-col items-center text-center">
        <div role="status" className="flex flex-col items-center">
          <span className="mb-4 grid size-16 place-items-center rounded-full bg-herb-50 text-herb-700">
            <CircleCheck aria-hidden="true" className="size-8" />
          </span>
          <p className="text-lg font-semibold text-ink-900">
            {intl.formatMessage({ id: 'account.reset.done' })}
          </p>
        </div>
        <Link to={loginHref} className={`${buttonClasses({ size: 'lg' })} mt-6`}>
          <LogIn aria-hidden="true" />
          {intl.formatMessage({ id: 'account.reset.log_in' })}
        </Link>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => mutation.mutate(values.new_password))}
      className="space-y-5"
    >
      {mutation.isError && (
        <ErrorAlert
          title={failureMessage(mutation.error, intl.formatMessage({ id: 'account.reset.failed' }))}
        />
      )}
      <TextField
        label={intl.formatMessage({ id: 'account.field.new_password' })}
        type="password"
        autoComplete="new-password"
        required
        hint={intl.formatMessage({ id: 'account.field.password_hint' })}
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.confirm_password' })}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <Button type="submit" size="lg" fullWidth disabled={mutation.isPending}>
        {intl.formatMessage({ id: mutation.isPending ? 'account.reset.busy' : 'account.reset.submit' })}
      </Button>
    </form>
  );
}
