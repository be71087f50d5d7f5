import { LoginFormSchema, type LoginForm } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { LoginRefusedError } from '../api/login.ts';
import { ROLE } from '../roles.ts';

function loginErrorMessage(error: Error): string {
  if (error instanceof LoginRefusedError && error.reason === 'wrong_role') {
    return 'This is a back-office account. Please log in on the admin page instead.';
  }
  return error.message || 'Something went wrong. Please try again.';
}

/** Stores the session on success; the page then sends the customer on. */
export function CustomerLoginForm() {
  const { login } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginFormSchema), defaultValues: { username: '', password: '' } });
  const mutation = useMutation({ mutationFn: (values: LoginForm) => login(values, ROLE.customer) });

  return (
    <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))} className="space-y-5">
      {mutation.error && <ErrorAlert title={loginErrorMessage(mutation.error)} />}
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
