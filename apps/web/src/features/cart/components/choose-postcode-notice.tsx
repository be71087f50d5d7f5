import { MapPin } from 'lucide-react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { getIntl } from '@/lib/i18n/language.ts';
import { cartUi } from '../cart-ui.ts';
import { loadPostcodeModal } from '../loaders/load-postcode-modal.ts';

export const choosePostcodeText = (intl: IntlShape = getIntl()) =>
  intl.formatMessage({ id: 'cart.modal.postcode_first' });

/** A delivery without a postcode yet: says so, and opens the postcode picker. */
export function ChoosePostcodeNotice() {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cream-100 p-3.5 text-sm text-ink-800">
      <span className="flex items-center gap-2">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {choosePostcodeText(intl)}
      </span>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          void loadPostcodeModal();
          cartUi.openPostcode();
        }}
      >
        <FormattedMessage id="cart.postcode.choose" />
      </Button>
    </div>
  );
}
