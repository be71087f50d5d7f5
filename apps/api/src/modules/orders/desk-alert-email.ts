import { ORDER_TYPE } from '@food/contract';
import { formatMoney } from '@food/money';
import type { MailMessage } from '../../lib/mailer.ts';

export interface DeskAlert {
  to: string;
  store: { name: string; locale: string; currency: string; timezone: string };
  order: {
    number: number;
    orderType: number;
    totalMinor: number;
    customerName: string;
    answerDeadline: Date | null;
  };
  /** The order desk's address. */
  link: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** To a store's administrator: an order is waiting and no order desk of the store is open. */
export function deskAlertEmail({ to, store, order, link }: DeskAlert): MailMessage {
  const total = formatMoney(order.totalMinor, store);
  const kind = order.orderType === ORDER_TYPE.delivery ? 'delivery' : 'pickup';
  const from = order.customerName ? ` from ${order.customerName}` : '';
  const deadline = order.answerDeadline
    ? new Intl.DateTimeFormat(store.locale, { timeStyle: 'short', timeZone: store.timezone }).format(
        order.answerDeadline,
      )
    : null;
  const paragraphs = [
    `Order #${order.number}${from} (${kind}, ${total}) is waiting for an answer, and no order desk of ${store.name} is open.`,
    deadline
      ? `Answer it by ${deadline}, or it will be rejected automatically. Open the order desk:`
      : 'Open the order desk to answer it:',
  ];
  const text = [...paragraphs, link].join('\n\n') + '\n';
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    fromName: store.name,
    subject: `Order #${order.number} (${total}) is waiting: no order desk is open`,
    text,
    html,
  };
}
