import type { OrderType } from './order-type.ts';

/** The discount a total includes, as the cart bar explains it: "10% pickup discount". */
export function discountText(percent: number, orderType: OrderType): string {
  return orderType === 'pickup' ? `${percent}% pickup discount` : `${percent}% delivery discount`;
}
