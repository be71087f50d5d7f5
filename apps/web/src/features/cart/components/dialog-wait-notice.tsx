import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { useOnline } from '@/hooks/use-online.ts';
import { cartUi, useCartUi } from '../cart-ui.ts';

type StorefrontDialog = 'cart' | 'product' | 'postcode';

/**
 * Where the cart bar was, while an open dialog's code waits for the connection: what is true, and a
 * way to drop the wish. Nothing while the code is merely on its way, or when no dialog is open.
 * Without `dialog`, it speaks for whichever is open (the dialogs' own code is what waits).
 */
export function DialogWaitNotice({ dialog }: { dialog?: StorefrontDialog }) {
  const ui = useCartUi();
  const online = useOnline();
  const open: Record<StorefrontDialog, boolean> = {
    cart: ui.cartOpen,
    product: ui.productFor !== null,
    postcode: ui.postcodeOpen,
  };
  // Without one named, the one on top: the postcode opens above the cart.
  const waiting = (dialog ? [dialog] : (['postcode', 'product', 'cart'] as const)).find((d) => open[d]);
  if (!waiting) return null;
  const cancel = { cart: cartUi.closeCart, product: cartUi.closeProduct, postcode: cartUi.closePostcode }[
    waiting
  ];
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
      <div role="status" className="pointer-events-auto mx-auto max-w-2xl">
        {!online && (
          <div className="flex items-center gap-3 rounded-2xl bg-ink-900 py-2.5 pr-2.5 pl-4 text-white shadow-raised">
            <p className="min-w-0 flex-1 text-sm font-semibold">
              <FormattedMessage
                id={`cart.offline.${waiting}`}
                values={{ name: ui.productFor?.product.name ?? '' }}
              />
            </p>
            <Button variant="secondary" onClick={cancel}>
              <FormattedMessage id="store.ui.cancel" />
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
