import type { Dashboard } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { hasPlacedOrder } from '../orders/service.ts';
import { getStoreLegal } from '../store-legal/service.ts';
import { listOpeningRanges } from '../store-hours/service.ts';
import { storeLanguage, type getStore } from '../stores/service.ts';

type Store = Awaited<ReturnType<typeof getStore>>;

export interface GoLiveDeps {
  db: Database;
  /** The server has the payment provider's keys. */
  onlinePayment: boolean;
  /** The server has an SMTP server to send through. */
  mail: boolean;
}

/** What the store still lacks to go live; each item is fixed in the back office, or by the server's settings. */
export async function goLiveChecklist(
  { db, onlinePayment, mail }: GoLiveDeps,
  store: Store,
): Promise<Dashboard['go_live']> {
  const [legal, ranges, placed] = await Promise.all([
    getStoreLegal(db, store.id),
    listOpeningRanges(db, store.id),
    hasPlacedOrder(db, store.id),
  ]);
  const filled = (value: string) => value.trim() !== '';
  return {
    legal_details: [legal.legal_name, legal.representative, legal.address, legal.email, legal.phone].every(
      filled,
    ),
    privacy_text: filled(legal.texts[storeLanguage(store)]?.privacy ?? ''),
    opening_hours: ranges.length > 0,
    payment_method: store.paymentMethods.some((method) => method === 'cash' || onlinePayment),
    email_server: mail,
    test_order: placed,
  };
}
