import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const bold = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>;

/**
 * `detail`: the line's options, shown under it when not empty; `note`: the customer's note for the
 * kitchen; `warnings`: why it cannot be ordered.
 */
export type SummaryLine = {
  key: string | number;
  text: string;
  amount: string;
  detail?: string;
  note?: string | null;
  warnings?: string[];
};

/** The items of the order with their line totals. */
export function SummaryItems({ lines }: { lines: SummaryLine[] }) {
  const intl = useIntl();
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'checkout.summary.items' })}
      className="mt-4 divide-y divide-cream-200 border-y border-cream-200"
    >
      {lines.map((line) => (
        <li key={line.key} className="flex items-start justify-between gap-4 py-3 text-sm">
          <span className="min-w-0 text-ink-800">
            {line.text}
            {line.detail && <span className="block text-xs text-ink-600">{line.detail}</span>}
            {line.note && (
              <span className="block text-xs text-ink-700">
                <FormattedMessage
                  id="checkout.summary.item_note"
                  values={{ note: line.note, strong: bold }}
                />
              </span>
            )}
            {line.warnings?.map((warning) => (
              <span key={warning} className="block text-xs font-bold text-danger-700">
                {warning}
              </span>
            ))}
          </span>
          <span className="shrink-0 font-semibold text-ink-900 tabular-nums">{line.amount}</span>
        </li>
      ))}
    </ul>
  );
}

/** The order's note for the restaurant, under its items. */
export function SummaryNote({ note }: { note: string }) {
  return (
    <p className="mt-3 rounded-xl bg-cream-100 px-3.5 py-2.5 text-sm text-ink-800">
      <FormattedMessage id="checkout.summary.note" values={{ note, strong: bold }} />
    </p>
  );
}

/** Subtotal, Discount, Delivery Charges and Grand Total (spec §2). */
export function SummaryTotals({
  subtotal,
  discount,
  discountPercent,
  deliveryCharges,
  coupon = null,
  total,
}: {
  subtotal: string;
  discount: string;
  discountPercent: number;
  /** Shown for delivery orders only. */
  deliveryCharges: string | null;
  /** The customer's code and what it takes off, after the store's discount and the fee. */
  coupon?: { code: string; saving: string } | null;
  total: string;
}) {
  const intl = useIntl();
  return (
    <dl aria-label={intl.formatMessage({ id: 'checkout.totals.label' })} className="mt-4 space-y-2.5 text-sm">
      <Row term={intl.formatMessage({ id: 'checkout.totals.subtotal' })} value={subtotal} />
      <Row
        term={
          <>
            {intl.formatMessage({ id: 'checkout.totals.discount' })}
            {discountPercent > 0 && (
              <span className="ml-2 rounded-full bg-herb-50 px-2 py-0.5 text-xs font-bold text-herb-700 ring-1 ring-herb-700/25">
                {intl.formatMessage({ id: 'checkout.totals.saved' }, { percent: discountPercent / 100 })}
              </span>
            )}
          </>
        }
        value={
          discountPercent > 0
            ? intl.formatMessage({ id: 'checkout.totals.minus' }, { amount: discount })
            : discount
        }
        valueClassName={discountPercent > 0 ? 'text-herb-700' : undefined}
      />
      {deliveryCharges !== null && (
        <Row term={intl.formatMessage({ id: 'checkout.totals.delivery' })} value={deliveryCharges} />
      )}
      {coupon && (
        <Row
          term={intl.formatMessage({ id: 'checkout.totals.coupon' }, { code: coupon.code })}
          value={intl.formatMessage({ id: 'checkout.totals.minus' }, { amount: coupon.saving })}
          valueClassName="text-herb-700"
        />
      )}
      <div className="flex items-baseline justify-between gap-4 border-t border-cream-300 pt-3 text-base">
        <dt className="font-bold text-ink-900">
          {intl.formatMessage({ id: 'checkout.totals.grand_total' })}
        </dt>
        <dd className="text-lg font-bold text-ink-900 tabular-nums">{total}</dd>
      </div>
    </dl>
  );
}

function Row({ term, value, valueClassName }: { term: ReactNode; value: string; valueClassName?: string }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="text-ink-700">{term}</dt>
      <dd className={valueClassName ?? 'font-semibold text-ink-900 tabular-nums'}>
        <span className="font-semibold tabular-nums">{value}</span>
      </dd>
    </div>
  );
}
