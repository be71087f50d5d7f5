import { shownDeliveryFee } from '@food/contract/coupon-lines';
import { isDelivery } from '@food/contract/constants';
import type { Order } from '@food/contract';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { STORE_ID } from '@/config/store.ts';
import { freeDeliveryLabel } from '@/features/cart/order-minimum.ts';
import { OrderStatusView } from '@/features/orders/components/order-status-view.tsx';
import { optionText, orderItemText, orderMoney } from '@/features/orders/format.ts';
import { useLiveOrder } from '@/features/orders/hooks/use-live-order.ts';
import { useStore } from '@/features/store/api/get-store.ts';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';
import { placedPaymentText } from '../payment-choice.ts';
import { useEditOrder, useFinishOrder } from '../use-order-placed.ts';
import { CheckoutLayout } from './checkout-layout.tsx';
import { SummaryItems, SummaryNote, SummaryTotals } from './summary.tsx';

/**
 * After placing: the live status on the left, the order as the server priced it on the right, with
 * what the order's status means for paying (issue 33: nothing to pay once it is not going ahead).
 * Opened by its link (`/orders/{id}`), the page is not the end of a cart's journey: it counts nothing
 * down, and Home leaves this browser's cart as it is.
 */
export function PlacedCheckout({
  order: placed,
  openedByLink = false,
}: {
  order: Order & { number: number };
  openedByLink?: boolean;
}) {
  const { order = placed, status, connectionLost } = useLiveOrder(placed.id, placed);
  const intl = useIntl();
  const data = useStore(STORE_ID).data;
  const locale = useFormatLocale(data?.locale);
  const store = data && { locale, timezone: data.timezone, phone: data.phone };
  const finish = useFinishOrder();
  const navigate = useNavigate();
  const edit = useEditOrder();
  const statusPanel = useRef<HTMLElement>(null);

  // The button that was pressed is gone from under the focus: the status takes it.
  useEffect(() => {
    statusPanel.current?.focus({ preventScroll: true });
    statusPanel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  const format = (amount: number) => orderMoney(amount, order, store?.locale);
  return (
    <CheckoutLayout
      leftLabel={intl.formatMessage({ id: 'checkout.left.status' })}
      leftRef={statusPanel}
      placed
      left={
        <OrderStatusView
          orderNumber={placed.number}
          status={status}
          order={order}
          store={store}
          connectionLost={connectionLost}
          countdown={!openedByLink}
          onFinish={openedByLink ? () => void navigate(paths.home.getHref()) : finish}
          onEdit={() => edit(order.sold_out_product_ids)}
        />
      }
      right={
        <>
          <SummaryItems
            lines={order.items.map((item) => ({
              key: item.id,
              text: orderItemText(item, intl),
              detail: item.options.map((option) => optionText(option, format, intl)).join(', '),
              note: item.note,
              amount: format(item.line_total),
            }))}
          />
          {order.note && <SummaryNote note={order.note} />}
          <SummaryTotals
            subtotal={format(order.subtotal)}
            discount={format(order.discount)}
            discountPercent={order.discount_percent}
            deliveryCharges={
              isDelivery(order.order_type)
                ? shownDeliveryFee(order) === 0
                  ? freeDeliveryLabel()
                  : format(shownDeliveryFee(order))
                : null
            }
            coupon={
              order.coupon && order.coupon.saving > 0
                ? { code: order.coupon.code, saving: format(order.coupon.saving) }
                : null
            }
            total={format(order.total)}
          />
          {/* What is true of the order now: no Place Order, no payment once it is not going ahead. */}
          <p className="mt-6 rounded-xl bg-cream-100 px-4 py-3 text-center text-sm font-semibold text-ink-800">
            {placedPaymentText(order, status, format, intl)}
          </p>
          {order.guest_email && (
            <p className="mt-3 text-center text-sm text-ink-700">
              {intl.formatMessage({ id: 'checkout.guest.link_sent' }, { email: order.guest_email })}
            </p>
          )}
        </>
      }
    />
  );
}
