import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { useOnline } from '@/hooks/use-online.ts';
import { loadWhenOnline } from '@/lib/load-when-online.ts';
import { cartUi, useCartUi } from '../cart-ui.ts';
import { loadCartBar } from '../loaders/load-cart-bar.ts';
import { loadCartModal } from '../loaders/load-cart-modal.ts';
import { loadPostcodeModal } from '../loaders/load-postcode-modal.ts';
import { loadProductDialog } from '../loaders/load-product-dialog.ts';
import { loadQuantityStepper } from '../loaders/load-quantity-stepper.ts';

const CartModal = lazy(() => loadWhenOnline(loadCartModal));
const PostcodeModal = lazy(() => loadWhenOnline(loadPostcodeModal));
const ProductDialog = lazy(() => loadWhenOnline(loadProductDialog));

/** Fetches the storefront's lazy parts that a tap on the menu needs, so that one made offline works. */
function prefetchStorefrontParts(): void {
  for (const load of [
    loadCartBar,
    loadQuantityStepper,
    loadCartModal,
    loadProductDialog,
    loadPostcodeModal,
  ]) {
    // Offline, the part is fetched again when it is needed (load-when-online.ts).
    load().catch(() => undefined);
  }
}

/**
 * The storefront's dialogs, each downloaded (with radix-ui) in the background once these are mounted
 * (at the visitor's first interaction), or the first time it opens, and then kept mounted, so that the
 * menu's first load stays small. One opened while its code cannot arrive because the browser is
 * offline says so in its place, and opens by itself once the browser is back online.
 */
export function StorefrontDialogs() {
  const ui = useCartUi();
  const [used, setUsed] = useState({ cart: false, postcode: false, product: false });
  const wanted = {
    cart: used.cart || ui.cartOpen,
    postcode: used.postcode || ui.postcodeOpen,
    product: used.product || ui.productFor !== null,
  };
  if (wanted.cart !== used.cart || wanted.postcode !== used.postcode || wanted.product !== used.product) {
    setUsed(wanted);
  }
  useEffect(prefetchStorefrontParts, []);

  return (
    <>
      {/* One boundary each: the first download of one dialog must not hide another that is open. */}
      <Suspense
        fallback={
          ui.cartOpen && (
            <OfflineNotice onCancel={cartUi.closeCart}>
              <FormattedMessage id="cart.offline.cart" />
            </OfflineNotice>
          )
        }
      >
        {wanted.cart && <CartModal open={ui.cartOpen} onClose={cartUi.closeCart} />}
      </Suspense>
      <Suspense
        fallback={
          ui.productFor && (
            <OfflineNotice onCancel={cartUi.closeProduct}>
              <FormattedMessage id="cart.offline.product" values={{ name: ui.productFor.product.name }} />
            </OfflineNotice>
          )
        }
      >
        {wanted.product && <ProductDialog request={ui.productFor} onClose={cartUi.closeProduct} />}
      </Suspense>
      {/* Last, so that it opens above the cart when the cart asks for a postcode. */}
      <Suspense
        fallback={
          ui.postcodeOpen && (
            <OfflineNotice onCancel={cartUi.closePostcode}>
              <FormattedMessage id="cart.offline.postcode" />
            </OfflineNotice>
          )
        }
      >
        {wanted.postcode && <PostcodeModal open={ui.postcodeOpen} onClose={cartUi.closePostcode} />}
      </Suspense>
    </>
  );
}

/**
 * Where the cart bar was, while a dialog's code waits for the connection: what is true, and a way to
 * drop the wish. Nothing while the code is merely on its way.
 */
function OfflineNotice({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  const online = useOnline();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
      <div role="status" className="pointer-events-auto mx-auto max-w-2xl">
        {!online && (
          <div className="flex items-center gap-3 rounded-2xl bg-ink-900 py-2.5 pr-2.5 pl-4 text-white shadow-raised">
            <p className="min-w-0 flex-1 text-sm font-semibold">{children}</p>
            <Button variant="secondary" onClick={onCancel}>
              <FormattedMessage id="store.ui.cancel" />
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
