import { Checkout } from '@/features/checkout/components/checkout.tsx';

export default function CheckoutRoute() {
  return <Checkout />;
}
