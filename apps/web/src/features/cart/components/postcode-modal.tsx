import type { Postcode } from '@food/contract';
import { formatMoney, reachesFreeDelivery, toMinor } from '@food/money';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalActions } from '@/components/ui/modal.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { STORE_ID } from '@/config/store.ts';
import { useCurrency } from '@/features/store/hooks/use-currency.ts';
import { cn } from '@/lib/cn.ts';
import { useDiscounts } from '../api/get-discounts.ts';
import { usePostcodes } from '../api/get-postcodes.ts';
import { cartTotals } from '../cart.ts';
import { freeDeliveryLabel } from '../order-minimum.ts';
import { discountPercentFor } from '../order-type.ts';
import { searchPostcodes } from '../postcode-search.ts';
import { fulfilmentStore, useCart, useFulfilment } from '../use-cart.ts';

/**
 * The static postcode picker (spec §2): Escape and clicks outside do not close it, only its buttons.
 * Saving switches the order to delivery with the postcode and its fee. A postcode whose threshold the
 * cart reaches says "Free delivery" rather than a fee it would not charge. Its field narrows the
 * postcodes as one types and picks the one typed in full, so that a large delivery area is no wall.
 */
export default function PostcodeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      dismissible={false}
      title={intl.formatMessage({ id: 'cart.postcode.title' })}
      description={intl.formatMessage({ id: 'cart.postcode.description' })}
    >
      <PostcodeForm onClose={onClose} />
    </Modal>
  );
}

function PostcodeForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const postcodes = usePostcodes(STORE_ID);
  const { delivery } = useFulfilment();
  const money = useCurrency(STORE_ID);
  // What the cart comes to for delivery, against each postcode's free-delivery threshold.
  const cart = useCart();
  const discounts = useDiscounts(STORE_ID);
  const deliveryTotals = cartTotals(cart, {
    discountPercent: discountPercentFor('delivery', discounts.data),
    deliveryFeeMinor: 0,
  });
  const feeText = (postcode: Postcode) => {
    const threshold = postcode.free_delivery_over;
    const free =
      postcode.delivery_fee === 0 ||
      reachesFreeDelivery(deliveryTotals, threshold === null ? null : toMinor(threshold));
    if (free) return freeDeliveryLabel(intl);
    const fee = money ? formatMoney(toMinor(postcode.delivery_fee), money) : '';
    return money ? intl.formatMessage({ id: 'cart.postcode.fee' }, { fee }) : ' ';
  };
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const saved =
    postcodes.data?.find((postcode) => postcode.id === delivery?.id) ??
    postcodes.data?.find((postcode) => postcode.postcode === delivery?.postcode);
  const search = searchPostcodes(postcodes.data ?? [], typed);
  const currentId = chosenId ?? saved?.id ?? null;
  // A choice the field has filtered away is not saved unseen.
  const chosen = search.matches.find((postcode) => postcode.id === currentId);
  const unknown = search.query !== '' && search.matches.length === 0;

  const type = (text: string) => {
    setTyped(text);
    const { exact } = searchPostcodes(postcodes.data ?? [], text);
    if (exact) setChosenId(exact.id);
  };

  const save = (postcode: Postcode) => {
    fulfilmentStore.chooseDelivery(postcode);
    onClose();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) save(chosen);
      }}
    >
      {postcodes.isPending ? (
        <div
          role="status"
          aria-label={intl.formatMessage({ id: 'cart.postcode.loading' })}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : postcodes.isError ? (
        <ErrorAlert
          title={intl.formatMessage({ id: 'store.ui.error_title' }, { message: postcodes.error.message })}
        >
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void postcodes.refetch()}>
            <RotateCw aria-hidden="true" />
            <FormattedMessage id="store.ui.try_again" />
          </Button>
        </ErrorAlert>
      ) : postcodes.data.length === 0 ? (
        <p className="rounded-xl bg-cream-100 p-4 text-ink-700">
          <FormattedMessage id="cart.postcode.none" />
        </p>
      ) : (
        <div className="space-y-4">
          <TextField
            label={intl.formatMessage({ id: 'cart.postcode.search' })}
            hint={intl.formatMessage({ id: 'cart.postcode.search_hint' })}
            autoComplete="postal-code"
            enterKeyHint="done"
            value={typed}
            onChange={(event) => type(event.target.value)}
          />
          <p
            role="status"
            className={unknown ? 'rounded-xl bg-cream-100 p-4 font-semibold text-ink-800' : 'sr-only'}
          >
            {unknown && (
              <FormattedMessage id="cart.postcode.not_delivered" values={{ postcode: typed.trim() }} />
            )}
          </p>
          {search.matches.length > 0 && (
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink-800">
                <FormattedMessage id="cart.postcode.legend" />
              </legend>
              <div className="-m-1 grid max-h-72 grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-3">
                {search.matches.map((postcode) => (
                  <label
                    key={postcode.id}
                    className={cn(
                      'relative flex min-h-16 cursor-pointer flex-col justify-center rounded-xl border border-ink-500/50 bg-white px-3.5 py-2.5 transition-colors',
                      'hover:border-ink-700 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600',
                      'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring)',
                    )}
                  >
                    <input
                      type="radio"
                      name="postcode"
                      value={postcode.id}
                      checked={currentId === postcode.id}
                      onChange={() => setChosenId(postcode.id)}
                      className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
                    />
                    <span className="text-base font-bold tracking-wide text-ink-900">
                      {postcode.postcode}
                    </span>
                    <span className="text-sm text-ink-600">{feeText(postcode)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </div>
      )}
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="store.ui.cancel" />
        </Button>
        <Button type="submit" disabled={!chosen}>
          <FormattedMessage id="store.ui.save" />
        </Button>
      </ModalActions>
    </form>
  );
}
