import type { Product } from '@food/contract';
import { ORDER_QUANTITY_MAX } from '@food/contract/constants';
import { formatMoney, toMinor } from '@food/money';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { ModalActions } from '@/components/ui/modal.tsx';
import { STORE_ID } from '@/config/store.ts';
import { useCurrency } from '@/features/store/hooks/use-currency.ts';
import { browserStorage } from '../browser-storage.ts';
import { productQuantity } from '../cart.ts';
import { cartStore } from '../use-cart.ts';
import {
  applySelection,
  hasChoice,
  initialSelection,
  loadSelection,
  saveSelection,
  withQuantity,
  type VariantSelection,
} from '../variant-selection.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/**
 * The variants of a variable product without option groups (spec §2): each with Add, then a quantity
 * of at least 1; the choice is kept in storage until the dialog is closed or submitted, and starts
 * from the cart.
 */
export function VariantForm({
  product,
  suggestedVariantId,
  onClose,
}: {
  product: Product;
  suggestedVariantId: number | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const money = useCurrency(STORE_ID);
  const [selection, setSelectionState] = useState<VariantSelection>(() =>
    initialSelection({
      stored: loadSelection(browserStorage(), product),
      cart: cartStore.getSnapshot(),
      product,
      suggestedVariantId,
    }),
  );
  const [alreadyInCart] = useState(() => productQuantity(cartStore.getSnapshot(), product.id) > 0);
  const setSelection = (next: VariantSelection) => {
    setSelectionState(next);
    saveSelection(browserStorage(), product.id, next);
  };
  const price = (amount: number) => (money ? formatMoney(toMinor(amount), money) : '');
  const chosenTotal = product.variants.reduce(
    (sum, variant) => sum + toMinor(variant.price) * (selection[variant.id] ?? 0),
    0,
  );
  const chosenCount = Object.values(selection).reduce((sum, quantity) => sum + quantity, 0);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!hasChoice(selection)) return;
        cartStore.apply((cart) => applySelection(cart, product, selection));
        onClose();
      }}
    >
      <ul
        aria-label={intl.formatMessage({ id: 'cart.dialog.options_for' }, { name: product.name })}
        className="divide-y divide-cream-200 border-y border-cream-200"
      >
        {product.variants.map((variant) => {
          const quantity = selection[variant.id];
          return (
            <li key={variant.id} className="flex min-h-16 items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">{variant.name}</p>
                <p className="text-sm font-medium text-ink-700">{price(variant.price)}</p>
                {variant.description && <p className="text-xs text-ink-600">{variant.description}</p>}
              </div>
              {quantity === undefined ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="min-w-20 font-bold text-brand-700"
                  aria-label={intl.formatMessage({ id: 'cart.dialog.add_variant' }, { name: variant.name })}
                  onClick={() => setSelection(withQuantity(selection, variant.id, 1))}
                >
                  <FormattedMessage id="cart.dialog.add" />
                </Button>
              ) : (
                <div className="flex shrink-0 items-center gap-1">
                  <QuantityStepper
                    tone="soft"
                    quantity={quantity}
                    itemName={variant.name}
                    canDecrease={quantity > 1}
                    canIncrease={quantity < ORDER_QUANTITY_MAX}
                    onDecrease={() => setSelection(withQuantity(selection, variant.id, quantity - 1))}
                    onIncrease={() => setSelection(withQuantity(selection, variant.id, quantity + 1))}
                  />
                  <button
                    type="button"
                    aria-label={intl.formatMessage(
                      { id: 'cart.dialog.remove_variant' },
                      { name: variant.name },
                    )}
                    onClick={() => setSelection(withQuantity(selection, variant.id, null))}
                    className="grid size-11 place-items-center rounded-xl text-danger-700 hover:bg-danger-50"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="store.ui.cancel" />
        </Button>
        <Button type="submit" disabled={!hasChoice(selection)}>
          {intl.formatMessage({ id: alreadyInCart ? 'cart.dialog.update' : 'cart.dialog.add_to_cart' })}
          {chosenCount > 0 && money && (
            <span className="font-medium opacity-90">
              <FormattedMessage id="cart.dialog.total" values={{ total: formatMoney(chosenTotal, money) }} />
            </span>
          )}
        </Button>
      </ModalActions>
    </form>
  );
}
