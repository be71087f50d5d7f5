import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { STORE_ID } from '@/config/store.ts';
import { isApiError } from '@/lib/api-client.ts';
import { failureMessage, showServerFieldErrors } from '@/lib/form-errors.ts';
import { registerCustomer, siteUrl } from '../api/accounts.ts';
import { defaultCountry } from '../address-form.ts';
import { RegisterFormSchema, type RegisterFormInput, type RegisterFormValues } from '../schemas.ts';
import { FormSection } from './form-section.tsx';
import { RedirectNotice } from './redirect-notice.tsx';

/** After registering, the customer goes to the login page after 5 seconds (spec §4, §9). */
const REGISTER_REDIRECT_SECONDS = 5;

const SERVER_FIELDS = [
  'username',
  'password',
  'address.customer_name',
  'address.phone',
  'address.line1',
  'address.city',
  'address.zip',
  'address.country',
] as const;

function toPayload(values: RegisterFormValues) {
  return {
    username: values.username,
    password: values.password,
    email: values.username,
    url: siteUrl(paths.login.getHref()),
    address: { type: 'shipping' as const, ...values.address },
    store_id: STORE_ID,
  };
}

/** Registration (spec §2): e-mail, password, name, phone and a delivery address. */
export function RegisterForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      username: '',
      password: '',
      address: { customer_name: '', phone: '', line1: '', city: '', zip: '', country: defaultCountry(intl) },
    },
  });
  const mutation = useMutation({
    mutationFn: (values: RegisterFormValues) => registerCustomer(toPayload(values)),
    onError: (error) => {
      showServerFieldErrors(error, setError, SERVER_FIELDS);
      // The e-mail is sent twice (username and email); a problem with either belongs to the one field.
      const emailProblem = isApiError(error) ? error.fields.email?.[0] : undefined;
      if (emailProblem) setError('username', { type: 'server', message: emailProblem });
    },
  });

  if (mutation.isSuccess) {
    return (
      <RedirectNotice
        icon={MailCheck}
        message={intl.formatMessage({ id: 'account.register.done' })}
        to={paths.login.getHref()}
        action={intl.formatMessage({ id: 'account.go_to_login' })}
        seconds={REGISTER_REDIRECT_SECONDS}
        onDone={() => void navigate(paths.login.getHref(), { replace: true })}
      >
        <p className="mt-2 max-w-sm text-sm text-ink-600">
          {intl.formatMessage({ id: 'account.register.open_link' })}
        </p>
      </RedirectNotice>
    );
  }

  const address = errors.address;
  return (
    <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))} className="space-y-8">
      {mutation.error && (
        <ErrorAlert
          title={failureMessage(mutation.error, intl.formatMessage({ id: 'account.register.failed' }))}
        />
      )}
      <FormSection title={intl.formatMessage({ id: 'account.register.section_account' })}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={intl.formatMessage({ id: 'account.field.email' })}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label={intl.formatMessage({ id: 'account.field.password' })}
            type="password"
            autoComplete="new-password"
            required
            hint={intl.formatMessage({ id: 'account.field.password_hint' })}
            error={errors.password?.message}
            {...register('password')}
          />
        </div>
      </FormSection>
      <FormSection title={intl.formatMessage({ id: 'account.register.section_address' })}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={intl.formatMessage({ id: 'account.field.name' })}
            autoComplete="name"
            required
            error={address?.customer_name?.message}
            {...register('address.customer_name')}
          />
          <TextField
            label={intl.formatMessage({ id: 'account.field.phone' })}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            error={address?.phone?.message}
            {...register('address.phone')}
          />
          <TextField
            label={intl.formatMessage({ id: 'account.field.line1' })}
            autoComplete="address-line1"
            required
            className="sm:col-span-2"
            error={address?.line1?.message}
            {...register('address.line1')}
          />
          <TextField
            label={intl.formatMessage({ id: 'account.field.city' })}
            autoComplete="address-level2"
            required
            error={address?.city?.message}
            {...register('address.city')}
          />
          <TextField
            label={intl.formatMessage({ id: 'account.field.zip' })}
            autoComplete="postal-code"
            required
            error={address?.zip?.message}
            {...register('address.zip')}
          />
          <TextField
            label={intl.formatMessage({ id: 'account.field.country' })}
            autoComplete="country-name"
            required
            className="sm:col-span-2"
            error={address?.country?.message}
            {...register('address.country')}
          />
        </div>
      </FormSection>
      <Button type="submit" size="lg" fullWidth disabled={mutation.isPending}>
        {intl.formatMessage({ id: mutation.isPending ? 'account.register.busy' : 'account.register.submit' })}
      </Button>
    </form>
  );
}
