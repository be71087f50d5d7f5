import { ORDER_TYPE, type Language } from '@food/contract';
import { formatLocale } from '@food/i18n';
import { translate } from '@food/i18n/server';
import { formatMoney } from '@food/money';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../lib/mailer.ts';

export interface DeskAlert {
  to: string;
  /** The administrator's chosen language, else the store's default. */
  language: Language;
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

/** To a store's administrator: an order is waiting and no order desk of the store is open. */
export function deskAlertEmail({ to, language, store, order, link }: DeskAlert): MailMessage {
  // Money and times in the recipient's language, written as in the store's region.
  const locale = formatLocale(language, store.locale);
  const total = formatMoney(order.totalMinor, { ...store, locale });
  const deadline = order.answerDeadline
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: store.timezone }).format(
        order.answerDeadline,
      )
    : null;
  const paragraphs = [
    translate(language, 'emails.desk_alert.waiting', {
      named: order.customerName ? 'yes' : 'no',
      // A string: an order number is never written with a thousands separator.
      number: String(order.number),
      customer: order.customerName,
      kind: order.orderType === ORDER_TYPE.delivery ? 'delivery' : 'pickup',
      total,
      store: store.name,
    }),
    deadline
      ? translate(language, 'emails.desk_alert.deadline', { deadline })
      : translate(language, 'emails.desk_alert.no_deadline'),
  ];
  const text = [...paragraphs, link].join('\n\n') + '\n';
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    fromName: store.name,
    subject: translate(language, 'emails.desk_alert.subject', { number: String(order.number), total }),
    text,
    html,
  };
}
