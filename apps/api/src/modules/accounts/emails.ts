import type { Language } from '@food/contract';
import { translate } from '@food/i18n/server';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../lib/mailer.ts';

export interface EmailContext {
  to: string;
  /** The recipient's: the account's chosen language, else that of the request that caused the e-mail. */
  language: Language;
  customerName: string;
  /** The store the account belongs to, when it has one. */
  storeName: string | null;
  link: string;
}

type Kind = 'verification' | 'password_reset' | 'registration_attempt';

/** A text with a link, in plain text and HTML, its sentences from the `emails` catalogue. */
function compose({ to, language, customerName, storeName, link }: EmailContext, kind: Kind): MailMessage {
  const store = { atStore: storeName ? 'yes' : 'no', store: storeName ?? '' };
  const greeting = customerName
    ? translate(language, 'emails.greeting_named', { name: customerName })
    : translate(language, 'emails.greeting');
  const intro = translate(language, `emails.${kind}.intro`, store);
  const action = translate(language, `emails.${kind}.action`);
  const outro = translate(language, `emails.${kind}.outro`);
  const text = [greeting, intro, link, outro, storeName ?? ''].join('\n\n').trim() + '\n';
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">`,
    paragraph(greeting),
    paragraph(intro),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="font-size: 0.9em">${escapeHtml(translate(language, 'emails.link_fallback'))}<br>${escapeHtml(link)}</p>`,
    paragraph(outro),
    storeName ? paragraph(storeName) : '',
    '</body></html>',
  ].join('\n');
  const subject = translate(language, `emails.${kind}.subject`, store);
  return { to, fromName: storeName ?? undefined, subject, text, html };
}

export const verificationEmail = (context: EmailContext): MailMessage => compose(context, 'verification');

export const passwordResetEmail = (context: EmailContext): MailMessage => compose(context, 'password_reset');

export const registrationAttemptEmail = (context: EmailContext): MailMessage =>
  compose(context, 'registration_attempt');
