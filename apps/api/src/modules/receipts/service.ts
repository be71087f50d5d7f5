// The receipts module's door: what a receipt or ticket shows of its store.
export type { ReceiptStore } from './receipt.ts';
export { receiptStoreOf } from './receipt-store.ts';
