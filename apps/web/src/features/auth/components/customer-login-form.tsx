import type { LoginForm } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
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

/** Both fields required (spec §5), the e-mail checked for its format. */
const CustomerLoginSchema = z.object({
  username: z.string().trim().min(1, 'Required').pipe(z.email('Invalid email format').max(254)),
  password: z.string().min(1, 'Required').max(200),
});

export const LOGIN_FAILED = 'Something went wrong. Please try again.';

/**
 * The server's own sentence for a refusal it explains (401 wrong password, 403 "Please verify your
 * e-mail first", 429 too many tries); anything unexpected is "Something went wrong" (spec §8).
 */
export function loginErrorMessage(error: Error): string {
  if (error instanceof LoginRefusedError && error.reason === 'wrong_role') {
    return 'This is a back-office account. Please log in on the admin page instead.';
  }
  return failureMessage(error, LOGIN_FAILED);
}

/** Stores the customer's session; `onLoggedIn` then sends them on (the page or the header's modal). */
export function CustomerLoginForm({ onLoggedIn }: { onLoggedIn?: () => void }) {
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
      {mutation.error && <ErrorAlert title={loginErrorMessage(mutation.error)} />}
      {isApiError(mutation.error) && mutation.error.code === 'email_not_verified' && (
        <ResendVerification email={getValues('username').trim()} />
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" fullWidth disabled={mutation.isPending}>
        {mutation.isPending ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
