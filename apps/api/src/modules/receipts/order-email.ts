import { APPROVAL_STATUS, ORDER_TYPE, type Language, type Order } from '@food/contract';
import type { MessageId } from '@food/i18n';
import { translate } from '@food/i18n/server';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { receiptContent, type ReceiptContent, type ReceiptStore } from './receipt.ts';
import { rejectReasonText } from './reject-reason-text.ts';

/**
 * The e-mails a customer gets about an order: it reached the restaurant, its answer, a pickup ready to
 * collect, a delivery on its way, a refund.
 */
export type OrderEmailKind = 'placed' | 'accepted' | 'rejected' | 'ready' | 'on_its_way' | 'refunded';

/** A kitchen step's notice says only that; the receipt came with the acceptance. */
const STEP_KINDS = new Set<OrderEmailKind>(['ready', 'on_its_way']);

export interface OrderEmail {
  kind: OrderEmailKind;
  to: string;
  /** The language the customer ordered in. */
  language: Language;
  store: ReceiptStore;
  /** The order as its customer reads it: names in their language. */
  order: Order & { number: number };
  /** The refund this e-mail is about (kind `refunded`), in the API's decimals. */
  refund?: { amount: number; reason: string };
  /** The order's own page and the store's legal pages. */
  links: { orders: string; imprint: string; privacy: string; terms: string };
}

/**
 * One e-mail, as plain text and HTML: a sentence on what happened, then the order as a receipt
 * (seller, number, date, how and when, each line with its options and note, the totals, the payment).
 * An order that was rejected or cancelled was never a sale: its e-mail lists what was ordered, with no
 * receipt, prices or VAT (issue 44). A kitchen step's notice has no receipt either.
 */
