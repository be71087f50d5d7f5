import { ROLE } from '@food/contract/constants';
import { useIntl } from 'react-intl';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session.ts';
import { loginHrefFor } from '@/features/auth/redirects.ts';
import { CheckoutLoading } from '@/features/checkout/components/checkout-loading.tsx';
import { MyOrders } from '@/features/orders/components/my-orders.tsx';

// A guest's status link opens one order: its page comes with the checkout's code, which only it needs.
const OrderPage = lazy(() => import('./order.tsx').then(({ OrderPage }) => ({ default: OrderPage })));

export default function OrdersRoute() {
  const { user } = useSession();
  const location = useLocation();
  if (useParams().id !== undefined) {
    return (
      <Suspense fallback={<CheckoutLoading />}>
        <OrderPage />
      </Suspense>
    );
  }
  if (user?.role_id !== ROLE.customer) return <Navigate to={loginHrefFor(location)} replace />;
  return <OrdersPage />;
}

function OrdersPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'orders.page.title' });
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{intl.formatMessage({ id: 'orders.page.document_title' }, { title })}</title>
      <h1 className="font-display text-[1.75rem] leading-tight font-bold text-ink-900 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-2 text-ink-600">{intl.formatMessage({ id: 'orders.page.intro' })}</p>
      <div className="mt-7">
        <MyOrders />
      </div>
    </div>
  );
}
