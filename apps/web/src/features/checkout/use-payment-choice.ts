import type { PaymentMethod } from '@food/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { defaultMethod, isPaymentCancelled, offeredMethods, placeButtonId } from './payment-choice.ts';

/** The checkout's payment method: the store's offer, the customer's pick, and the button's words. */
export function usePaymentChoice(methods: readonly PaymentMethod[] | undefined) {
  const offered = offeredMethods(methods);
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  // A pick the store stopped offering (its settings changed meanwhile) falls back to what it offers.
  const chosen = picked !== null && offered.includes(picked) ? picked : defaultMethod(offered);
  const [search] = useSearchParams();
  return {
    offered,
    chosen,
    choose: setPicked,
    cancelled: isPaymentCancelled(search),
    buttonId: placeButtonId(chosen),
  };
}