export function orderEmail(email: OrderEmail): MailMessage {
  const { language, store, order } = email;
  const t = (id: MessageId, values?: Record<string, string>) => translate(language, id, values);
  const content = receiptContent(order, store, language);
  const { money, time } = content;
  const kind = order.order_type === ORDER_TYPE.delivery ? 'delivery' : 'pickup';
  const number = String(order.number);

  const lead = [t(`emails.order.${email.kind}.lead`, leadValues(email, kind, money, time, language))];
  if (email.kind === 'rejected') lead.push(t('emails.order.rejected.payment', paymentOutcome(order, money)));

  const ended =
    order.approval_status === APPROVAL_STATUS.rejected || order.approval_status === APPROVAL_STATUS.cancelled;
  const receipt = STEP_KINDS.has(email.kind) ? null : ended ? orderList(content) : content;
  const seller = receipt?.seller ?? [];
  const facts = receipt?.facts ?? [];
  const lines = receipt?.lines ?? [];
  const totals = receipt?.totals ?? [];
  const vat = receipt?.vat ?? [];
  const footer =
    receipt === content ? `${content.footer} ${t('emails.order.footer', { store: store.name })}` : '';
  const heading = receipt === content ? t('emails.order.receipt') : t('emails.order.your_order');

  const legal = [
    [t('emails.order.links.imprint'), email.links.imprint],
    [t('emails.order.links.privacy'), email.links.privacy],
    [t('emails.order.links.terms'), email.links.terms],
  ] as const;

  const text = [
    lead.join(' '),
    `${t('emails.order.see_orders')} ${email.links.orders}`,
    ...(receipt
      ? [
          [heading, ...seller].join('\n'),
          facts.join('\n'),
          lines
            .map((line) =>
              [
                `${line.title}${line.amount ? `  ${line.amount}` : ''}`,
                ...line.details.map((d) => `   ${d}`),
              ].join('\n'),
            )
            .join('\n'),
          totals.map((row) => `${row.label}: ${row.amount}`).join('\n'),
          vat.map((row) => `${row.label}: ${row.amount}`).join('\n'),
          footer,
        ].filter(Boolean)
      : []),
    legal.map(([label, href]) => `${label}: ${href}`).join('\n'),
  ].join('\n\n');

  const cell = 'padding: 6px 0; vertical-align: top';
  const html = `<!doctype html><html lang="${language}"><body style="margin: 0; background: #f6f1e7; font-family: Helvetica, Arial, sans-serif; color: #2b2118; line-height: 1.5">
<div style="max-width: 560px; margin: 0 auto; padding: 24px 16px">
<h1 style="font-size: 22px; margin: 0 0 12px">${escapeHtml(store.name)}</h1>
${lead.map((sentence) => `<p style="margin: 0 0 12px">${escapeHtml(sentence)}</p>`).join('\n')}
<p style="margin: 0 0 20px"><a href="${escapeHtml(email.links.orders)}" style="color: #9a3412; font-weight: bold">${escapeHtml(t('emails.order.see_orders'))}</a></p>
${
  receipt
    ? `<div style="background: #ffffff; border-radius: 12px; padding: 20px">
<h2 style="font-size: 16px; margin: 0 0 4px">${escapeHtml(heading)}</h2>
${seller.length > 0 ? `<p style="margin: 0 0 12px; color: #5b4a3b; font-size: 14px">${seller.map(escapeHtml).join('<br>')}</p>` : ''}
<p style="margin: 0 0 16px; font-size: 14px">${facts.map(escapeHtml).join('<br>')}</p>
<table role="presentation" style="width: 100%; border-collapse: collapse; font-size: 14px">
${lines
  .map(
    (line) =>
      `<tr style="border-top: 1px solid #eadfcd"><td style="${cell}">${escapeHtml(line.title)}${line.details
        .map((detail) => `<br><span style="color: #5b4a3b">${escapeHtml(detail)}</span>`)
        .join(
          '',
        )}</td><td style="${cell}; text-align: right; white-space: nowrap">${escapeHtml(line.amount)}</td></tr>`,
  )
  .join('\n')}
${totals
  .map(
    (row, i) =>
      `<tr${i === 0 ? ' style="border-top: 2px solid #2b2118"' : ''}><td style="${cell}${row.strong ? '; font-weight: bold' : ''}">${escapeHtml(row.label)}</td><td style="${cell}; text-align: right; white-space: nowrap${row.strong ? '; font-weight: bold' : ''}">${escapeHtml(row.amount)}</td></tr>`,
  )
  .join('\n')}
${vat
  .map(
    (row) =>
      `<tr><td style="${cell}; color: #5b4a3b; font-size: 13px">${escapeHtml(row.label)}</td><td style="${cell}; text-align: right; white-space: nowrap; color: #5b4a3b; font-size: 13px">${escapeHtml(row.amount)}</td></tr>`,
  )
  .join('\n')}
</table>
</div>`
    : ''
}
${footer ? `<p style="margin: 20px 0 8px; font-size: 13px; color: #5b4a3b">${escapeHtml(footer)}</p>` : ''}
<p style="margin: 20px 0 0; font-size: 13px">${legal
    .map(([label, href]) => `<a href="${escapeHtml(href)}" style="color: #5b4a3b">${escapeHtml(label)}</a>`)
    .join(' · ')}</p>
</div>
</body></html>`;

  return {
    to: email.to,
    fromName: store.name,
    subject: t(`emails.order.${email.kind}.subject`, { number, store: store.name }),
    text: `${text}\n`,
    html,
  };
}

/** What an ended order's e-mail shows of it: number, date and how, and what was ordered, without prices. */
function orderList(
  content: ReceiptContent,
): Pick<ReceiptContent, 'seller' | 'facts' | 'lines' | 'totals' | 'vat'> {
  return {
    seller: [],
    // Number, date and how, address and note; not the payment (nothing is paid for it).
    facts: content.facts.filter((fact) => fact !== content.payment),
    lines: content.lines.map((line) => ({ ...line, amount: '' })),
    totals: [],
    vat: [],
  };
}

function leadValues(
  { kind: emailKind, store, order, refund }: OrderEmail,
  kind: 'delivery' | 'pickup',
  money: (amount: number) => string,
  time: (iso: string) => string,
  language: Language,
): Record<string, string> {
  if (emailKind === 'accepted')
    return { store: store.name, kind, time: order.ready_at ? time(order.ready_at) : '' };
  if (emailKind === 'rejected')
    return { store: store.name, reason: asSentence(rejectReasonText(order, language)) };
  if (emailKind === 'refunded')
    return { store: store.name, amount: money(refund?.amount ?? 0), reason: refund?.reason ?? '' };
  return { store: store.name };
}

/** What a rejection meant for the customer's money. */
function paymentOutcome(order: Order, money: (amount: number) => string): Record<string, string> {
  const { payment } = order;
  if (payment.payment_method !== 'online') return { outcome: 'cash', amount: '' };
  if (payment.refunded_amount > 0) return { outcome: 'refunded', amount: money(payment.refunded_amount) };
  return { outcome: 'released', amount: '' };
}

/** A reason as a sentence of the e-mail: with its full stop, unless it ends in one of its own. */
const asSentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);
