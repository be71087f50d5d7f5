import { APPROVAL_STATUS, ORDER_TYPE, shownDeliveryFee, type Language, type Order } from '@food/contract';
import { formatLocale, type MessageId } from '@food/i18n';
import { translate } from '@food/i18n/server';
import { formatMoney, fromMinor, toMinor } from '@food/money';

export interface ReceiptStore {
  name: string;
  address: string;
  /** The seller as the law names it (Settings → Legal), when the store has said. */
  legal?: { legalName: string; address: string; vatId: string | null } | null;
  locale: string;
  currency: string;
  timezone: string;
  defaultLanguage: string;
}

interface ReceiptLine {
  title: string;
  amount: string;
  /** Its options and its note. */
  details: string[];
}

interface ReceiptRow {
  label: string;
  amount: string;
  strong?: boolean;
}

/** What the e-mail and the PDF say of an order, in the reader's language: one source for both. */
export interface ReceiptContent {
  seller: string[];
  /** Number, date, how and when, address, note, payment. */
  facts: string[];
  /** The payment's fact, as in `facts`. */
  payment: string;
  lines: ReceiptLine[];
  totals: ReceiptRow[];
  /** The VAT the total includes, per rate (§ 33 UStDV). */
  vat: ReceiptRow[];
  footer: string;
  /** Money and times written as in the store's region, in the reader's language. */
  money: (amount: number) => string;
  time: (iso: string, style?: 'short' | 'medium') => string;
}

/**
 * The payment's state as the receipt words it: a hold of an accepted order is being charged (the
 * acceptance's e-mail goes out as the capture is made), never "charged when the restaurant accepts".
 */
const paymentStatus = ({ payment, approval_status: approval }: Order) =>
  payment.status !== 'authorized'
    ? payment.status
    : approval === APPROVAL_STATUS.accepted
      ? 'charged'
      : 'held';

/** An order as a simplified invoice: seller, facts, lines with options and notes, totals. */
export function receiptContent(
  order: Order & { number: number },
  store: ReceiptStore,
  language: Language,
): ReceiptContent {
  const t = (id: MessageId, values?: Record<string, string>) => translate(language, id, values);
  const locale = formatLocale(language, store.locale);
  // The order's own currency: the store's may have changed since.
  const money = (amount: number) => formatMoney(toMinor(amount), { currency: order.currency, locale });
  const time = (iso: string, style: 'short' | 'medium' = 'short') =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: style === 'medium' ? 'medium' : undefined,
      timeStyle: 'short',
      timeZone: store.timezone,
    }).format(new Date(iso));
  const kind = order.order_type === ORDER_TYPE.delivery ? 'delivery' : 'pickup';
  const number = String(order.number);

  const lines = order.items.map((item) => ({
    title: `${item.quantity} × ${item.product_name}${item.variant_name ? ` (${item.variant_name})` : ''}`,
    amount: money(item.line_total),
    details: [
      ...item.options.map((option) => `+ ${option.name}`),
      ...(item.note ? [t('emails.order.line_note', { note: item.note })] : []),
    ],
  }));
  const { coupon } = order;
  const fee = shownDeliveryFee(order);
  const refunded = order.payment.refunded_amount;
  const totals: ReceiptRow[] = [
    { label: t('emails.order.subtotal'), amount: money(order.subtotal) },
    ...(order.discount > 0
      ? [{ label: t('emails.order.discount'), amount: `−${money(order.discount)}` }]
      : []),
    ...(fee > 0 ? [{ label: t('emails.order.delivery_fee'), amount: money(fee) }] : []),
    ...(coupon && coupon.saving > 0
      ? [{ label: t('emails.order.coupon', { code: coupon.code }), amount: `−${money(coupon.saving)}` }]
      : []),
    { label: t('emails.order.total'), amount: money(order.total), strong: refunded === 0 },
    // Refunds are rows of their own: the order's total stays, and what was finally paid follows it.
    ...(refunded > 0
      ? [
          { label: t('emails.order.refunded_total'), amount: `−${money(refunded)}` },
          {
            label: t('emails.order.paid_total'),
            amount: money(fromMinor(toMinor(order.total) - toMinor(refunded))),
            strong: true,
          },
        ]
      : []),
  ];
  const payment = t('emails.order.payment', {
    method: order.payment.payment_method,
    kind,
    status: paymentStatus(order),
  });
  const facts = [
    t('emails.order.number', { number }),
    t('emails.order.placed_at', { date: time(order.created_at, 'medium') }),
    t('emails.order.how', {
      kind,
      scheduled: order.scheduled_for ? 'yes' : 'no',
      when: order.scheduled_for ? time(order.scheduled_for, 'medium') : '',
    }),
    ...(order.address ? [`${order.address.line1}, ${order.address.zip} ${order.address.city}`] : []),
    ...(order.note ? [t('emails.order.note', { note: order.note })] : []),
    payment,
  ];
  const { legal } = store;
  const seller = [
    store.name,
    ...(legal && legal.legalName && legal.legalName !== store.name ? [legal.legalName] : []),
    legal?.address || store.address,
    ...(legal?.vatId ? [t('emails.order.vat_id', { id: legal.vatId })] : []),
  ];
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const vat = order.vat.map((part) => ({
    label: t('emails.order.vat_line', { rate: percent.format(part.rate), gross: money(part.gross) }),
    amount: money(part.vat),
  }));
  const footer = t('emails.order.vat_included');
  return { seller, facts, payment, lines, totals, vat, footer, money, time };
}
