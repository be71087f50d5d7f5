import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { soldOutLinesText } from '@/features/cart/cart-freshness.ts';
import { cartUi } from '@/features/cart/cart-ui.ts';
import { loadCartModal } from '@/features/cart/loaders/load-cart-modal.ts';

/** The cart has lines sold out meanwhile: they are to be removed in the cart, which this opens. */
export function SoldOutNotice() {
  const intl = useIntl();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-danger-50 p-3.5 text-sm font-semibold text-danger-700"
    >
      {soldOutLinesText()}
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          void loadCartModal();
          cartUi.openCart();
        }}
      >
        {intl.formatMessage({ id: 'checkout.open_cart' })}
      </Button>
    </div>
  );
}
