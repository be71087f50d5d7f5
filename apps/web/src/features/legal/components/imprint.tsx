import type { StoreLegal } from '@food/contract';
import { FormattedMessage } from 'react-intl';
import { LegalPage } from './legal-page.tsx';
import { StoreText } from './store-text.tsx';

const link = 'font-semibold text-brand-800 underline';
const heading = 'mt-6 font-display text-xl font-bold text-ink-900 first:mt-0';

/** The imprint: who runs the store, made from its legal details, then the store's own imprint text. */
export function Imprint() {
  return (
    <LegalPage titleMessage="legal.imprint.title">
      {(legal) => (
        <>
          <ImprintDetails legal={legal} />
          <div className="mt-8">
            <StoreText legal={legal} text="imprint" />
          </div>
        </>
      )}
    </LegalPage>
  );
}

function ImprintDetails({ legal }: { legal: StoreLegal }) {
  if (!legal.legal_name) {
    return (
      <p className="text-ink-700">
        <FormattedMessage id="legal.missing" />
      </p>
    );
  }
  const register = [legal.register_court, legal.register_number].filter(Boolean).join(', ');
  return (
    <div className="space-y-2 text-ink-800">
      <h2 className={heading}>
        <FormattedMessage id="legal.imprint.provider" />
      </h2>
      <p>
        <span className="block font-semibold">{legal.legal_name}</span>
        <span className="block whitespace-pre-line">{legal.address}</span>
      </p>
      <p>
        <FormattedMessage id="legal.imprint.represented_by" values={{ name: legal.representative }} />
      </p>
      <h2 className={heading}>
        <FormattedMessage id="legal.imprint.contact" />
      </h2>
      <p>
        <FormattedMessage
          id="legal.imprint.phone"
          values={{
            phone: (
              <a className={link} href={`tel:${legal.phone.replace(/[^\d+]/g, '')}`}>
                {legal.phone}
              </a>
            ),
          }}
        />
        <br />
        <FormattedMessage
          id="legal.imprint.email"
          values={{
            email: (
              <a className={link} href={`mailto:${legal.email}`}>
                {legal.email}
              </a>
            ),
          }}
        />
      </p>
      {legal.vat_id && (
        <p>
          <FormattedMessage id="legal.imprint.vat_id" values={{ vatId: legal.vat_id }} />
        </p>
      )}
      {register && (
        <>
          <h2 className={heading}>
            <FormattedMessage id="legal.imprint.register" />
          </h2>
          <p>{register}</p>
        </>
      )}
    </div>
  );
}
