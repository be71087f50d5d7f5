import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { Checkout } from '@/features/checkout/components/checkout.tsx';
import { CustomerOrGuest } from '@/features/checkout/components/customer-or-guest.tsx';
import { CheckoutLoading } from '@/features/checkout/components/checkout-loading.tsx';
import { RETURN_STEP } from '@/features/checkout/payment-choice.ts';

// Only a customer back from the payment page needs it. Loaded from here rather than as a route of its
// own, so that the storefront's first script does not carry another route.
const CheckoutReturn = lazy(() =>
  import('@/features/checkout/components/checkout-return.tsx').then(({ CheckoutReturn }) => ({
    default: CheckoutReturn,
  })),
);

export default function CheckoutRoute() {
  return (
    <CustomerOrGuest detailsFirst>
      <CheckoutStep />
    </CustomerOrGuest>
  );
}

function CheckoutStep() {
  const step = useParams()['*'];
  if (step === RETURN_STEP) {
    return (
      <Suspense fallback={<CheckoutLoading />}>
        <CheckoutReturn />
      </Suspense>
    );
  }
  if (step) return <Navigate to={paths.checkout.getHref()} replace />;
  return <Checkout />;
}
