import type { Order } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, RotateCw } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { orderQueryOptions } from '@/features/orders/api/orders.ts';
import { isNumbered } from '@/features/orders/format.ts';
import { orderPlaced } from '@/features/cart/order-placed.ts';
import { awaitingPayment } from '../abandon-checkout.ts';
import { CheckoutLoading } from './checkout-loading.tsx';
import { CheckoutPanel } from './checkout-panel.tsx';
import { PlacedCheckout } from './placed-checkout.tsx';

/** While the payment is being confirmed, the order is read again this often; each read asks Stripe. */
const CONFIRM_POLL_MS = 2_000;

const awaitsPayment = (order: Order | undefined) =>
  order !== undefined && order.number === null && order.payment.status === 'pending';

/**
 * Where the payment page sends the customer back (`/checkout/return?order=12`). The order reaches the
 * restaurant once the payment is confirmed: until then (the webhook may not have arrived) it says so
 * and reads the order again, which asks the provider; then the usual live waiting view, with the cart
 * kept until the journey ends as for any order. A checkout that never completed sends the customer back
 * to the checkout, with the cart as it was.
 */
export function CheckoutReturn() {
  const [search] = useSearchParams();
  const orderId = Number(search.get('order'));
  if (!Number.isSafeInteger(orderId) || orderId <= 0)
    return <Navigate to={paths.checkout.getHref()} replace />;
  return <ReturnFor orderId={orderId} />;
}

function ReturnFor({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const order = useQuery({
    ...orderQueryOptions(orderId),
    refetchInterval: (query) => (awaitsPayment(query.state.data) ? CONFIRM_POLL_MS : false),
  });
  const data = order.data;
  const numbered = data !== undefined && isNumbered(data);

  // Paid and on the desk: checkout and a reload resume it as any placed order.
  const ended = data !== undefined && !numbered && !awaitsPayment(data);
  useEffect(() => {
    if (numbered) orderPlaced.mark(orderId);
    if (numbered || ended) awaitingPayment.forget(orderId);
  }, [numbered, ended, orderId]);

  if (data && isNumbered(data)) return <PlacedCheckout order={data} />;
  if (data && awaitsPayment(data)) {
    return (
      <ReturnPanel>
        <Spinner className="size-10 text-brand-700" />
        <h1 className="mt-4 font-display text-2xl font-bold text-ink-900">
          {intl.formatMessage({ id: 'checkout.return.confirming' })}
        </h1>
        <p className="mt-2 text-ink-600">{intl.formatMessage({ id: 'checkout.return.confirming_text' })}</p>
      </ReturnPanel>
    );
  }
  if (data) {
    return (
      <ReturnPanel>
        <CircleAlert aria-hidden="true" className="size-10 text-brand-700" />
        <h1 className="mt-4 font-display text-2xl font-bold text-ink-900">
          {intl.formatMessage({ id: 'checkout.return.not_paid' })}
        </h1>
        <p className="mt-2 text-ink-600">{intl.formatMessage({ id: 'checkout.return.not_paid_text' })}</p>
        <Link to={paths.checkout.getHref()} className={`${buttonClasses({ size: 'lg' })} mt-6`}>
          {intl.formatMessage({ id: 'checkout.return.back' })}
        </Link>
      </ReturnPanel>
    );
  }
  if (order.isError) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-12">
        <ErrorAlert title={intl.formatMessage({ id: 'checkout.return.failed' })}>
          <p>{order.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void order.refetch()}>
            <RotateCw aria-hidden="true" />
            {intl.formatMessage({ id: 'checkout.try_again' })}
          </Button>
        </ErrorAlert>
      </div>
    );
  }
  return <CheckoutLoading />;
}

function ReturnPanel({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <CheckoutPanel title={intl.formatMessage({ id: 'checkout.return.title' })} status>
      {children}
    </CheckoutPanel>
  );
}
