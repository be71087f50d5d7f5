import type { Order } from '@food/contract';
import { ORDER_NOTE_MAX } from '@food/contract/constants';
import { formatMoney } from '@food/money';
import { CalendarClock } from 'lucide-react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
// PlaceFailed and useCheckoutContact stand where the imports they took over stood: the order of the
// imports is the order the storefront's entry preloads this chunk's parts in (npm run check:bundle).
import { PlaceFailed } from './place-failed.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { STORE_ID } from '@/config/store.ts';
import { useCheckoutContact } from '../use-checkout-contact.ts';
import { useDiscounts } from '@/features/cart/api/get-discounts.ts';
import { keyOf, lineTotalMinor, optionsText } from '@/features/cart/cart.ts';
import { isLineSoldOut, soldOutNotes, soldOutLinesText } from '@/features/cart/cart-freshness.ts';
import {
  choosePostcodeText,
  ChoosePostcodeNotice,
} from '@/features/cart/components/choose-postcode-notice.tsx';
import { closedStoreMessage } from '@/features/cart/components/closed-store.ts';
import { freeDeliveryLabel, minimumOrderText } from '@/features/cart/order-minimum.ts';
import { useCartTotals } from '@/features/cart/use-cart-totals.ts';
import { useCartCoupon } from '@/features/cart/use-cart-coupon.ts';
import { couponCode } from '@/features/cart/coupon-code.ts';
import { useNow } from '@/lib/use-now.ts';
import { isNumbered, scheduledText } from '@/features/orders/format.ts';
import { useStore } from '@/features/store/api/get-store.ts';
import { useStoreStatus } from '@/features/store/hooks/use-store-status.ts';
import { closedAt } from '@/features/store/ordering.ts';
import { statusHeadline } from '@/features/store/status.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';
import { useAbandonCancelledCheckout } from '../abandon-checkout.ts';
import { nextSlotOf } from '../api/place-order.ts';
import { attemptFor, buildOrderPayload, randomKey, type Attempt } from '../order-payload.ts';
import type { SlotTime } from '../schedule.ts';
import { usePaymentChoice } from '../use-payment-choice.ts';
import { usePlaceOrder } from '../use-place-order.ts';
import { useWhen } from '../use-when.ts';
import { AgeConfirmation, confirmAgeText, useAgeConfirmation } from './age-confirmation.tsx';
import { CheckoutLayout } from './checkout-layout.tsx';
import { ClosedNowNotice } from './closed-now-notice.tsx';
import { EmptyCheckout } from './empty-checkout.tsx';
import { PlaceBar } from './place-bar.tsx';
import { SoldOutNotice } from './sold-out-notice.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import { SummaryItems, SummaryTotals } from './summary.tsx';
import { WhenPicker } from './when-picker.tsx';

