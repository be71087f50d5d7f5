/** Shown when someone tries to check out while the store is closed (spec §2, word for word). */
export const CLOSED_STORE_MESSAGE = 'Store is currently closed. You cannot place an order now.';

/** In the cart while the store takes no orders now but does for later (issue 13). */
export const ORDER_AHEAD_MESSAGE =
  'The restaurant is not taking orders right now. You can order for later and choose the time at checkout.';
