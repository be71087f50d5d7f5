import { shownDeliveryFee } from '@food/contract/coupon-lines';
import type { Order } from '@food/contract';
import { MapPin, Phone, StickyNote, TriangleAlert, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ItemOptions } from '@/features/orders/components/item-options.tsx';
import { cn } from '@/lib/cn.ts';
import { useNow } from '@/lib/use-now.ts';
import { isDelivery } from '../desk-status.ts';
import { holdWarning, paymentText } from '../payment-text.ts';
import { OrderRefunds } from './order-refunds.tsx';
import { customerNameText } from '../customer-name.ts';

type Money = (amount: number) => string;

function Section({
  title,
  icon,
  className,
  children,
}: {
  title: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className}>
      <h3 className="mb-2 flex items-center gap-1.5 text-xs font-bold tracking-wide text-ink-700 uppercase">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Who ordered, and how to call them. */
export function CustomerFacts({ order }: { order: Order }) {
  const intl = useIntl();
  return (
    <Section
      title={intl.formatMessage({ id: 'desk.order.customer' })}
      icon={<User aria-hidden="true" className="size-4" />}
    >
      <p className="font-semibold text-ink-900">
        {customerNameText(order, intl, 'desk.order.customer_not_given')}
      </p>
      {order.phone ? (
        <a
          href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}
          className="mt-1 inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
        >
          <Phone aria-hidden="true" className="size-4" />
          {order.phone}
        </a>
      ) : (
        <p className="mt-1 text-ink-600">
          <FormattedMessage id="desk.order.no_phone" />
        </p>
      )}
    </Section>
  );
}

/** Where a delivery goes, or that the customer collects it. */
export function DestinationFacts({ order }: { order: Order }) {
  const intl = useIntl();
  const delivery = isDelivery(order);
  return (
    <Section
      title={intl.formatMessage({ id: delivery ? 'desk.order.deliver_to' : 'desk.order.collection' })}
      icon={<MapPin aria-hidden="true" className="size-4" />}
    >
      {delivery ? (
        <>
          {order.address ? (
            <address className="text-ink-900 not-italic">
              {order.address.area
                ? intl.formatMessage(
                    { id: 'desk.order.address_with_area' },
                    { line1: order.address.line1, area: order.address.area },
                  )
                : order.address.line1}
              <br />
              {[order.address.zip, order.address.city].filter(Boolean).join(' ')}
            </address>
          ) : (
            <p className="text-ink-600">
              <FormattedMessage id="desk.order.no_address" />
            </p>
          )}
          <p className="mt-1 text-sm text-ink-700">
            <FormattedMessage
              id="desk.order.delivery_postcode"
              values={{
                postcode: order.delivery_postcode ?? intl.formatMessage({ id: 'desk.order.none' }),
                b: (chunks) => <strong className="font-bold tracking-wide text-ink-900">{chunks}</strong>,
              }}
            />
          </p>
        </>
      ) : (
        <p className="text-ink-900">
          <FormattedMessage id="desk.order.collects" />
        </p>
      )}
    </Section>
  );
}

/** The lines with their notes, and the order's own note. */
export function ItemFacts({ order, money }: { order: Order; money: Money }) {
  const intl = useIntl();
  const bold = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>;
  return (
    <Section title={intl.formatMessage({ id: 'desk.order.items' })} className="mt-5">
      <ul className="divide-y divide-cream-200">
        {order.items.map((item) => (
          <li key={item.id} className="flex gap-3 py-2.5 first:pt-0 last:pb-0">
            <span className="grid h-7 min-w-9 shrink-0 place-items-center rounded-lg bg-ink-900 px-1.5 text-sm font-bold text-white tabular-nums">
              <FormattedMessage
                id="desk.order.quantity"
                values={{
                  quantity: item.quantity,
                  sr: (chunks) => <span className="sr-only">{chunks}</span>,
                }}
              />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink-900">{item.product_name}</p>
              {item.variant_name && <p className="text-sm text-ink-700">{item.variant_name}</p>}
              <ItemOptions options={item.options} money={money} className="text-sm text-ink-800" />
              {item.note && (
                <p className="mt-1 rounded-lg bg-saffron-200/60 px-2 py-1 text-sm text-ink-900">
                  <FormattedMessage id="desk.order.item_note" values={{ note: item.note, b: bold }} />
                </p>
              )}
            </div>
            <span className="shrink-0 text-sm font-semibold text-ink-900 tabular-nums">
              {money(item.line_total)}
            </span>
          </li>
        ))}
      </ul>
      {order.note && (
        <p className="mt-3 flex gap-2 rounded-xl bg-saffron-200/60 px-3 py-2.5 text-sm text-ink-900">
          <StickyNote aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <FormattedMessage id="desk.order.order_note" values={{ note: order.note, b: bold }} />
          </span>
        </p>
      )}
    </Section>
  );
}

function Amount({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4',
        strong && 'mt-1.5 border-t border-cream-200 pt-1.5 text-base font-bold text-ink-900',
      )}
    >
      <dt className={strong ? undefined : 'text-ink-700'}>{label}</dt>
      <dd className="text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}

export function TotalFacts({ order, money }: { order: Order; money: Money }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage({ id: 'desk.order.totals' })}>
      <dl className="space-y-1 text-sm">
        <Amount label={intl.formatMessage({ id: 'desk.order.subtotal' })} value={money(order.subtotal)} />
        <Amount
          label={
            order.discount_percent
              ? intl.formatMessage({ id: 'desk.order.discount_percent' }, { percent: order.discount_percent })
              : intl.formatMessage({ id: 'desk.order.discount' })
          }
          value={order.discount ? `−${money(order.discount)}` : money(0)}
        />
        <Amount
          label={intl.formatMessage({ id: 'desk.order.delivery_fee' })}
          value={money(shownDeliveryFee(order))}
        />
        {order.coupon && (
          <Amount
            label={intl.formatMessage({ id: 'desk.order.coupon' }, { code: order.coupon.code })}
            value={`−${money(order.coupon.saving)}`}
          />
        )}
        <Amount label={intl.formatMessage({ id: 'desk.order.total' })} value={money(order.total)} strong />
      </dl>
    </Section>
  );
}

export function PaymentFacts({ order, money }: { order: Order; money: Money }) {
  const intl = useIntl();
  const hold = holdWarning(order, useNow(60_000).getTime(), intl);
  return (
    <Section title={intl.formatMessage({ id: 'desk.order.payment' })}>
      <p className="text-ink-900">{paymentText(order, intl)}</p>
      {hold && (
        <p role="status" className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-danger-700">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {hold}
        </p>
      )}
      <p className="mt-1 text-sm text-ink-700">
        <FormattedMessage
          id="desk.order.payment_amount"
          values={{
            amount: money(order.payment.amount),
            b: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
          }}
        />
      </p>
      <OrderRefunds order={order} money={money} />
    </Section>
  );
}
