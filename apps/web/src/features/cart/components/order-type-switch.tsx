import { formatMoney, toMinor } from '@food/money';
import { Bike, MapPin, ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { STORE_ID } from '@/config/store.ts';
import { useCurrency } from '@/features/store/hooks/use-currency.ts';
import { cn } from '@/lib/cn.ts';
import { usePostcodes } from '../api/get-postcodes.ts';
import { cartUi } from '../cart-ui.ts';
import { loadPostcodeModal } from '../loaders/load-postcode-modal.ts';
import { freeDeliveryLabel } from '../order-minimum.ts';
import { fulfilmentStore } from '../use-cart.ts';
import { useCartTotals } from '../use-cart-totals.ts';

function openPostcodePicker() {
  void loadPostcodeModal();
  cartUi.openPostcode();
}

/** The postcode button's name, a whole sentence; `fee` is null while the currency is loading. */
function postcodeButtonLabel(intl: IntlShape, postcode: string, fee: string | null, free: boolean): string {
  if (free) return intl.formatMessage({ id: 'cart.postcode.button_free' }, { postcode });
  return fee
    ? intl.formatMessage({ id: 'cart.postcode.button_fee' }, { postcode, fee })
    : intl.formatMessage({ id: 'cart.postcode.button' }, { postcode });
}

/**
 * Pickup or Delivery (decisions §9). Delivery opens the postcode picker; once a postcode is saved it
 * is shown with its fee, or "Free delivery" when the cart has reached the postcode's threshold, and
 * pressing it changes it.
 */
export function OrderTypeSwitch({
  stretch = false,
  showPostcode = true,
}: {
  stretch?: boolean;
  showPostcode?: boolean;
}) {
  const intl = useIntl();
  const { fulfilment, freeDelivery } = useCartTotals();
  const { orderType, delivery } = fulfilment;
  const money = useCurrency(STORE_ID);
  const fee = delivery && money ? formatMoney(toMinor(delivery.fee), money) : null;
  const feeText = freeDelivery ? freeDeliveryLabel(intl) : fee;
  // The saved fee follows the store's list: fees change, postcodes are dropped.
  const postcodes = usePostcodes(STORE_ID, { enabled: delivery !== null });
  useEffect(() => {
    if (postcodes.data) fulfilmentStore.syncWithPostcodes(postcodes.data);
  }, [postcodes.data]);

  const option = (active: boolean) =>
    cn(
      'inline-flex h-11 items-center justify-center gap-1.5 rounded-[0.625rem] px-2.5 text-sm font-semibold transition-colors sm:h-9 sm:px-3 [&_svg]:size-4',
      // The narrowest phones need the room for the postcode beside the switch.
      orderType === 'delivery' && showPostcode && 'max-[399px]:[&_svg]:hidden',
      stretch && 'flex-1',
      active
        ? 'bg-white text-brand-700 shadow-sm ring-1 ring-cream-300'
        : 'text-ink-700 hover:bg-cream-100 hover:text-ink-900',
    );

  return (
    <div className={cn('flex items-center gap-2', stretch && 'w-full')}>
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'cart.order_type.group' })}
        className={cn('inline-flex gap-0.5 rounded-xl bg-cream-200 p-0.5', stretch && 'flex-1')}
      >
        <button
          type="button"
          aria-pressed={orderType === 'pickup'}
          onClick={() => fulfilmentStore.setOrderType('pickup')}
          className={option(orderType === 'pickup')}
        >
          <ShoppingBag aria-hidden="true" />
          <FormattedMessage id="cart.order_type.pickup" />
        </button>
        <button
          type="button"
          aria-pressed={orderType === 'delivery'}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadPostcodeModal()}
          onClick={openPostcodePicker}
          className={option(orderType === 'delivery')}
        >
          <Bike aria-hidden="true" />
          <FormattedMessage id="cart.order_type.delivery" />
        </button>
      </div>
      {orderType === 'delivery' && showPostcode && (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={openPostcodePicker}
          className="inline-flex h-11 max-w-44 min-w-0 items-center gap-1.5 rounded-xl border border-dashed border-brand-300 bg-brand-50 px-2.5 text-sm font-semibold sm:h-10 sm:px-3 text-brand-800 hover:border-brand-600 [&_svg]:size-4 [&_svg]:shrink-0"
        >
          <MapPin aria-hidden="true" className="max-sm:hidden" />
          {delivery ? (
            <>
              <span className="sr-only">
                {postcodeButtonLabel(intl, delivery.postcode, fee, freeDelivery)}
              </span>
              {/* Two short lines: "10115 · Free delivery" on one would not fit beside the switch on a phone. */}
              <span aria-hidden="true" className="flex min-w-0 flex-col leading-tight">
                <span className="truncate">{delivery.postcode}</span>
                {feeText && <span className="truncate text-xs font-medium">{feeText}</span>}
              </span>
            </>
          ) : (
            <span>
              <FormattedMessage id="cart.postcode.choose" />
            </span>
          )}
        </button>
      )}
    </div>
  );
}
