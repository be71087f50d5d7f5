import { lazy, Suspense, useState } from 'react';
import { cartUi, loadCartModal, loadPostcodeModal, loadVariantModal, useCartUi } from '../cart-ui.ts';

const CartModal = lazy(loadCartModal);
const PostcodeModal = lazy(loadPostcodeModal);
const VariantModal = lazy(loadVariantModal);

/**
 * The storefront's dialogs, each downloaded (with radix-ui) the first time it opens and then kept
 * mounted, so that the menu's first load stays small.
 */
export function StorefrontDialogs() {
  const ui = useCartUi();
  const [used, setUsed] = useState({ cart: false, postcode: false, variant: false });
  const wanted = {
    cart: used.cart || ui.cartOpen,
    postcode: used.postcode || ui.postcodeOpen,
    variant: used.variant || ui.variantFor !== null,
  };
  if (wanted.cart !== used.cart || wanted.postcode !== used.postcode || wanted.variant !== used.variant) {
    setUsed(wanted);
  }

  return (
    <>
      {/* One boundary each: the first download of one dialog must not hide another that is open. */}
      <Suspense fallback={null}>
        {wanted.cart && <CartModal open={ui.cartOpen} onClose={cartUi.closeCart} />}
      </Suspense>
      <Suspense fallback={null}>
        {wanted.variant && <VariantModal request={ui.variantFor} onClose={cartUi.closeVariants} />}
      </Suspense>
      {/* Last, so that it opens above the cart when the cart asks for a postcode. */}
      <Suspense fallback={null}>
        {wanted.postcode && <PostcodeModal open={ui.postcodeOpen} onClose={cartUi.closePostcode} />}
      </Suspense>
    </>
  );
}
