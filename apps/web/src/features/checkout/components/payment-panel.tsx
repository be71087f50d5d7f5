import type { Address, PaymentMethod } from '@food/contract';
import { AtSign, Bike, MapPin, Phone, ShoppingBag, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import type { Fulfilment } from '@/features/cart/order-type.ts';
import { PaymentMethods } from './payment-methods.tsx';

// Loaded only for the rare customer whose account lacks a name or phone number: it brings the form code.
const ContactForm = lazy(() =>
  import('@/features/account/components/contact-form.tsx').then(({ ContactForm }) => ({
    default: ContactForm,
  })),
);

/**
 * Who the order is for: the delivery address's name and phone, or for a pickup the account's; a guest's
 * with the e-mail their order's messages go to.
 */
export type Contact = { customer_name: string; phone: string; email?: string };

/** Where a delivery goes, as the address step gave it. */
export type ShownAddress = Pick<Address, 'line1' | 'area' | 'city' | 'zip' | 'country'>;

/**
 * The left panel before the order is placed (spec §2): the payment method (issue 4/8) and where the
 * order goes, with the customer's name and phone number: a delivery's from the address step, a
 * pickup's from their account (issue 15), asked for here when the account lacks them.
 */
export function PaymentPanel({
  fulfilment,
  address,
  contact,
  storeAddress,
  offered,
  chosen,
  onChoose,
  cancelled,
}: {
  fulfilment: Fulfilment;
  address: ShownAddress | undefined;
  /** Null: a pickup whose account lacks the name or phone number. */
  contact: Contact | null;
  storeAddress: string | undefined;
  offered: readonly PaymentMethod[];
  chosen: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
  /** Back from the payment page's Cancel: nothing was charged, the cart is as it was. */
  cancelled: boolean;
}) {
  const intl = useIntl();
  const delivery = fulfilment.orderType === 'delivery';
  const delivered = fulfilment.delivery;
  return (
    <div className="space-y-8">
      {cancelled && (
        <div role="status" className="rounded-xl bg-cream-100 p-3.5 text-sm text-ink-800">
          <p className="font-bold">{intl.formatMessage({ id: 'checkout.payment.cancelled' })}</p>
          <p className="mt-1">{intl.formatMessage({ id: 'checkout.payment.cancelled_text' })}</p>
        </div>
      )}
      <PaymentMethods offered={offered} chosen={chosen} onChoose={onChoose} delivery={delivery} />

      <div>
        <h2 className="font-display text-xl font-bold text-ink-900">
          {intl.formatMessage({
            id: delivery ? 'checkout.fulfilment.delivery' : 'checkout.fulfilment.pickup',
          })}
        </h2>
        <ul className="mt-4 space-y-3 text-sm text-ink-800">
          <li className="flex items-start gap-3">
            {delivery ? (
              <Bike aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            ) : (
              <ShoppingBag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            )}
            <span>
              {delivery
                ? delivered
                  ? intl.formatMessage(
                      { id: 'checkout.fulfilment.delivered_to' },
                      { postcode: delivered.postcode },
                    )
                  : intl.formatMessage({ id: 'checkout.fulfilment.no_postcode' })
                : storeAddress
                  ? intl.formatMessage({ id: 'checkout.fulfilment.collect_at' }, { address: storeAddress })
                  : intl.formatMessage({ id: 'checkout.fulfilment.collect_at_restaurant' })}
            </span>
          </li>
          {delivery && address && (
            <li className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                {intl.formatMessage(
                  {
                    id: address.area
                      ? 'checkout.fulfilment.address_with_area'
                      : 'checkout.fulfilment.address',
                  },
                  {
                    line1: address.line1,
                    area: address.area,
                    zip: delivered?.postcode ?? address.zip,
                    city: address.city,
                    country: address.country,
                  },
                )}
              </span>
            </li>
          )}
          {contact && (
            <>
              <li className="flex items-start gap-3">
                <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>{contact.customer_name}</span>
              </li>
              <li className="flex items-start gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>{contact.phone}</span>
              </li>
              {contact.email && (
                <li className="flex items-start gap-3">
                  <AtSign aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span>{contact.email}</span>
                </li>
              )}
            </>
          )}
        </ul>
        {!delivery && !contact ? (
          <section aria-labelledby="contact-title" className="mt-5">
            <h3 id="contact-title" className="font-semibold text-ink-900">
              {intl.formatMessage({ id: 'checkout.contact.title' })}
            </h3>
            <p className="mt-1 text-sm text-ink-600">{intl.formatMessage({ id: 'checkout.contact.why' })}</p>
            <div className="mt-4">
              <Suspense fallback={null}>
                {/* Once saved, the account's name and phone show instead of the form. */}
                <ContactForm
                  submitLabel={intl.formatMessage({ id: 'checkout.contact.save' })}
                  busyLabel={intl.formatMessage({ id: 'checkout.contact.saving' })}
                  onDone={() => undefined}
                />
              </Suspense>
            </div>
          </section>
        ) : (
          <p className="mt-4 text-sm">
            <TextLink standalone to={paths.updateAddress.getHref()}>
              {intl.formatMessage({ id: 'checkout.contact.change' })}
            </TextLink>
          </p>
        )}
      </div>
    </div>
  );
}
