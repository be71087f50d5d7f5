import { useQuery } from '@tanstack/react-query';
import { addressesQueryOptions } from '@/features/account/api/addresses.ts';
import { pickAddress } from '@/features/account/address-form.ts';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import type { Fulfilment } from '@/features/cart/order-type.ts';
import type { Contact } from './components/payment-panel.tsx';
import { hasGuestDetails, useGuestCheckout } from './guest-checkout.ts';

/** Who orders and where to: the guest's details, else the account's address (delivery) or name and phone. */
export function useCheckoutContact(fulfilment: Fulfilment) {
  const { user } = useAuth();
  const guestCheckoutState = useGuestCheckout();
  // Without an account: the details the guest gave on the address step (issue 7/8).
  const guest = user === null && hasGuestDetails(guestCheckoutState) ? guestCheckoutState : null;
  const addresses = useQuery({ ...addressesQueryOptions(), enabled: user !== null });
  const address = guest
    ? guest.address && {
        ...guest.address,
        country: guest.address.country ?? '',
        area: null,
        zip: fulfilment.delivery?.postcode ?? '',
      }
    : pickAddress(addresses.data?.data);
  const delivery = fulfilment.orderType === 'delivery';
  // A pickup needs only the customer's name and phone number, from their account (issue 15).
  const contact: Contact | null = guest
    ? { customer_name: guest.name, phone: guest.phone, email: guest.email }
    : delivery
      ? address && 'customer_name' in address
        ? { customer_name: address.customer_name, phone: address.phone }
        : null
      : user?.customer_name.trim() && user.phone.trim()
        ? { customer_name: user.customer_name, phone: user.phone }
        : null;
  return { user, guest, address, contact };
}
