import { formatMoney, type CurrencySettings } from '@food/money';
import { ShoppingBasket } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { itemCountText } from '../cart.ts';
import { discountText } from '../offers.ts';
import { minimumOrderText } from '../order-minimum.ts';
import { cartUi, useCartUi, VIEW_CART_ID } from '../cart-ui.ts';
import { loadCartModal } from '../loaders/load-cart-modal.ts';
import { useCartTotals } from '../use-cart-totals.ts';

/**
 * The bar at the bottom of the menu (spec §2): how many items, the total with the discount it includes,
 * and View Cart. It hides while the cart is open. View Cart opens the cart while the store is closed too
 * (issue 15): the cart says why it cannot be ordered, and offers ordering ahead when the store takes it.
 */
export function CartBar({ money }: { money: CurrencySettings | undefined }) {
  const intl = useIntl();
  const { count, totals, missingMinor, discountPercent, fulfilment } = useCartTotals();
  const { cartOpen } = useCartUi();

  // The cart must open while the server is out of reach too (issue 15): its code comes with the first item.
  const hasItems = count > 0;
  useEffect(() => {
    if (hasItems) void loadCartModal();
  }, [hasItems]);

  if (count === 0 || cartOpen) return null;

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
      <div className="pointer-events-auto mx-auto max-w-2xl">
        <section
          aria-label={intl.formatMessage({ id: 'cart.bar.label' })}
          className="on-dark flex items-center gap-3 rounded-2xl bg-ink-900 py-2.5 pr-2.5 pl-4 text-white shadow-raised"
        >
          {/* Not on the narrowest phones: the total and the discount it includes need the room. */}
          <span
            aria-hidden="true"
            className="hidden size-10 shrink-0 place-items-center rounded-xl bg-white/10 min-[25rem]:grid"
          >
            <ShoppingBasket className="size-5 text-saffron-200" />
          </span>
          <p className="min-w-0 flex-1 leading-tight">
            <span className="block text-xs font-medium text-cream-200">{itemCountText(count, intl)}</span>
            <span className="block text-lg font-bold tabular-nums">
              {money ? formatMoney(totals.totalMinor, money) : ''}
              {money && discountPercent > 0 && (
                <span className="text-xs font-semibold whitespace-nowrap text-saffron-200">
                  {intl.formatMessage(
                    { id: 'cart.bar.with_discount' },
                    { discount: discountText(discountPercent, fulfilment.orderType, intl) },
                  )}
                </span>
              )}
            </span>
            {missingMinor > 0 && money && (
              <span className="block text-xs font-medium text-saffron-200">
                {minimumOrderText(formatMoney(missingMinor, money), intl)}
              </span>
            )}
          </p>
          <button
            id={VIEW_CART_ID}
            type="button"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadCartModal()}
            onClick={() => {
              void loadCartModal();
              cartUi.openCart();
            }}
            className="inline-flex h-11 shrink-0 items-center gap-2 rounded-xl bg-brand-600 px-5 text-sm font-bold text-white transition-colors hover:bg-brand-500 active:bg-brand-700"
          >
            <FormattedMessage id="cart.bar.view" />
          </button>
        </section>
      </div>
    </div>
  );
}
