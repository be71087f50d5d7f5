import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, Bike, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { addressZip, defaultCountry } from '@/features/account/address-form.ts';
import {
  GuestPickupFormSchema,
  GuestDeliveryFormSchema,
  type GuestFormValues,
} from '@/features/account/schemas.ts';
import { DeliveryAddressFields } from '@/features/account/components/delivery-address-fields.tsx';
import { useFulfilment } from '@/features/cart/use-cart.ts';
import { guestCheckout, hasGuestDetails, useGuestCheckout } from '../guest-checkout.ts';

/**
 * The address step of a guest (issue 7/8): name, e-mail and phone, and for a delivery where it goes.
 * Nothing is saved on the server until the order is placed; the details stay in this tab for the
 * checkout and for the next order.
 */
export function GuestDetailsForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { orderType, delivery } = useFulfilment();
  const saved = useGuestCheckout();
  const previous = hasGuestDetails(saved) ? saved : null;
  const isDelivery = orderType === 'delivery';
  const zip = addressZip(delivery);
  const [postcodeMissing, setPostcodeMissing] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GuestFormValues>({
    resolver: zodResolver(isDelivery ? GuestDeliveryFormSchema : GuestPickupFormSchema),
    defaultValues: {
      customer_name: previous?.name ?? '',
      email: previous?.email ?? '',
      phone: previous?.phone ?? '',
      line1: previous?.address?.line1 ?? '',
      city: previous?.address?.city ?? '',
      country: previous?.address?.country ?? defaultCountry(intl),
    },
  });

  const submit = handleSubmit((values) => {
    if (isDelivery && !zip) {
      setPostcodeMissing(true);
      return;
    }
    guestCheckout.save({
      name: values.customer_name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      ...(isDelivery
        ? {
            address: { line1: values.line1.trim(), city: values.city.trim(), country: values.country.trim() },
          }
        : {}),
    });
    void navigate(paths.checkout.getHref());
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <p className="flex items-center gap-2.5 rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-800">
        {isDelivery ? (
          <Bike aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        ) : (
          <ShoppingBag aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        )}
        <span>
          <FormattedMessage id={isDelivery ? 'checkout.guest.note_delivery' : 'checkout.guest.note_pickup'} />
        </span>
      </p>
      <TextField
        label={intl.formatMessage({ id: 'account.field.customer_name' })}
        autoComplete="name"
        required
        error={errors.customer_name?.message}
        {...register('customer_name')}
      />
      <TextField
        label={intl.formatMessage({ id: 'checkout.guest.email' })}
        type="email"
        autoComplete="email"
        required
        hint={intl.formatMessage({ id: 'checkout.guest.email_hint' })}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.phone' })}
        type="tel"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      {isDelivery && (
        <>
          <DeliveryAddressFields
            field={(name) => register(name)}
            errors={errors}
            zip={zip}
            postcodeMissing={postcodeMissing}
          />
        </>
      )}
      <Button type="submit" size="lg" fullWidth>
        <FormattedMessage id="account.address.continue" />
        <ArrowRight aria-hidden="true" />
      </Button>
    </form>
  );
}
