import type { LoginForm } from '@food/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { LoginRefusedError } from '../api/login.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { ROLE } from '@food/contract/constants';

function adminLoginErrorMessage(error: Error, intl: IntlShape): string {
  if (error instanceof LoginRefusedError) {
    // The password was right, so "incorrect" would mislead: say plainly that this account has no access.
    return intl.formatMessage({
      id: error.reason === 'missing_token' ? 'auth.admin_login.invalid' : 'auth.admin_login.no_access',
    });
  }
  // An unreachable, overloaded or rate-limiting server is not the user's typo: show what went wrong.
  if (isApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500)) {
    return error.message;
  }
  return intl.formatMessage({ id: 'auth.admin_login.incorrect' });
}

/** Stores the administrator's session on success; the page then opens the back office. */
export function AdminLoginForm() {
  const intl = useIntl();
  const { login } = useAuth();
  const { register, handleSubmit } = useForm<LoginForm>({ defaultValues: { username: '', password: '' } });
  const mutation = useMutation({ mutationFn: (values: LoginForm) => login(values, ROLE.storeAdmin) });

  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))} className="space-y-5">
      <TextField
        label={intl.formatMessage({ id: 'auth.field.email' })}
        type="email"
        autoComplete="username"
        required
        {...register('username')}
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.password' })}
        type="password"
        autoComplete="current-password"
        required
        {...register('password')}
      />
      {mutation.error && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {adminLoginErrorMessage(mutation.error, intl)}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth disabled={mutation.isPending}>
        {intl.formatMessage({ id: mutation.isPending ? 'auth.login.busy' : 'auth.admin_login.submit' })}
      </Button>
    </form>
  );
}