/** Before placing: when, the cart, its totals and Place Order. */
export function OpenCheckout({ onPlaced }: { onPlaced: (order: Order) => void }) {
  const { cart, fulfilment, discountPercent, totals, missingMinor, freeDelivery } = useCartTotals();
  const now = useNow(30_000).getTime();
  const discounts = useDiscounts(STORE_ID);
  const store = useStore(STORE_ID).data;
  const status = useStoreStatus(STORE_ID);
  const intl = useIntl();
  const locale = useFormatLocale(store?.locale);
  const money = store && { currency: store.currency, locale };
  // Times in the store's zone, written as the reader's language does.
  const clock = store && { ...store, locale };
  const { user, guest, address, contact } = useCheckoutContact(fulfilment);
  const attempt = useRef<Attempt | null>(null);
  const [note, setNote] = useState('');
  const payment = usePaymentChoice(store?.payment_methods);
  useAbandonCancelledCheckout();
  const { coupon, savingMinor, totalMinor } = useCartCoupon({ fulfilment, totals }, guest?.email);

  const mutation = usePlaceOrder(onPlaced);
  const age = useAgeConfirmation(cart, mutation.error);
  // A new choice makes a refusal of the earlier one moot.
  const when = useWhen({ store, status, now, orderType: fulfilment.orderType, onChange: mutation.reset });

  const format = (minor: number) => (money ? formatMoney(minor, money) : '');
  const delivery = fulfilment.orderType === 'delivery';
  const needsPostcode = delivery && !fulfilment.delivery;
  const needsContact = !delivery && contact === null;
  const hasSoldOut = cart.some((line) => isLineSoldOut(line, now));
  const needsSlot = when.mode === 'schedule' && when.start === null;
  // As soon as possible is refused the moment the store closes: by its socket, or by the clock at its closing time.
  const closedNow = when.mode === 'asap' && closedAt(status, now);
  const headline = status.state === 'closed' ? statusHeadline(status, now, clock) : '';
  const nextSlot = nextSlotOf(mutation.error);
  // Placed, on the way to the payment page: pressing again would place another order.
  const leaving = mutation.isSuccess && !isNumbered(mutation.data.data);
  const scheduled = scheduledText({ scheduled_for: when.scheduledFor }, now, clock, intl);

  if (cart.length === 0) return <EmptyCheckout />;

  // Why Place Order is off, the first reason the summary shows; the phone's bar repeats it by the button.
  const blocker = closedNow
    ? closedStoreMessage()
    : needsContact
      ? intl.formatMessage({ id: 'checkout.blocker.add_contact' })
      : needsPostcode
        ? choosePostcodeText()
        : hasSoldOut
          ? soldOutLinesText()
          : missingMinor > 0
            ? minimumOrderText(format(missingMinor))
            : needsSlot
              ? intl.formatMessage({ id: 'checkout.blocker.choose_slot' })
              : age.missing
                ? confirmAgeText(intl)
                : coupon.state === 'invalid'
                  ? coupon.detail
                  : coupon.state === 'checking'
                    ? intl.formatMessage({ id: 'checkout.blocker.coupon_checking' })
                    : null;
  const refusedCoupon = isApiError(mutation.error) && 'coupon_code' in mutation.error.fields;

  const place = (scheduledFor: string | null) => {
    const payload = buildOrderPayload({
      cart,
      fulfilment,
      storeId: STORE_ID,
      userId: user?.id ?? null,
      discounts: discounts.data,
      // A pickup goes to no address; a guest's goes with their details.
      addressId: delivery && address && 'id' in address ? address.id : null,
      guest,
      totalMinor,
      scheduledFor,
      note,
      paymentMethod: payment.chosen,
      couponCode: coupon.state === 'valid' ? coupon.code : null,
      ageConfirmed: age.confirmed,
    });
    // Pressing again with the same order retries the same attempt, with the same Idempotency-Key; the
    // same cart for another time is another order, with a new key.
    attempt.current = attemptFor(attempt.current, JSON.stringify(payload), randomKey);
    mutation.mutate({ payload, key: attempt.current.key });
  };
  const orderForNextSlot = (slot: SlotTime) => {
    when.takeSlot(slot);
    place(slot.start);
  };

  return (
    <CheckoutLayout
      payOnline={payment.offered.includes('online')}
      leftLabel={intl.formatMessage({
        id: when.ahead ? 'checkout.left.when_and_payment' : 'checkout.left.payment',
      })}
      left={
        <div className="space-y-8">
          {when.ahead && clock && (
            <WhenPicker when={when} store={clock} now={now} closedText={statusHeadline(status, now, clock)} />
          )}
          <PaymentPanel
            fulfilment={fulfilment}
            address={address}
            contact={contact ?? null}
            storeAddress={store?.address}
            offered={payment.offered}
            chosen={payment.chosen}
            onChoose={payment.choose}
            cancelled={payment.cancelled}
          />
          {age.age !== null && (
            <AgeConfirmation age={age.age} confirmed={age.confirmed} onChange={age.setConfirmed} />
          )}
          <TextAreaField
            label={intl.formatMessage({ id: 'checkout.note.label' })}
            placeholder={intl.formatMessage({ id: 'checkout.note.placeholder' })}
            value={note}
            maxLength={ORDER_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            hint={intl.formatMessage(
              { id: 'checkout.note.count' },
              { count: note.trim().length, max: ORDER_NOTE_MAX },
            )}
          />
        </div>
      }
      right={
        <>
          <SummaryItems
            lines={cart.map((line) => ({
              key: JSON.stringify(keyOf(line)),
              text: intl.formatMessage(
                { id: 'checkout.summary.line' },
                { quantity: line.quantity, name: line.displayName },
              ),
              detail: optionsText(line.options),
              note: line.note,
              warnings: soldOutNotes(line, now, store?.timezone ?? 'UTC'),
              amount: format(lineTotalMinor(line)),
            }))}
          />
          <SummaryTotals
            subtotal={format(totals.subtotalMinor)}
            discount={format(totals.discountMinor)}
            discountPercent={discountPercent}
            deliveryCharges={
              delivery ? (freeDelivery ? freeDeliveryLabel() : format(totals.deliveryFeeMinor)) : null
            }
            coupon={
              coupon.state === 'valid' && savingMinor > 0
                ? { code: coupon.code, saving: format(savingMinor) }
                : null
            }
            total={format(totalMinor)}
          />
          <div className="mt-6 space-y-3">
            {scheduled && (
              <p className="flex items-center gap-2 rounded-xl bg-brand-50 p-3.5 text-sm font-bold text-brand-800 ring-1 ring-brand-600/20">
                <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
                {scheduled}
              </p>
            )}
            {closedNow && (
              <ClosedNowNotice
                headline={headline}
                reason={status.closedReason}
                scheduleInstead={when.ahead}
              />
            )}
            {mutation.isError && (
              <PlaceFailed
                error={mutation.error}
                nextSlot={nextSlot}
                clock={clock}
                now={now}
                busy={mutation.isPending}
                refusedCoupon={refusedCoupon}
                onOrderForSlot={orderForNextSlot}
                onDropCoupon={() => {
                  couponCode.set(null);
                  mutation.reset();
                }}
              />
            )}
            {coupon.state === 'invalid' && !refusedCoupon && (
              <div role="status" className="rounded-xl bg-cream-100 p-3.5 text-sm text-ink-800">
                <p className="font-semibold text-danger-700">{coupon.detail}</p>
                <Button className="mt-2.5" variant="secondary" onClick={() => couponCode.set(null)}>
                  {intl.formatMessage({ id: 'checkout.coupon.drop' })}
                </Button>
              </div>
            )}
            {needsPostcode && <ChoosePostcodeNotice />}
            {hasSoldOut && <SoldOutNotice />}
            {missingMinor > 0 && (
              <p role="status" className="rounded-xl bg-cream-100 p-3.5 text-sm font-semibold text-brand-800">
                {minimumOrderText(format(missingMinor))}
              </p>
            )}
            {needsSlot && (
              <p role="status" className="rounded-xl bg-cream-100 p-3.5 text-sm font-semibold text-ink-800">
                {intl.formatMessage({ id: 'checkout.blocker.choose_slot' })}
              </p>
            )}
            <PlaceBar
              blocker={blocker}
              total={format(totalMinor)}
              onPlace={() => place(when.scheduledFor)}
              disabled={mutation.isPending || leaving || blocker !== null || !money}
              label={intl.formatMessage({
                id: leaving
                  ? 'checkout.place.to_payment'
                  : mutation.isPending
                    ? 'checkout.place.busy'
                    : payment.buttonId,
              })}
            />
            <p className="text-center text-xs text-ink-600">
              {intl.formatMessage({ id: 'checkout.vat_note' })}
            </p>
          </div>
        </>
      }
    />
  );
}
