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
  /** The back office's reports page. */
  reportsUrl: string;
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
    `${t('reports.summary.see_reports')}: ${summary.reportsUrl}`,
    footer,
  ].join('\n\n');
  const cell = 'padding: 6px 0';
  const html = `<!doctype html><html lang="${language}"><body style="margin: 0; background: #f6f1e7; font-family: Helvetica, Arial, sans-serif; color: #2b2118; line-height: 1.5">
<div style="max-width: 560px; margin: 0 auto; padding: 24px 16px">
<h1 style="font-size: 22px; margin: 0 0 12px">${escapeHtml(store.name)}</h1>
<p style="margin: 0 0 16px">${escapeHtml(lead)}</p>
<div style="background: #ffffff; border-radius: 12px; padding: 20px">
<p style="margin: 0 0 16px; font-size: 15px">${facts.map(escapeHtml).join('<br>')}</p>
${
  top.length
    ? `<h2 style="font-size: 16px; margin: 0 0 4px">${escapeHtml(heading)}</h2>
<table role="presentation" style="width: 100%; border-collapse: collapse; font-size: 14px">
${top.map((line) => `<tr style="border-top: 1px solid #eadfcd"><td style="${cell}">${escapeHtml(line)}</td></tr>`).join('\n')}
</table>`
    : ''
}
</div>
<p style="margin: 20px 0 8px"><a href="${escapeHtml(summary.reportsUrl)}" style="color: #9a3412; font-weight: bold">${escapeHtml(t('reports.summary.see_reports'))}</a></p>
<p style="margin: 0; font-size: 13px; color: #5b4a3b">${escapeHtml(footer)}</p>
</div></body></html>`;
  return {
    to: summary.to,
    fromName: store.name,
    subject: t('reports.summary.subject', { store: store.name, date }),
    text: `${text}\n`,
    html,
  };
}
