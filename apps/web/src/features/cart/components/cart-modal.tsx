import { formatMoney } from '@food/money';
import { ArrowRight, ShoppingBasket } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { paths } from '@/config/paths.ts';
import { STORE_ID } from '@/config/store.ts';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { ROLE } from '@food/contract/constants';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';
import { useStore } from '@/features/store/api/get-store.ts';
import { useStoreStatus } from '@/features/store/hooks/use-store-status.ts';
import { closedForOrders } from '@/features/store/ordering.ts';
import { statusHeadline } from '@/features/store/status.ts';
import { groupByProduct, itemCountText, keyOf } from '../cart.ts';
import { isLineSoldOut, soldOutLinesText } from '../cart-freshness.ts';
import { useCartUi, VIEW_CART_ID } from '../cart-ui.ts';
import { openPostcodePicker } from './cart-fulfilment.tsx';
import { freeDeliveryLabel, freeDeliveryText, minimumOrderText } from '../order-minimum.ts';
import { cartStore } from '../use-cart.ts';
import { useCartTotals } from '../use-cart-totals.ts';
import { useCartCoupon } from '../use-cart-coupon.ts';
import { CouponField } from './coupon-field.tsx';
import { useNow } from '@/lib/use-now.ts';
import { closedStoreMessage, orderAheadMessage } from './closed-store.ts';
import { CartFulfilment } from './cart-fulfilment.tsx';
import { CartLineRow } from './cart-line-row.tsx';

/** The cart (spec §2): lines grouped by product, quantities, totals for the order type, Place Order. */
export default function CartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { fulfilment } = useCartTotals();
  const description =
    fulfilment.orderType === 'delivery'
      ? fulfilment.delivery
        ? intl.formatMessage({ id: 'cart.modal.delivery_to' }, { postcode: fulfilment.delivery.postcode })
        : intl.formatMessage({ id: 'cart.modal.delivery_choose' })
      : intl.formatMessage({ id: 'cart.modal.pickup' });
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage({ id: 'cart.modal.title' })}
      description={description}
      size="lg"
      returnFocusTo={VIEW_CART_ID}
    >
      <CartNotes />
      <CartContents onClose={onClose} />
    </Modal>
  );
}

