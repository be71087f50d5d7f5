import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { orderPlaced } from '@/features/cart/order-placed.ts';
import { useCart } from '@/features/cart/use-cart.ts';
import { Checkout } from '@/features/checkout/components/checkout.tsx';
import { CustomerOrGuest } from '@/features/checkout/components/customer-or-guest.tsx';
import { CheckoutLoading } from '@/features/checkout/components/checkout-loading.tsx';
import { EmptyCheckout } from '@/features/checkout/components/empty-checkout.tsx';
import { RETURN_STEP } from '@/features/checkout/payment-choice.ts';

// Only a customer back from the payment page needs it. Loaded from here rather than as a route of its
// own, so that the storefront's first script does not carry another route.
const CheckoutReturn = lazy(() =>
  import('@/features/checkout/components/checkout-return.tsx').then(({ CheckoutReturn }) => ({
    default: CheckoutReturn,
  })),
);

export default function CheckoutRoute() {
  const step = useParams()['*'];
  const cart = useCart();
  if (step === RETURN_STEP) {
    // Back from paying: the order is placed, so no details are asked for again.
    return (
      <CustomerOrGuest>
        <Suspense fallback={<CheckoutLoading />}>
          <CheckoutReturn />
        </Suspense>
      </CustomerOrGuest>
    );
  }
  if (step) return <Navigate to={paths.checkout.getHref()} replace />;
  // Nothing to order and no order placed from this cart: said to anyone, logged in or not (issue 44).
  if (cart.length === 0 && !orderPlaced.read().set) return <EmptyCheckout />;
  return (
    <CustomerOrGuest detailsFirst>
      <Checkout />
    </CustomerOrGuest>
  );
}
