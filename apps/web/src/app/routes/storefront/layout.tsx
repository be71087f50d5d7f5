import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '@/components/layouts/skip-link.tsx';
import { paths } from '@/config/paths.ts';
import { STORE_ID } from '@/config/store.ts';
import { HeaderAccount } from '@/features/auth/components/header-account.tsx';
import { LanguageSwitch } from '@/features/auth/components/language-switch.tsx';
import { useCartUi, VIEW_CART_ID } from '@/features/cart/cart-ui.ts';
import { DialogWaitNotice } from '@/features/cart/components/dialog-wait-notice.tsx';
import { OrderTypeSwitch } from '@/features/cart/components/order-type-switch.tsx';
import { useFinishOrderOnHome } from '@/features/checkout/finish-order-on-home.ts';
import { useCart } from '@/features/cart/use-cart.ts';
import { HeaderSearch } from '@/features/menu/components/header-search.tsx';
import { useStore } from '@/features/store/api/get-store.ts';
import { StoreFooter } from '@/features/store/components/store-footer.tsx';
import { StoreHeader } from '@/features/store/components/store-header.tsx';
import { useMenuFollowsStore } from '@/features/store/hooks/use-menu-follows-store.ts';
import { useStoreStatus } from '@/features/store/hooks/use-store-status.ts';
import { useFirstInteraction } from '@/hooks/use-first-interaction.ts';
import { useHydrated } from '@/hooks/use-hydrated.ts';
import { loadWhenOnline } from '@/lib/load-when-online.ts';

// Closed until the visitor opens one, and the server's page has none open: not in the first script,
// fetched at the visitor's first interaction or when something opens one.
// Offline, their code arrives once the browser is back, and an open one says meanwhile what it waits for.
const StorefrontDialogs = lazy(async () => ({
  default: (await loadWhenOnline(() => import('@/features/cart/components/storefront-dialogs.tsx')))
    .StorefrontDialogs,
}));

export default function StorefrontLayout() {
  const store = useStore(STORE_ID);
  const status = useStoreStatus(STORE_ID);
  const { pathname } = useLocation();
  const onMenu = pathname === paths.home.path;
  const cart = useCart();
  const { cartOpen } = useCartUi();
  const cartBarShown = onMenu && cart.length > 0 && !cartOpen;
  // The checkout's Place Order bar, on phones.
  const checkoutBarShown = pathname === paths.checkout.path && cart.length > 0;
  // Back on the menu after an order (logo, Home, countdown): the cart and the order-placed flag go.
  useFinishOrderOnHome();
  // Something sold out or back, a price changed: the menu is read again without a reload.
  useMenuFollowsStore(STORE_ID);

  return (
    <div className="flex min-h-dvh flex-col">
      {/* First, so that View Cart at the end of a long menu is one Tab and Enter away. */}
      {cartBarShown && (
        <SkipLink target={VIEW_CART_ID}>
          <FormattedMessage id="store.skip_to_cart" />
        </SkipLink>
      )}
      <SkipLink />
      <StoreHeader
        store={store.data}
        isLoading={store.isPending}
        status={status}
        search={onMenu ? <HeaderSearch /> : null}
        orderType={onMenu ? <OrderTypeSwitch stretch /> : null}
        actions={
          <>
            <LanguageSwitch />
            <HeaderAccount />
          </>
        }
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <StoreFooter
        store={store.data}
        bottomBar={cartBarShown ? 'always' : checkoutBarShown ? 'phones' : null}
      />
      <DialogsOnceWanted />
    </div>
  );
}

/**
 * The dialogs, once the app has taken the page over and the visitor has shown a sign of life or opened
 * one. A component of its own: the takeover's re-render (synchronous, as every external store's) is
 * this one's only, not the header's and the footer's.
 */
function DialogsOnceWanted() {
  const hydrated = useHydrated();
  const { cartOpen, postcodeOpen, productFor } = useCartUi();
  const interacted = useFirstInteraction();
  if (!hydrated || !(interacted || cartOpen || postcodeOpen || productFor !== null)) return null;
  return (
    <Suspense fallback={<DialogWaitNotice />}>
      <StorefrontDialogs />
    </Suspense>
  );
}
