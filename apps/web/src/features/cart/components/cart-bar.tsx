import { formatMoney, type CurrencySettings } from '@food/money';
import { ShoppingBasket, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { STORE_ID } from '@/config/store.ts';
import { useStore } from '@/features/store/api/get-store.ts';
import { useStoreStatus } from '@/features/store/hooks/use-store-status.ts';
import { closedForOrders } from '@/features/store/status.ts';
import { cn } from '@/lib/cn.ts';
import { itemCountText } from '../cart.ts';
import { minimumOrderText } from '../order-minimum.ts';
import { cartUi, loadCartModal, useCartUi, VIEW_CART_ID } from '../cart-ui.ts';
import { useCartTotals } from '../use-cart-totals.ts';
import { useClock } from '../use-clock.ts';
import { CLOSED_STORE_MESSAGE } from './closed-store.ts';

const ALERT_MS = 5_000;

/**
 * The bar at the bottom of the menu (spec §2): how many items, the total, and View Cart. It hides
 * while the cart is open; while the server says the store is closed, and it takes no orders for later
 * either, View Cart only says so (not while the status is unknown or reconnecting: issue 15).
 */
export function CartBar({ money }: { money: CurrencySettings | undefined }) {
  const { count, totals, missingMinor } = useCartTotals();
  const { cartOpen } = useCartUi();
  const status = useStoreStatus(STORE_ID);
  const store = useStore(STORE_ID).data;
  const now = useClock();
  const [alertShown, setAlertShown] = useState(false);

  // The cart must open while the server is out of reach too (issue 15): its code comes with the first item.
  const hasItems = count > 0;
  useEffect(() => {
    if (hasItems) void loadCartModal();
  }, [hasItems]);

  useEffect(() => {
    if (!alertShown) return;
    const timer = setTimeout(() => setAlertShown(false), ALERT_MS);
    return () => clearTimeout(timer);
  }, [alertShown]);

  if (count === 0 || cartOpen) return null;
  const closed = closedForOrders(status, store, now);

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
      <div className="pointer-events-auto mx-auto max-w-2xl space-y-2">
        {alertShown && closed && (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-2xl bg-white p-3.5 text-sm font-semibold text-danger-700 shadow-raised ring-1 ring-danger-700/25"
          >
            <p className="flex-1">{CLOSED_STORE_MESSAGE}</p>
            <button
              type="button"
              aria-label="Dismiss"
              onClick={() => setAlertShown(false)}
              className="-m-2.5 grid size-11 shrink-0 place-items-center rounded-lg text-ink-600 hover:bg-cream-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
        <section
          aria-label="Your order"
          className="on-dark flex items-center gap-3 rounded-2xl bg-ink-900 py-2.5 pr-2.5 pl-4 text-white shadow-raised"
        >
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/10"
          >
            <ShoppingBasket className="size-5 text-saffron-200" />
          </span>
          <p className="min-w-0 flex-1 leading-tight">
            <span className="block text-xs font-medium text-cream-200">{itemCountText(count)}</span>
            <span className="block text-lg font-bold tabular-nums">
              {money ? formatMoney(totals.totalMinor, money) : ''}
            </span>
            {missingMinor > 0 && money && (
              <span className="block text-xs font-medium text-saffron-200">
                {minimumOrderText(formatMoney(missingMinor, money))}
              </span>
            )}
          </p>
          <button
            id={VIEW_CART_ID}
            type="button"
            aria-disabled={closed || undefined}
            aria-haspopup={closed ? undefined : 'dialog'}
            onPointerEnter={() => void loadCartModal()}
            onClick={() => {
              if (closed) {
                setAlertShown(true);
                return;
              }
              void loadCartModal();
              cartUi.openCart();
            }}
            className={cn(
              'inline-flex h-11 shrink-0 items-center gap-2 rounded-xl px-5 text-sm font-bold transition-colors',
              closed
                ? 'cursor-not-allowed bg-white/15 text-cream-200'
                : 'bg-brand-600 text-white hover:bg-brand-500 active:bg-brand-700',
            )}
          >
            View Cart
          </button>
        </section>
      </div>
    </div>
  );
}
