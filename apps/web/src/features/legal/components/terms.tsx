import { LegalPage } from './legal-page.tsx';
import { StoreText } from './store-text.tsx';

/** The store's terms and conditions. */
export function Terms() {
  return (
    <LegalPage titleMessage="legal.terms.title">
      {(legal) => <StoreText legal={legal} text="terms" />}
    </LegalPage>
  );
}
