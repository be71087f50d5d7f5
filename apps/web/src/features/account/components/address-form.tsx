import type { Address } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Bike, ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { useFulfilment } from '@/features/cart/use-cart.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { addressesQueryOptions, addressKeys, saveAddress } from '../api/addresses.ts';
import {
  addressFailureMessage,
  addressFormValues,
  addressPayload,
  addressZip,
  defaultCountry,
  isUnchanged,
  pickAddress,
} from '../address-form.ts';
import { AddressFieldsSchema } from '../schemas.ts';
import { ContactForm } from './contact-form.tsx';
import { DeliveryAddressFields } from './delivery-address-fields.tsx';

const FormSchema = AddressFieldsSchema.omit({ zip: true });
const SERVER_FIELDS = ['customer_name', 'line1', 'city', 'country', 'phone'] as const;

/**
 * The step before checkout (spec §2). A pickup asks only for the customer's name and phone number
 * (issue 15), kept on their account. A delivery loads the customer's address (a failure is only
 * logged, spec §8), then saves it (POST when there is none, PUT otherwise). Both go on to checkout.
 */
export function AddressForm() {
  const intl = useIntl();
  const { orderType } = useFulfilment();
  const navigate = useNavigate();
  if (orderType === 'pickup') {
    return (
      <div className="space-y-5">
        <p className="flex items-center gap-2.5 rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-800">
          <ShoppingBag aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span>{intl.formatMessage({ id: 'account.address.pickup_note' })}</span>
        </p>
        <ContactForm
          submitLabel={intl.formatMessage({ id: 'account.address.continue' })}
          busyLabel={intl.formatMessage({ id: 'account.address.busy' })}
          onDone={() => void navigate(paths.checkout.getHref())}
        />
      </div>
    );
  }
  return <DeliveryAddressForm />;
}

function DeliveryAddressForm() {
  const intl = useIntl();
  const addresses = useQuery(addressesQueryOptions());
  useEffect(() => {
    if (addresses.error) console.error('Could not load the saved address', addresses.error);
  }, [addresses.error]);

  if (addresses.isPending) {
    return (
      <div
        role="status"
        aria-label={intl.formatMessage({ id: 'account.address.loading' })}
        className="space-y-5"
      >
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="space-y-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-12" />
          </div>
        ))}
      </div>
    );
  }
  const address = pickAddress(addresses.data?.data);
  return <AddressFields key={address?.id ?? 'new'} address={address} />;
}

function AddressFields({ address }: { address: Address | undefined }) {
  const intl = useIntl();
  const { user } = useAuth();
  const { delivery } = useFulfilment();
  const zip = addressZip(delivery);
  const [postcodeMissing, setPostcodeMissing] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(FormSchema),
    defaultValues: addressFormValues(address, user, zip, defaultCountry(intl)),
  });
  const toCheckout = () => void navigate(paths.checkout.getHref());
  const mutation = useMutation({
    mutationFn: (values: ReturnType<typeof addressFormValues>) =>
      saveAddress(address?.id ?? null, addressPayload(values, address)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
      toCheckout();
    },
    onError: (error) => showServerFieldErrors(error, setError, SERVER_FIELDS),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        if (!zip) {
          setPostcodeMissing(true);
          return;
        }
        const complete = { ...values, zip };
        // Nothing changed: straight on, without a call (spec §5).
        if (isUnchanged(address, complete)) toCheckout();
        else mutation.mutate(complete);
      })}
      className="space-y-5"
    >
      {mutation.isError && <ErrorAlert title={addressFailureMessage(mutation.error, intl)} />}
      <p className="flex items-center gap-2.5 rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-800">
        <Bike aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span>
          {delivery ? (
            <FormattedMessage
              id="account.address.delivery_note_to"
              values={{ postcode: delivery.postcode }}
            />
          ) : (
            intl.formatMessage({ id: 'account.address.delivery_note' })
          )}
        </span>
      </p>
      <TextField
        label={intl.formatMessage({ id: 'account.field.customer_name' })}
        autoComplete="name"
        required
        error={errors.customer_name?.message}
        {...register('customer_name')}
      />
      <DeliveryAddressFields
        field={(name) => register(name)}
        errors={errors}
        zip={zip}
        postcodeMissing={postcodeMissing}
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
        {intl.formatMessage({ id: mutation.isPending ? 'account.address.busy' : 'account.address.continue' })}
        {!mutation.isPending && <ArrowRight aria-hidden="true" />}
      </Button>
    </form>
  );
}
