import type { SalesFigures } from '@food/contract';
import { isRejectReasonCode } from '@food/contract/reject-reasons';
import { useIntl } from 'react-intl';

type BreakdownKey =
  | 'title'
  | 'orders'
  | 'orders_count'
  | 'placed'
  | 'accepted'
  | 'rejected'
  | 'timeout'
  | 'cancelled'
  | 'pending'
  | 'items_per_order'
  | 'money'
  | 'goods'
  | 'discounts'
  | 'coupon_savings'
  | 'delivery_fees'
  | 'refunds'
  | 'takings'
  | 'average'
  | 'vat'
  | 'vat_none'
  | 'rate'
  | 'gross'
  | 'net'
  | 'vat_amount'
  | 'split'
  | 'cash'
  | 'online'
  | 'pickup'
  | 'delivery';

function Lines({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <div>
      <h3 className="font-bold text-ink-900">{title}</h3>
      <dl className="mt-2 divide-y divide-cream-200 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-ink-700">{term}</dt>
            <dd className="font-semibold text-ink-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The range's totals as the accountant reads them: orders by outcome, the money from goods to takings,
 * the VAT per rate, and the split by payment method and order type.
 */
export function SalesBreakdown({
  figures,
  money,
  locale,
}: {
  figures: SalesFigures;
  money: (amount: number) => string;
  locale: string;
}) {
  const intl = useIntl();
  const t = (id: BreakdownKey, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `dashboard.reports.breakdown.${id}` as const }, values);
  const count = new Intl.NumberFormat(locale);
  const minus = (amount: number) => (amount > 0 ? `−${money(amount)}` : money(0));
  const share = (part: { orders: number; takings: number }) =>
    `${money(part.takings)} · ${t('orders_count', { count: part.orders })}`;

  return (
    <section
      aria-labelledby="sales-breakdown-title"
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-5"
    >
      <h2 id="sales-breakdown-title" className="font-display text-xl font-bold text-ink-900">
        {t('title')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <Lines
          title={t('orders')}
          rows={[
            [t('placed'), count.format(figures.orders.placed)],
            [t('accepted'), count.format(figures.orders.accepted)],
            [t('rejected'), count.format(figures.orders.rejected)],
            ...figures.rejected_by_reason.map(({ reason, count: times }): [string, string] => [
              // A usual reason comes as its code: the storefront's catalogue (always loaded) words it.
              `· ${reason === 'timeout' ? t('timeout') : isRejectReasonCode(reason) ? intl.formatMessage({ id: `orders.reject.${reason}` }) : reason}`,
              count.format(times),
            ]),
            [t('cancelled'), count.format(figures.orders.cancelled)],
            [t('pending'), count.format(figures.orders.pending)],
            [
              t('items_per_order'),
              figures.items_per_order === null ? '–' : count.format(figures.items_per_order),
            ],
          ]}
        />
        <Lines
          title={t('money')}
          rows={[
            [t('goods'), money(figures.goods)],
            [t('discounts'), minus(figures.discounts)],
            [t('coupon_savings'), minus(figures.coupon_savings)],
            [t('delivery_fees'), money(figures.delivery_fees)],
            [t('refunds'), minus(figures.refunds)],
            [t('takings'), money(figures.takings)],
            [t('average'), figures.average_order_value === null ? '–' : money(figures.average_order_value)],
          ]}
        />
        <div className="space-y-6">
          <div>
            <h3 className="font-bold text-ink-900">{t('vat')}</h3>
            {figures.vat.length === 0 ? (
              <p className="mt-2 text-sm text-ink-600">{t('vat_none')}</p>
            ) : (
              <table className="mt-2 w-full text-left text-sm">
                <caption className="sr-only">{t('vat')}</caption>
                <thead>
                  <tr className="border-b border-cream-300 text-xs text-ink-700 uppercase">
                    <th scope="col" className="py-2">
                      {t('rate')}
                    </th>
                    <th scope="col" className="py-2 text-right">
                      {t('gross')}
                    </th>
                    <th scope="col" className="py-2 text-right">
                      {t('net')}
                    </th>
                    <th scope="col" className="py-2 text-right">
                      {t('vat_amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {figures.vat.map((rate) => (
                    <tr key={rate.rate} className="border-b border-cream-200">
                      <th scope="row" className="py-2 font-semibold">
                        {new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
                          rate.rate / 100,
                        )}
                      </th>
                      <td className="py-2 text-right tabular-nums">{money(rate.gross)}</td>
                      <td className="py-2 text-right tabular-nums">{money(rate.net)}</td>
                      <td className="py-2 text-right tabular-nums">{money(rate.vat)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <Lines
            title={t('split')}
            rows={[
              [t('cash'), share(figures.by_payment_method.cash ?? { orders: 0, takings: 0 })],
              [t('online'), share(figures.by_payment_method.online ?? { orders: 0, takings: 0 })],
              [t('pickup'), share(figures.by_order_type.pickup)],
              [t('delivery'), share(figures.by_order_type.delivery)],
            ]}
          />
        </div>
      </div>
    </section>
  );
}
