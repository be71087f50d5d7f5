import type { Order } from '@food/contract';
import { useEffect, useState } from 'react';
import { isNumbered } from '@/features/orders/format.ts';
import { checkoutEntry, orderPlaced } from '@/features/cart/order-placed.ts';
import { useFinishOrder } from '../use-order-placed.ts';
import { CheckoutLoading } from './checkout-loading.tsx';
import { OpenCheckout } from './open-checkout.tsx';
import { PlacedCheckout } from './placed-checkout.tsx';
import { ResumeCheckout } from './resume-checkout.tsx';

/** The checkout page (spec §2): a new order, or the order placed from this cart if still in progress. */
export function Checkout() {
  // Decided once, when checkout opens (spec §4): the flag set later by placing must not change it.
  const [entry] = useState(() => checkoutEntry(orderPlaced.read()));
  const [placed, setPlaced] = useState<Order | null>(null);

  if (placed && isNumbered(placed)) return <PlacedCheckout order={placed} />;
  if (entry.kind === 'leave') return <LeaveCheckout />;
  if (entry.kind === 'check') return <ResumeCheckout orderId={entry.orderId} onResume={setPlaced} />;
  return <OpenCheckout onPlaced={setPlaced} />;
}

/** The flag is set but no order is in progress: remove it and go to the menu (spec §4). */
function LeaveCheckout() {
  const finish = useFinishOrder();
  useEffect(() => finish(), [finish]);
  return <CheckoutLoading />;
}
