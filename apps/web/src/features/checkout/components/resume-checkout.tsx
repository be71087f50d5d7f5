import type { Order } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { orderQueryOptions } from '@/features/orders/api/orders.ts';
import { isApiError } from '@/lib/api-client.ts';
import { isInProgress } from '@/features/cart/order-placed.ts';
import { useFinishOrder } from '../use-order-placed.ts';
import { CheckoutLoading } from './checkout-loading.tsx';

/** After a reload: the placed order is still in progress while the restaurant has not answered. */
export function ResumeCheckout({ orderId, onResume }: { orderId: number; onResume: (order: Order) => void }) {
  const intl = useIntl();
  const order = useQuery({ ...orderQueryOptions(orderId), retry: false });
  const finish = useFinishOrder();
  // Answered already, or not this customer's order (another account used this browser): nothing in progress.
  const gone = order.isSuccess
    ? !isInProgress(order.data)
    : isApiError(order.error) && (order.error.status === 403 || order.error.status === 404);

  useEffect(() => {
    if (order.isSuccess && isInProgress(order.data)) onResume(order.data);
  }, [order.isSuccess, order.data, onResume]);
  useEffect(() => {
    if (gone) finish();
  }, [gone, finish]);

  if (order.isError && !gone) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-12">
        <ErrorAlert title={intl.formatMessage({ id: 'checkout.resume.failed' })}>
          <p>{order.error.message}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void order.refetch()}>
              <RotateCw aria-hidden="true" />
              {intl.formatMessage({ id: 'checkout.try_again' })}
            </Button>
            <Link to={paths.orders.getHref()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              {intl.formatMessage({ id: 'checkout.resume.my_orders' })}
            </Link>
          </div>
        </ErrorAlert>
      </div>
    );
  }
  return <CheckoutLoading />;
}
