import type { CouponCheck } from '@food/contract';
import { ORDER_TYPE } from '@food/contract/constants';
import { fromMinor, toMinor } from '@food/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STORE_ID } from '@/config/store.ts';
import { api } from '@/lib/api-client.ts';
import type { Fulfilment } from '../order-type.ts';

type CheckFacts = {
  code: string;
  fulfilment: Fulfilment;
  subtotalMinor: number;
  /** A guest's e-mail, for the code's per-customer limits; an account counts by itself. */
  email?: string | null;
};

/** What a code would save on this cart, or why it does not apply, in the reader's language. */
export function checkCoupon({ code, fulfilment, subtotalMinor, email }: CheckFacts, signal?: AbortSignal) {
  return api.post<CouponCheck>(
    '/coupons/check',
    {
      store_id: STORE_ID,
      code,
      order_type: ORDER_TYPE[fulfilment.orderType],
      subtotal: fromMinor(subtotalMinor),
      delivery_postcode_id: fulfilment.orderType === 'delivery' ? (fulfilment.delivery?.id ?? null) : null,
      email: email ?? null,
    },
    { signal },
  );
}

/** The check's query key: the applied code's first answer is put there, so that the cart need not ask twice. */
export function couponCheckKey({
  code,
  fulfilment,
  subtotalMinor,
  email,
}: Omit<CheckFacts, 'code'> & { code: string | null }) {
  return [
    'coupon-check',
    STORE_ID,
    code,
    fulfilment.orderType,
    fulfilment.delivery?.id ?? null,
    subtotalMinor,
    email ?? null,
  ] as const;
}

export type CouponState =
  | { state: 'none' }
  | { state: 'checking'; code: string }
  | { state: 'valid'; code: string; savingMinor: number }
  | { state: 'invalid'; code: string; detail: string };

/** The cart's code checked again whenever what it depends on changes: the goods, the order type, the postcode. */
export function useCouponState(facts: Omit<CheckFacts, 'code'> & { code: string | null }): CouponState {
  const { code, fulfilment, subtotalMinor, email } = facts;
  const check = useQuery({
    queryKey: couponCheckKey({ code, fulfilment, subtotalMinor, email }),
    queryFn: ({ signal }) => checkCoupon({ code: code!, fulfilment, subtotalMinor, email }, signal),
    enabled: code !== null && subtotalMinor > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  if (code === null) return { state: 'none' };
  // While a changed cart is checked again, the last answer stands (the server prices the order anyway).
  const answer = check.data;
  if (!answer) return { state: 'checking', code };
  return answer.valid
    ? { state: 'valid', code: answer.code, savingMinor: toMinor(answer.saving) }
    : { state: 'invalid', code, detail: answer.detail };
}

/** What the code takes off the total now: nothing while it is checked or does not apply. */
export const couponSavingMinor = (coupon: CouponState) => (coupon.state === 'valid' ? coupon.savingMinor : 0);
