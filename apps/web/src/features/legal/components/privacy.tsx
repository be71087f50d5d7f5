import type { MessageId } from '@food/i18n';
import { FormattedMessage } from 'react-intl';
import { LegalPage } from './legal-page.tsx';
import { StoreText } from './store-text.tsx';

/**
 * What this site keeps on the reader's device, named as the code names it (keep in step with: the `lang`
 * cookie in lib/i18n/language.ts, `known_device` in the API's auth module, the keys of auth/session.ts,
 * cart/ (with order-placed.ts), menu/product-cache.ts and order-desk/seen-orders.ts).
 */
const COOKIES: [string, MessageId][] = [
  ['lang', 'legal.storage.lang'],
  ['known_device', 'legal.storage.known_device'],
];
const LOCAL_STORAGE: [string, MessageId][] = [
  ['token, userData, role, store_id', 'legal.storage.session'],
  [
    'cart, order_type, delivery_postcode, delivery_postcode_id, delivery_fee, variant_selection:…',
    'legal.storage.cart',
  ],
  ['order_placed', 'legal.storage.order_placed'],
  ['products_cache:…', 'legal.storage.products_cache'],
  ['desk_seen_orders, desk_reminded_orders', 'legal.storage.desk'],
];

/** The privacy policy: what the site itself keeps on the device, then the store's own text. */
export function Privacy() {
  return (
    <LegalPage titleMessage="legal.privacy.title">
      {(legal) => (
        <>
          <StorageNotice />
          <div className="mt-10">
            <StoreText legal={legal} text="privacy" />
          </div>
        </>
      )}
    </LegalPage>
  );
}

function StorageNotice() {
  return (
    <section
      aria-labelledby="storage-title"
      className="space-y-4 rounded-2xl bg-cream-100 p-4 text-ink-800 sm:p-6"
    >
      <h2 id="storage-title" className="font-display text-xl font-bold text-ink-900">
        <FormattedMessage id="legal.storage.title" />
      </h2>
      <p>
        <FormattedMessage id="legal.storage.intro" />
      </p>
      <StorageList heading={'legal.storage.cookies'} entries={COOKIES} />
      <StorageList heading={'legal.storage.local'} entries={LOCAL_STORAGE} />
      <p>
        <FormattedMessage id="legal.storage.remove" />
      </p>
    </section>
  );
}

function StorageList({ heading, entries }: { heading: MessageId; entries: [string, MessageId][] }) {
  return (
    <>
      <h3 className="font-semibold text-ink-900">
        <FormattedMessage id={heading} />
      </h3>
      <dl className="space-y-2">
        {entries.map(([names, text]) => (
          <div key={names}>
            <dt className="font-mono text-sm break-words text-ink-900">{names}</dt>
            <dd>
              <FormattedMessage id={text} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
