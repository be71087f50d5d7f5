import { shownDeliveryFee } from '@food/contract/coupon-lines';
import { APPROVAL_STATUS, type Order, type Store } from '@food/contract';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { orderDateText, timeText } from '@/features/orders/format.ts';
import { cn } from '@/lib/cn.ts';
import { isDelivery, timedOut } from '../desk-status.ts';
import { paymentText } from '../payment-text.ts';
import { slotText } from '../slot-time.ts';
import type { StoreClock } from '../store-clock.ts';
import { customerNameText } from '../customer-name.ts';
import { IdCheck } from './id-check.tsx';

function Rule() {
  return <hr className="my-[2.5mm] border-0 border-t border-dashed border-black" />;
}

function Line({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-[2mm]', strong && 'text-[15px] font-bold')}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

/** The order's state in one word, as the desk's badge says it. */
function statusText(order: Order, intl: IntlShape): string {
  if (order.approval_status === APPROVAL_STATUS.pending) {
    return intl.formatMessage({ id: 'desk.ticket.status.pending' });
  }
  if (order.approval_status === APPROVAL_STATUS.cancelled) {
    return intl.formatMessage({ id: 'desk.ticket.status.cancelled' });
  }
  if (order.approval_status === APPROVAL_STATUS.rejected) {
    return intl.formatMessage({
      id: timedOut(order) ? 'desk.ticket.status.no_answer' : 'desk.ticket.status.rejected',
    });
  }
  return intl.formatMessage({ id: `desk.order.step.${order.fulfilment_status ?? 'accepted'}` });
}

/** One order as the kitchen's receipt printer prints it: 80 mm wide, black on white. */
export function KitchenTicket({
  order,
  store,
  clock,
  money,
}: {
  order: Order;
  store: Store | undefined;
  /** The store's time zone with the locale of the active language (`useStoreClock`). */
  clock: StoreClock | undefined;
  money: (amount: number) => string;
}) {
  const intl = useIntl();
  const delivery = isDelivery(order);
  const none = intl.formatMessage({ id: 'desk.order.none' });
  return (
    <article
      aria-labelledby="ticket-title"
      className="mx-auto w-[80mm] max-w-full bg-white p-[4mm] font-mono text-[12.5px] leading-snug text-black shadow-card print:max-w-none print:shadow-none"
    >
      <header className="text-center">
        <p className="text-[15px] font-bold uppercase">
          {store?.name ?? intl.formatMessage({ id: 'desk.ticket.store_fallback' })}
        </p>
        {store?.address && <p className="text-[11px]">{store.address}</p>}
      </header>
      <Rule />
      <div className="text-center">
        <h1 id="ticket-title" className="text-[24px] font-bold">
          <FormattedMessage id="desk.ticket.title" values={{ number: String(order.number) }} />
        </h1>
        <p className="mt-[1mm] inline-block bg-black px-[3mm] py-[0.5mm] text-[16px] font-bold tracking-wider text-white uppercase print:[print-color-adjust:exact]">
          <FormattedMessage id={delivery ? 'desk.ticket.delivery' : 'desk.ticket.pickup'} />
        </p>
        {order.age_limit && <IdCheck age={order.age_limit} look="ticket" />}
        {order.scheduled_for && (
          <p className="mt-[2mm] border-2 border-black py-[1mm] text-[18px] font-bold">
            {intl.formatMessage(
              { id: 'desk.ticket.scheduled_for' },
              { when: slotText(order.scheduled_for, new Date(), clock) },
            )}
          </p>
        )}
      </div>
      <dl className="mt-[2mm] space-y-[0.5mm]">
        <Line
          label={intl.formatMessage({ id: 'desk.ticket.placed' })}
          value={orderDateText(order.created_at, clock)}
        />
        {order.approval_status === APPROVAL_STATUS.accepted && order.ready_at && (
          <Line
            label={intl.formatMessage({ id: 'desk.ticket.ready_at' })}
            value={<strong>{timeText(order.ready_at, clock)}</strong>}
          />
        )}
        <Line label={intl.formatMessage({ id: 'desk.ticket.status' })} value={statusText(order, intl)} />
      </dl>
      <Rule />
      <ul aria-label={intl.formatMessage({ id: 'desk.ticket.items' })} className="space-y-[1.5mm]">
        {order.items.map((item) => (
          <li key={item.id}>
            <div className="flex justify-between gap-[2mm] font-bold">
              <span>
                {intl.formatMessage(
                  { id: 'desk.ticket.item' },
                  { quantity: item.quantity, name: item.product_name },
                )}
              </span>
              <span className="tabular-nums">{money(item.line_total)}</span>
            </div>
            {item.variant_name && <p className="pl-[4mm]">{item.variant_name}</p>}
            {item.options.length > 0 && (
              <ul
                aria-label={intl.formatMessage({ id: 'desk.ticket.options' })}
                className="pl-[4mm] font-semibold"
              >
                {item.options.map((option, index) => (
                  // A long name wraps under the name, not under the "+".
                  <li key={index} className="pl-[2ch] -indent-[2ch]">
                    {intl.formatMessage({ id: 'desk.ticket.option' }, { name: option.name })}
                  </li>
                ))}
              </ul>
            )}
            {item.note && (
              <p className="pl-[4mm] font-bold">
                {intl.formatMessage({ id: 'desk.ticket.item_note' }, { note: item.note })}
              </p>
            )}
          </li>
        ))}
      </ul>
      {order.note && (
        <>
          <Rule />
          <p>
            <FormattedMessage
              id="desk.ticket.note"
              values={{ note: order.note, b: (chunks) => <span className="font-bold">{chunks}</span> }}
            />
          </p>
        </>
      )}
      <Rule />
      <dl className="space-y-[0.5mm]">
        <Line label={intl.formatMessage({ id: 'desk.ticket.subtotal' })} value={money(order.subtotal)} />
        {order.discount > 0 && (
          <Line
            label={
              order.discount_percent
                ? intl.formatMessage(
                    { id: 'desk.ticket.discount_percent' },
                    { percent: order.discount_percent },
                  )
                : intl.formatMessage({ id: 'desk.ticket.discount' })
            }
            value={`-${money(order.discount)}`}
          />
        )}
        {delivery && (
          <Line
            label={intl.formatMessage({ id: 'desk.ticket.delivery_fee' })}
            value={money(shownDeliveryFee(order))}
          />
        )}
        {order.coupon && (
          <Line
            label={intl.formatMessage({ id: 'desk.ticket.coupon' }, { code: order.coupon.code })}
            value={`-${money(order.coupon.saving)}`}
          />
        )}
        <Line label={intl.formatMessage({ id: 'desk.ticket.total' })} value={money(order.total)} strong />
      </dl>
      <p className="mt-[1mm]">{paymentText(order, intl)}</p>
      <Rule />
      <dl className="space-y-[0.5mm]">
        <div>
          <dt className="font-bold">
            <FormattedMessage id="desk.ticket.customer" />
          </dt>
          <dd>{customerNameText(order, intl, 'desk.order.none')}</dd>
          {order.phone && <dd>{order.phone}</dd>}
        </div>
        {delivery && (
          <div className="pt-[1mm]">
            <dt className="font-bold">
              <FormattedMessage id="desk.ticket.address" />
            </dt>
            {order.address ? (
              <>
                <dd>
                  {order.address.area
                    ? intl.formatMessage(
                        { id: 'desk.order.address_with_area' },
                        { line1: order.address.line1, area: order.address.area },
                      )
                    : order.address.line1}
                </dd>
                <dd>{[order.address.zip, order.address.city].filter(Boolean).join(' ')}</dd>
              </>
            ) : (
              <dd>{none}</dd>
            )}
            <dd>
              <FormattedMessage
                id="desk.ticket.postcode"
                values={{ postcode: order.delivery_postcode ?? none }}
              />
            </dd>
          </div>
        )}
      </dl>
      <Rule />
      <p className="text-center text-[11px]">
        <FormattedMessage
          id="desk.ticket.printed"
          values={{ date: orderDateText(new Date().toISOString(), clock) }}
        />
      </p>
    </article>
  );
}
