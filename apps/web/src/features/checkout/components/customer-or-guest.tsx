import { ROLE } from '@food/contract/constants';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session.ts';
import { loginHrefFor } from '@/features/auth/redirects.ts';
import { paths } from '@/config/paths.ts';
import { guestKeys } from '@/features/orders/guest-keys.ts';
import { hasGuestDetails, useGuestCheckout } from '../guest-checkout.ts';

/**
 * The checkout's steps for a logged-in customer, or for a visitor who chose "Continue as guest"; anyone
 * else goes to the login page (which offers the guest's way) and comes back. A guest back in a new tab
 * (the payment page's return, a link) has made no choice in this tab, but this browser keeps the keys of
 * the orders it placed as a guest: a guest, not someone to log in (issue 44). The server checks every call.
 */
export function CustomerOrGuest({
  children,
  detailsFirst = false,
}: {
  children: ReactNode;
  /** The checkout itself: a guest who has not given their details yet goes to the address step first. */
  detailsFirst?: boolean;
}) {
  const { user } = useSession();
  const guest = useGuestCheckout();
  const location = useLocation();
  if (user?.role_id === ROLE.customer) return children;
  if (user === null && (guest !== null || guestKeys.any())) {
    if (detailsFirst && !hasGuestDetails(guest))
      return <Navigate to={paths.updateAddress.getHref()} replace />;
    return children;
  }
  return <Navigate to={loginHrefFor(location)} replace />;
}
