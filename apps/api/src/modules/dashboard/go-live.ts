import { LANGUAGES, type Dashboard } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { hasPlacedOrder } from '../orders/service.ts';
import { getStoreLegal } from '../store-legal/service.ts';
import { listOpeningRanges } from '../store-hours/service.ts';
import type { getStore } from '../stores/service.ts';

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
  const isText = (name: string) => name.startsWith('texts.');
  return {
    legal_details:
      [legal.legal_name, legal.representative, legal.address, legal.email, legal.phone].every(filled) &&
      !legal.placeholders.some((name) => !isText(name)),
    // The storefront offers every language the product speaks: each needs its own policy.
    legal_texts:
      !legal.placeholders.some(isText) &&
      LANGUAGES.every((language) => filled(legal.texts[language]?.privacy ?? '')),
    opening_hours: ranges.length > 0,
    payment_method: store.paymentMethods.some((method) => method === 'cash' || onlinePayment),
    email_server: mail,
    test_order: placed,
  };
}
