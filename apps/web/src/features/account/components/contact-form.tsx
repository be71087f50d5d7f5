import { SaveContactSchema } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { addressFailureMessage } from '../address-form.ts';
import { saveContact } from '../api/contact.ts';

const SERVER_FIELDS = ['customer_name', 'phone'] as const;

/**
 * The customer's name and phone number, all a pickup order needs of them (issue 15), saved on their
 * account. Nothing changed: `onDone` at once, without a call (as the address step, spec §5).
 */
export function ContactForm({
  submitLabel,
  busyLabel,
  onDone,
}: {
  submitLabel: string;
  busyLabel: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { user } = useAuth();
  const saved = { customer_name: user?.customer_name ?? '', phone: user?.phone ?? '' };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SaveContactSchema), defaultValues: saved });
  const mutation = useMutation({
    mutationFn: saveContact,
    onSuccess: onDone,
    onError: (error) => showServerFieldErrors(error, setError, SERVER_FIELDS),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        const unchanged =
          values.customer_name === saved.customer_name.trim() && values.phone === saved.phone.trim();
        if (unchanged) onDone();
        else mutation.mutate(values);
      })}
      className="space-y-5"
    >
      {mutation.isError && <ErrorAlert title={addressFailureMessage(mutation.error, intl)} />}
      <TextField
        label={intl.formatMessage({ id: 'account.field.customer_name' })}
        autoComplete="name"
        required
        error={errors.customer_name?.message}
        {...register('customer_name')}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.phone' })}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Button type="submit" size="lg" fullWidth disabled={mutation.isPending}>
        {mutation.isPending ? busyLabel : submitLabel}
        {!mutation.isPending && <ArrowRight aria-hidden="true" />}
      </Button>
    </form>
  );
}
