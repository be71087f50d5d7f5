/** Shown when someone tries to check out while the store is closed (spec §2, word for word). */
export const CLOSED_STORE_MESSAGE = 'Store is currently closed. You cannot place an order now.';
