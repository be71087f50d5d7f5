import { lazy, Suspense, useState } from 'react';
import { cartUi, loadCartModal, loadPostcodeModal, loadProductDialog, useCartUi } from '../cart-ui.ts';

const CartModal = lazy(loadCartModal);
const PostcodeModal = lazy(loadPostcodeModal);
const ProductDialog = lazy(loadProductDialog);

/**
 * The storefront's dialogs, each downloaded (with radix-ui) the first time it opens and then kept
 * mounted, so that the menu's first load stays small.
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

  return (
    <>
      {/* One boundary each: the first download of one dialog must not hide another that is open. */}
      <Suspense fallback={null}>
        {wanted.cart && <CartModal open={ui.cartOpen} onClose={cartUi.closeCart} />}
      </Suspense>
      <Suspense fallback={null}>
        {wanted.product && <ProductDialog request={ui.productFor} onClose={cartUi.closeProduct} />}
      </Suspense>
      {/* Last, so that it opens above the cart when the cart asks for a postcode. */}
      <Suspense fallback={null}>
        {wanted.postcode && <PostcodeModal open={ui.postcodeOpen} onClose={cartUi.closePostcode} />}
      </Suspense>
    </>
  );
}
