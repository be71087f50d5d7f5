import { useQuery } from '@tanstack/react-query';
import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/features/auth/hooks/use-session.ts';
import { loginHrefFor } from '@/features/auth/redirects.ts';
import { CheckoutLoading } from '@/features/checkout/components/checkout-loading.tsx';
import { PlacedCheckout } from '@/features/checkout/components/placed-checkout.tsx';
import { orderQueryOptions } from '@/features/orders/api/orders.ts';
import { isNumbered } from '@/features/orders/format.ts';
import { guestKeys } from '@/features/orders/guest-keys.ts';

/**
 * One order's live page: a guest's through the private link of their e-mail (`/orders/{id}?key=…`),
 * which this browser keeps for the order's calls and socket; or a customer's own, after logging in. It stays
 * until the customer leaves it, following each step of the order (issue 44).
 */
export function OrderPage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const location = useLocation();
  // Kept before the first read, so that the read, the receipt and the socket carry it.
  const [guest] = useState(() => {
    const key = searchParams.get('key');
    if (key && Number.isInteger(id)) guestKeys.save(id, key);
    return Number.isInteger(id) && guestKeys.get(id) !== null;
  });
  // A registered customer's e-mail links here without a key: they log in and come back.
  const loginFirst = !user && !guest;
  const order = useQuery({
    ...orderQueryOptions(id),
    enabled: Number.isInteger(id) && id > 0 && !loginFirst,
    retry: false,
  });

  if (loginFirst) return <Navigate to={loginHrefFor(location)} replace />;
  if (order.data && isNumbered(order.data)) return <PlacedCheckout order={order.data} openedByLink />;
  if (order.isPending && Number.isInteger(id)) return <CheckoutLoading />;
  return (
    <CenteredPage
      icon={LinkIcon}
      title={intl.formatMessage({ id: 'orders.link.title' })}
      description={intl.formatMessage({ id: 'orders.link.text' })}
      footer={
        <TextLink standalone to={paths.orders.getHref()}>
          {intl.formatMessage({ id: 'orders.link.my_orders' })}
        </TextLink>
      }
    />
  );
}