/** Why lines of an earlier order stayed out of the cart ("Order again"). */
function CartNotes() {
  const { cartNotes } = useCartUi();
  if (cartNotes.length === 0) return null;
  return (
    <div role="status" className="mb-5 rounded-xl bg-cream-100 px-4 py-3 text-sm font-semibold text-ink-800">
      <ul className="space-y-1">
        {cartNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}

function CartContents({ onClose }: { onClose: () => void }) {
  const { cart, fulfilment, discountPercent, totals, terms, missingMinor, freeDelivery, count } =
    useCartTotals();
  const { coupon, savingMinor, totalMinor } = useCartCoupon({ fulfilment, totals });
  const intl = useIntl();
  const store = useStore(STORE_ID).data;
  const now = useNow(30_000).getTime();
  const locale = useFormatLocale(store?.locale);
  const money = store ? { currency: store.currency, locale } : undefined;
  const status = useStoreStatus(STORE_ID);
  const { user } = useAuth();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<'postcode' | null>(null);
  const format = (minor: number) => (money ? formatMoney(minor, money) : '');

  if (cart.length === 0) {
    return (
      <div className="flex flex-col items-center py-8 text-center">
        <span className="mb-4 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
          <ShoppingBasket aria-hidden="true" className="size-8" />
        </span>
        <p className="font-display text-xl font-bold text-ink-900">
          <FormattedMessage id="cart.empty.title" />
        </p>
        <p className="mt-2 max-w-xs text-ink-600">
          <FormattedMessage id="cart.empty.text" />
        </p>
        <Button className="mt-6" onClick={onClose}>
          <FormattedMessage id="cart.empty.browse" />
        </Button>
      </div>
    );
  }

  const needsPostcode = fulfilment.orderType === 'delivery' && !fulfilment.delivery;
  const belowMinimum = missingMinor > 0;
  const hasSoldOut = cart.some((line) => isLineSoldOut(line, now));
  // Closed now, the order can still be for a later time (issue 13).
  const canOrder = !closedForOrders(status, store, now);
  const headline = statusHeadline(status, now, store, intl);
  const freeDeliveryFrom =
    fulfilment.orderType === 'delivery' && totals.deliveryFeeMinor > 0 ? terms.freeDeliveryOverMinor : null;
  // A notice lasts only as long as its reason.
  const noticeText =
    notice === 'postcode' && needsPostcode ? intl.formatMessage({ id: 'cart.modal.postcode_first' }) : null;
  const placeOrder = () => {
    if (belowMinimum || hasSoldOut || !canOrder) return;
    if (needsPostcode) {
      setNotice('postcode');
      openPostcodePicker();
      return;
    }
    onClose();
    // Customers continue with their address; anyone else logs in as a customer first (spec §6).
    const next = paths.updateAddress.getHref();
    void navigate(user?.role_id === ROLE.customer ? next : paths.login.getHref(next));
  };

  return (
    <div className="space-y-5">
      <CartFulfilment />

      <section aria-labelledby="cart-items-title">
        <h3 id="cart-items-title" className="sr-only">
          <FormattedMessage id="cart.modal.items_in_cart" values={{ items: itemCountText(count, intl) }} />
        </h3>
        <ul className="divide-y divide-cream-200">
          {groupByProduct(cart).map((group) => (
            <li key={group.productId} className="flex gap-3 py-3.5 first:pt-0">
              <FallbackImage
                src={group.imageUrl}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-xl bg-cream-100 object-cover"
              />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-3">
                  <h4 className="pt-0.5 leading-snug font-semibold text-ink-900">{group.name}</h4>
                  <button
                    type="button"
                    onClick={() => cartStore.removeProduct(group.productId)}
                    aria-label={intl.formatMessage({ id: 'cart.remove_product' }, { name: group.name })}
                    className="-my-3 -mr-2 inline-flex min-h-11 shrink-0 items-center rounded-md px-2 text-sm font-semibold text-danger-700 underline decoration-danger-700/40 underline-offset-4 hover:decoration-danger-700"
                  >
                    <FormattedMessage id="cart.remove" />
                  </button>
                </div>
                <ul className="mt-1.5 space-y-2">
                  {group.lines.map((line) => (
                    <CartLineRow
                      key={JSON.stringify(keyOf(line))}
                      line={line}
                      money={money}
                      now={now}
                      timeZone={store?.timezone ?? 'UTC'}
                      ownRemove={group.lines.length > 1}
                    />
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <CouponField coupon={coupon} fulfilment={fulfilment} subtotalMinor={totals.subtotalMinor} />

      <section
        aria-label={intl.formatMessage({ id: 'cart.total.label' })}
        className="rounded-2xl bg-cream-100 p-4"
      >
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-700">
              <FormattedMessage id="cart.total.subtotal" />
            </dt>
            <dd className="font-semibold text-ink-900 tabular-nums">{format(totals.subtotalMinor)}</dd>
          </div>
          {discountPercent > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-ink-700">
                <FormattedMessage
                  id="cart.total.discount_saved"
                  values={{
                    percent: discountPercent,
                    badge: (chunks) => (
                      <span className="ml-1 rounded-full bg-herb-50 px-2 py-0.5 text-xs font-bold text-herb-700 ring-1 ring-herb-700/25">
                        {chunks}
                      </span>
                    ),
                  }}
                />
              </dt>
              <dd className="font-semibold text-herb-700 tabular-nums">
                <FormattedMessage id="cart.total.minus" values={{ amount: format(totals.discountMinor) }} />
              </dd>
            </div>
          )}
          {fulfilment.orderType === 'delivery' && (
            <div className="flex justify-between gap-4">
              <dt className="text-ink-700">
                <FormattedMessage id="cart.total.delivery_fee" />
                {fulfilment.delivery && (
                  <span className="text-ink-600">
                    <FormattedMessage
                      id="cart.total.fee_postcode"
                      values={{ postcode: fulfilment.delivery.postcode }}
                    />
                  </span>
                )}
              </dt>
              {freeDelivery ? (
                <dd className="font-semibold text-herb-700">{freeDeliveryLabel(intl)}</dd>
              ) : (
                <dd className="font-semibold text-ink-900 tabular-nums">{format(totals.deliveryFeeMinor)}</dd>
              )}
            </div>
          )}
          {savingMinor > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-ink-700">
                <FormattedMessage
                  id="cart.total.coupon"
                  values={{ code: coupon.state === 'valid' ? coupon.code : '' }}
                />
              </dt>
              <dd className="font-semibold text-herb-700 tabular-nums">
                <FormattedMessage id="cart.total.minus" values={{ amount: format(savingMinor) }} />
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-cream-300 pt-2.5 text-base">
            <dt className="font-bold text-ink-900">
              <FormattedMessage id="cart.total.grand" />
            </dt>
            <dd className="font-bold text-ink-900 tabular-nums">{format(totalMinor)}</dd>
          </div>
        </dl>
      </section>

      <div className="sticky -bottom-5 -mx-5 space-y-3 border-t border-cream-200 bg-white px-5 pt-3 pb-5 sm:-mx-6 sm:px-6">
        <div role="status" className="space-y-1 text-sm empty:hidden">
          {status.state === 'closed' && canOrder && (
            <p className="font-semibold text-brand-800">{orderAheadMessage(intl)}</p>
          )}
          {!canOrder && <p className="font-semibold text-danger-700">{closedStoreMessage(intl)}</p>}
          {!canOrder && headline && <p className="text-ink-700">{headline}</p>}
          {hasSoldOut && <p className="font-semibold text-danger-700">{soldOutLinesText(intl)}</p>}
          {belowMinimum && (
            <p className="font-semibold text-brand-800">{minimumOrderText(format(missingMinor), intl)}</p>
          )}
          {freeDeliveryFrom !== null && (
            <p className="text-ink-700">{freeDeliveryText(format(freeDeliveryFrom), intl)}</p>
          )}
        </div>
        {noticeText && (
          <p
            role="alert"
            className="rounded-xl border border-danger-700/25 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
          >
            {noticeText}
          </p>
        )}
        <Button
          size="lg"
          fullWidth
          onClick={placeOrder}
          disabled={belowMinimum || hasSoldOut}
          aria-disabled={!canOrder || undefined}
          className={!canOrder ? 'cursor-not-allowed opacity-60' : undefined}
        >
          <FormattedMessage id="cart.place_order" />
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
