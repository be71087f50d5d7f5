import type { Address } from '@food/contract';
import { Banknote, Bike, MapPin, Phone, ShoppingBag, UserRound } from 'lucide-react';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import type { Fulfilment } from '@/features/cart/order-type.ts';

/**
 * The left panel before the order is placed (spec §2): the payment method (cash only) and where the
 * order goes, with the customer's contact details from the address step.
 */
export function PaymentPanel({
  fulfilment,
  address,
  storeAddress,
}: {
  fulfilment: Fulfilment;
  address: Address | undefined;
  storeAddress: string | undefined;
}) {
  const delivery = fulfilment.orderType === 'delivery';
  return (
    <div className="space-y-8">
      <fieldset>
        <legend className="font-display text-xl font-bold text-ink-900">Payment method</legend>
        <label className="mt-4 flex cursor-pointer items-center gap-4 rounded-2xl border border-brand-600 bg-brand-50 p-4 ring-1 ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring)">
          <input
            type="radio"
            name="payment_method"
            value="cash"
            checked
            readOnly
            className="size-5 shrink-0 accent-brand-600"
          />
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-herb-700 shadow-sm">
            <Banknote aria-hidden="true" className="size-6" />
          </span>
          <span className="min-w-0">
            <span className="block font-semibold text-ink-900">Cash</span>
            <span className="block text-sm text-ink-600">
              {delivery
                ? 'Pay the driver when your order arrives.'
                : 'Pay at the counter when you collect it.'}
            </span>
          </span>
        </label>
        <p className="mt-2.5 text-sm text-ink-600">Cash is the only payment method the restaurant offers.</p>
      </fieldset>

      <div>
        <h2 className="font-display text-xl font-bold text-ink-900">{delivery ? 'Delivery' : 'Pickup'}</h2>
        <ul className="mt-4 space-y-3 text-sm text-ink-800">
          <li className="flex items-start gap-3">
            {delivery ? (
              <Bike aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            ) : (
              <ShoppingBag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            )}
            <span>
              {delivery
                ? fulfilment.delivery
                  ? `Delivered to postcode ${fulfilment.delivery.postcode}`
                  : 'No delivery postcode chosen yet'
                : storeAddress
                  ? `Collect it at ${storeAddress}`
                  : 'Collect it at the restaurant'}
            </span>
          </li>
          {address && (
            <>
              {delivery && (
                <li className="flex items-start gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span>
                    {address.line1}
                    {address.area ? `, ${address.area}` : ''}, {address.zip} {address.city}, {address.country}
                  </span>
                </li>
              )}
              <li className="flex items-start gap-3">
                <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>{address.customer_name}</span>
              </li>
              <li className="flex items-start gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>{address.phone}</span>
              </li>
            </>
          )}
        </ul>
        <p className="mt-4 text-sm">
          <TextLink standalone to={paths.updateAddress.getHref()}>
            Change your details
          </TextLink>
        </p>
      </div>
    </div>
  );
}
