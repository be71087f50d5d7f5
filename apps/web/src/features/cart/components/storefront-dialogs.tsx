import { lazy, Suspense, useEffect, useState } from 'react';
import { loadWhenOnline } from '@/lib/load-when-online.ts';
import { cartUi, useCartUi } from '../cart-ui.ts';
import { loadCartBar } from '../loaders/load-cart-bar.ts';
import { loadCartModal } from '../loaders/load-cart-modal.ts';
import { loadPostcodeModal } from '../loaders/load-postcode-modal.ts';
import { loadProductDialog } from '../loaders/load-product-dialog.ts';
import { loadQuantityStepper } from '../loaders/load-quantity-stepper.ts';
import { DialogWaitNotice } from './dialog-wait-notice.tsx';

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
      <Suspense fallback={<DialogWaitNotice dialog="cart" />}>
        {wanted.cart && <CartModal open={ui.cartOpen} onClose={cartUi.closeCart} />}
      </Suspense>
      <Suspense fallback={<DialogWaitNotice dialog="product" />}>
        {wanted.product && <ProductDialog request={ui.productFor} onClose={cartUi.closeProduct} />}
      </Suspense>
      {/* Last, so that it opens above the cart when the cart asks for a postcode. */}
      <Suspense fallback={<DialogWaitNotice dialog="postcode" />}>
        {wanted.postcode && <PostcodeModal open={ui.postcodeOpen} onClose={cartUi.closePostcode} />}
      </Suspense>
    </>
  );
}
