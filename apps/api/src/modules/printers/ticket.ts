import { ORDER_TYPE, type Language, type PrintJobKind } from '@food/contract';
import { formatLocale, type MessageId } from '@food/i18n';
import { translate } from '@food/i18n/server';
import { formatMoney } from '@food/money';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { OrderWithLines } from '../orders/service.ts';
import type { ReceiptStore } from '../receipts/service.ts';
import { ticketLineText } from './ticket-text.ts';

interface TicketLine {
  text: string;
  big?: boolean;
  bold?: boolean;
}

interface TicketPrinter {
  name: string;
  language: Language;
  widthMm: number;
}

export interface TicketInput {
  kind: PrintJobKind;
  printer: TicketPrinter;
  store: ReceiptStore;
  /** The order with only the lines this printer prints; null for a test print. */
  order: OrderWithLines | null;
}

export const TICKET_MEDIA = {
  starPrnt: 'application/vnd.star.starprnt',
  text: 'text/plain',
} as const;

const columnsOf = (widthMm: number) => (widthMm === 58 ? 32 : 48);

/** What the kitchen reads, in the printer's language; the dishes keep the kitchen's names. */
function ticketLines(input: TicketInput): TicketLine[] {
  return contentLines(input).map((line) => ({ ...line, text: ticketLineText(line.text) }));
}

function contentLines({ kind, printer, store, order }: TicketInput): TicketLine[] {
  const t = (id: MessageId, values?: Record<string, string>) => translate(printer.language, id, values);
  const locale = formatLocale(printer.language, store.locale);
  const time = (date: Date) =>
    new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: store.timezone }).format(date);
  const money = (minor: number) => formatMoney(minor, { currency: store.currency, locale });
  const lines: TicketLine[] = [];
  if (kind === 'copy') lines.push({ text: t('printer.copy'), big: true });
  if (!order) {
    lines.push(
      { text: t('printer.test_title'), big: true },
      { text: t('printer.test_body', { printer: printer.name }) },
    );
    return lines;
  }
  const o = order.order;
  const delivery = o.orderType === ORDER_TYPE.delivery;
  lines.push(
    { text: t('printer.order', { number: String(o.number ?? o.id) }), big: true },
    { text: t(delivery ? 'printer.delivery' : 'printer.pickup'), bold: true },
    ...(o.ageLimit ? [{ text: t('printer.id_check', { age: String(o.ageLimit) }), big: true }] : []),
    {
      text: o.scheduledFor ? t('printer.for_time', { time: time(o.scheduledFor) }) : t('printer.asap'),
      bold: true,
    },
    ...(o.readyAt ? [{ text: t('printer.ready_at', { time: time(o.readyAt) }), big: true }] : []),
    { text: t('printer.placed', { time: time(o.createdAt) }) },
    { text: '' },
  );
  for (const item of order.items) {
    const name = item.kitchenVariantName
      ? `${item.kitchenProductName} (${item.kitchenVariantName})`
      : item.kitchenProductName;
    lines.push({ text: `${item.quantity} x ${name}`, bold: true });
    for (const option of item.options) lines.push({ text: `   + ${option.kitchenName}` });
    if (item.note) lines.push({ text: `   * ${item.note}` });
  }
  lines.push({ text: '' });
  if (o.note) lines.push({ text: t('printer.note', { note: o.note }), bold: true });
  if (o.customerName) lines.push({ text: t('printer.customer', { name: o.customerName }) });
  if (delivery) {
    const address = [o.addressLine1, o.addressArea, [o.addressZip, o.addressCity].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    if (address) lines.push({ text: t('printer.address', { address }) });
    if (o.phone) lines.push({ text: t('printer.phone', { phone: o.phone }) });
  }
  // The total below is after the coupon: the kitchen sees why, and which code to look at.
  if (o.couponCode !== null) {
    lines.push({ text: t('printer.coupon', { code: o.couponCode, saving: money(o.couponSavingMinor) }) });
  }
  lines.push({
    text:
      order.payment.paymentMethod === 'online'
        ? t('printer.paid_online')
        : t('printer.cash_due', { amount: money(o.totalMinor) }),
    bold: true,
  });
  return lines;
}

/**
 * The ticket as printer commands: ESC/POS for a network printer, StarPRNT for CloudPRNT. Code page 858
 * has the German umlauts, ß and €.
 */
export function encodeTicket(input: TicketInput, language: 'esc-pos' | 'star-prnt'): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language,
    columns: columnsOf(input.printer.widthMm),
    codepageMapping: language === 'star-prnt' ? 'star' : 'epson',
  })
    .initialize()
    .codepage('cp858');
  for (const line of ticketLines(input)) {
    if (line.big) encoder.size(2, 2).bold(true).line(line.text).bold(false).size(1, 1);
    else if (line.bold) encoder.bold(true).line(line.text).bold(false);
    else encoder.line(line.text);
  }
  return encoder.newline(2).cut('full').encode();
}

/** The ticket as plain text, for a CloudPRNT printer that asks for text/plain. */
export function ticketText(input: TicketInput): string {
  return `${ticketLines(input)
    .map((line) => line.text)
    .join('\n')}\n`;
}
