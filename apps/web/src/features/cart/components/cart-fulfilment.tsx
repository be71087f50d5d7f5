import { MapPin, Store as StoreIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { STORE_ID } from '@/config/store.ts';
import { useStore } from '@/features/store/api/get-store.ts';
import { cartUi } from '../cart-ui.ts';
import { loadPostcodeModal } from '../loaders/load-postcode-modal.ts';
import { useFulfilment } from '../use-cart.ts';
import { OrderTypeSwitch } from './order-type-switch.tsx';

export function openPostcodePicker() {
  void loadPostcodeModal();
  cartUi.openPostcode();
}

/** The cart's order type, with the delivery postcode or the address to collect from. */
export function CartFulfilment() {
  const intl = useIntl();
  const store = useStore(STORE_ID).data;
  const fulfilment = useFulfilment();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'cart.order_type.label' })}
      className="space-y-3 rounded-2xl bg-cream-100 p-3.5"
    >
      <OrderTypeSwitch stretch showPostcode={false} />
      {fulfilment.orderType === 'delivery' ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <p className="flex min-w-0 items-center gap-2 text-ink-800">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {fulfilment.delivery ? (
              <span>
                <FormattedMessage
                  id="cart.modal.delivery_to_rich"
                  values={{
                    postcode: fulfilment.delivery.postcode,
                    strong: (chunks) => <strong className="font-bold">{chunks}</strong>,
                  }}
                />
              </span>
            ) : (
              <span>
                <FormattedMessage id="cart.modal.no_postcode" />
              </span>
            )}
          </p>
          <Button variant="ghost" size="sm" onClick={openPostcodePicker} aria-haspopup="dialog">
            {intl.formatMessage({
              id: fulfilment.delivery ? 'cart.postcode.change' : 'cart.postcode.choose',
            })}
          </Button>
        </div>
      ) : (
        store && (
          <p className="flex items-start gap-2 text-sm text-ink-800">
            <StoreIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              <FormattedMessage
                id="cart.modal.collect_at"
                values={{
                  address: store.address,
                  strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
                }}
              />
            </span>
          </p>
        )
      )}
    </section>
  );
}
