import type { Language, Order } from '@food/contract';
import { translate } from '@food/i18n/server';
import PDFDocument from 'pdfkit';
import { receiptContent, type ReceiptStore } from './receipt.ts';

const INK = '#2b2118';
const MUTED = '#5b4a3b';
const RULE = '#d9cbb4';

/**
 * The order as a simplified invoice on one A4 page (more for a long order): the same contents as the
 * e-mail's receipt. PDFKit's built-in Helvetica writes Windows-1252, which holds umlauts, ß, € and £;
 * the minus sign it lacks is written as a hyphen.
 */
export function receiptPdf(order: Order & { number: number }, store: ReceiptStore, language: Language) {
  const receipt = receiptContent(order, store, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: translate(language, 'emails.order.number', { number: String(order.number) }),
      Author: store.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const amountWidth = 110;
  const plain = (text: string) => text.replaceAll('−', '-');

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(plain(receipt.seller[0] ?? store.name));
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(receipt.seller.slice(1).map(plain).join('\n'));
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(translate(language, 'emails.order.receipt'));
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(receipt.facts.map(plain).join('\n'), { lineGap: 2 });
  doc.moveDown(1);

  const rule = (weight = 0.5, color = RULE) => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();
    doc.moveDown(0.4);
  };
  const row = (label: string, amount: string, { bold = false, details = [] as string[] } = {}) => {
    const top = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10.5)
      .fillColor(INK);
    doc.text(plain(label), left, top, { width: width - amountWidth - 12 });
    const below = doc.y;
    doc.text(plain(amount), left + width - amountWidth, top, { width: amountWidth, align: 'right' });
    doc.x = left;
    doc.y = Math.max(below, doc.y);
    for (const detail of details)
      doc.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(plain(detail), { indent: 10 });
    doc.moveDown(0.4);
  };

  rule();
  for (const line of receipt.lines) {
    row(line.title, line.amount, { details: line.details });
    rule();
  }
  rule(1.2, INK);
  for (const total of receipt.totals) row(total.label, total.amount, { bold: total.strong });
  doc.moveDown(0.3);
  for (const part of receipt.vat) row(part.label, part.amount);
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(plain(receipt.footer), left, doc.y, { width });
  doc.end();
  return done;
}
