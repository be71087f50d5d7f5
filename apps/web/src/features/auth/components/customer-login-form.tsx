import type { LoginForm } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { z } from 'zod';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { LoginRefusedError } from '../api/login.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { ResendVerification } from './resend-verification.tsx';
import { ROLE } from '@food/contract/constants';
import type { MessageId } from '@food/i18n';

/** Both fields required (spec §5), the e-mail checked for its format; the messages are catalogue ids. */
const CustomerLoginSchema = z.object({
  username: z.string().trim().min(1, 'auth.field.required').pipe(z.email('auth.field.email_format').max(254)),
  password: z.string().min(1, 'auth.field.required').max(200),
});

/** A field's message: this form's own (a catalogue id) in the active language, else as it came. */
function fieldMessage(intl: IntlShape, message: string | undefined): string | undefined {
  return message && message in intl.messages ? intl.formatMessage({ id: message as MessageId }) : message;
}

/**
 * The server's own sentence for a refusal it explains (401 wrong password, 403 "Please verify your
 * e-mail first", 429 too many tries); anything unexpected is "Something went wrong" (spec §8).
 */
export function loginErrorMessage(error: Error, intl: IntlShape): string {
  if (error instanceof LoginRefusedError && error.reason === 'wrong_role') {
    return intl.formatMessage({ id: 'auth.login.back_office_account' });
  }
  return failureMessage(error, intl.formatMessage({ id: 'auth.login.failed' }));
}

/** Stores the customer's session; `onLoggedIn` then sends them on (the page or the header's modal). */
export function CustomerLoginForm({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const intl = useIntl();
  const { login } = useAuth();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(CustomerLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: LoginForm) => login(values, ROLE.customer),
    onSuccess: () => onLoggedIn?.(),
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))} className="space-y-5">
      {mutation.error && <ErrorAlert title={loginErrorMessage(mutation.error, intl)} />}
      {isApiError(mutation.error) && mutation.error.code === 'email_not_verified' && (
        <ResendVerification email={getValues('username').trim()} />
      )}
      <TextField
        label={intl.formatMessage({ id: 'auth.field.email' })}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={fieldMessage(intl, errors.username?.message)}
        {...register('username')}
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.password' })}
        type="password"
        autoComplete="current-password"
        required
        error={fieldMessage(intl, errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" size="lg" fullWidth disabled={mutation.isPending}>
        {intl.formatMessage({ id: mutation.isPending ? 'auth.login.busy' : 'auth.login.submit' })}
      </Button>
    </form>
  );
}
