import { useQuery } from '@tanstack/react-query';
import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { CheckoutLoading } from '@/features/checkout/components/checkout-loading.tsx';
import { PlacedCheckout } from '@/features/checkout/components/placed-checkout.tsx';
import { orderQueryOptions } from '@/features/orders/api/orders.ts';
import { isNumbered } from '@/features/orders/format.ts';
import { guestKeys } from '@/features/orders/guest-keys.ts';

/**
 * One order's live page: a guest's through the private link of their e-mail (`/orders/{id}?key=…`),
 * which this browser keeps for the order's calls and socket; or a logged-in customer's own. It stays
 * until the customer leaves it, following each step of the order (issue 44).
 */
export function OrderPage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const [searchParams] = useSearchParams();
  // Kept before the first read, so that the read, the receipt and the socket carry it.
  useState(() => {
    const key = searchParams.get('key');
    if (key && Number.isInteger(id)) guestKeys.save(id, key);
  });
  const order = useQuery({ ...orderQueryOptions(id), enabled: Number.isInteger(id) && id > 0, retry: false });

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
