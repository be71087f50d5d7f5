import { MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cartUi, loadPostcodeModal } from '../cart-ui.ts';

export const CHOOSE_POSTCODE_TEXT = 'Choose your delivery postcode first.';

/** A delivery without a postcode yet: says so, and opens the postcode picker. */
export function ChoosePostcodeNotice() {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cream-100 p-3.5 text-sm text-ink-800">
      <span className="flex items-center gap-2">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {CHOOSE_POSTCODE_TEXT}
      </span>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          void loadPostcodeModal();
          cartUi.openPostcode();
        }}
      >
        Choose postcode
      </Button>
    </div>
  );
}
