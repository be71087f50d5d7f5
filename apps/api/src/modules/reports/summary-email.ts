import type { Language } from '@food/contract';
import { formatLocale, type MessageId } from '@food/i18n';
import { translate } from '@food/i18n/server';
import { formatMoney } from '@food/money';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../lib/mailer.ts';

export interface DailySummary {
  to: string;
  language: Language;
  store: { name: string; locale: string; currency: string };
  day: string;
  placed: number;
  accepted: number;
  rejected: number;
  takingsMinor: number;
  topProducts: { name: string; quantity: number }[];
}

/** To a store's administrator, after the day's last closing: its orders, takings, rejections, best sellers. */
export function dailySummaryEmail(summary: DailySummary): MailMessage {
  const { language, store } = summary;
  const locale = formatLocale(language, store.locale);
  const t = (id: MessageId, values?: Record<string, string>) => translate(language, id, values);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${summary.day}T12:00:00Z`),
  );
  const facts =
    summary.placed === 0
      ? [t('reports.summary.no_orders')]
      : [
          t('reports.summary.orders', { placed: String(summary.placed), accepted: String(summary.accepted) }),
          t('reports.summary.rejected', { count: String(summary.rejected) }),
          t('reports.summary.takings', {
            amount: formatMoney(summary.takingsMinor, { currency: store.currency, locale }),
          }),
        ];
  const top = summary.topProducts.map((product) =>
    t('reports.summary.top_product', { quantity: String(product.quantity), name: product.name }),
  );
  const lead = t('reports.summary.lead', { date, store: store.name });
  const heading = t('reports.summary.top_products');
  const footer = t('reports.summary.footer');
  const text = [
    lead,
    facts.join('\n'),
    ...(top.length ? [`${heading}:\n${top.join('\n')}`] : []),
    footer,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p>${facts.map(escapeHtml).join('<br>')}</p>`,
    ...(top.length
      ? [
          `<h3>${escapeHtml(heading)}</h3>`,
          `<ul>${top.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        ]
      : []),
    `<p style="color: #666">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: summary.to,
    fromName: store.name,
    subject: t('reports.summary.subject', { store: store.name, date }),
    text: `${text}\n`,
    html,
  };
}
