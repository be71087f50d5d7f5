import type { MailMessage } from '../../lib/mailer.ts';

export interface EmailContext {
  to: string;
  customerName: string;
  /** The store the account belongs to, when it has one. */
  storeName: string | null;
  link: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

interface Template {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

function compose({ to, customerName, storeName, link }: EmailContext, template: Template): MailMessage {
  const greeting = customerName ? `Hello ${customerName},` : 'Hello,';
  const text = [greeting, template.intro, link, template.outro, storeName ?? ''].join('\n\n').trim() + '\n';
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    paragraph(greeting),
    paragraph(template.intro),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p>`,
    `<p style="font-size: 0.9em">${escapeHtml('If the link does not open, copy it into your browser:')}<br>${escapeHtml(link)}</p>`,
    paragraph(template.outro),
    storeName ? paragraph(storeName) : '',
    '</body></html>',
  ].join('\n');
  return { to, fromName: storeName ?? undefined, subject: template.subject, text, html };
}

export function verificationEmail(context: EmailContext): MailMessage {
  const at = context.storeName ? ` at ${context.storeName}` : '';
  return compose(context, {
    subject: `Please verify your e-mail address${at}`,
    intro: `Thank you for registering${at}. Please confirm your e-mail address by opening this link:`,
    action: 'Verify my e-mail address',
    outro:
      'The link is valid for 24 hours and works once. If you did not register, you can ignore this e-mail.',
  });
}

export function passwordResetEmail(context: EmailContext): MailMessage {
  const at = context.storeName ? ` at ${context.storeName}` : '';
  return compose(context, {
    subject: `Reset your password${at}`,
    intro: `Someone, hopefully you, asked to reset the password of your account${at}. Choose a new password here:`,
    action: 'Choose a new password',
    outro:
      'The link is valid for 1 hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  });
}

export function registrationAttemptEmail(context: EmailContext): MailMessage {
  const at = context.storeName ? ` at ${context.storeName}` : '';
  return compose(context, {
    subject: `Someone tried to register with your e-mail address${at}`,
    intro:
      `Someone, hopefully you, tried to create an account${at} with this e-mail address, which already ` +
      'has one, so no new account was made. If you forgot your password, choose a new one here:',
    action: 'Choose a new password',
    outro:
      'The link is valid for 1 hour and works once. If it was not you, ignore this e-mail: your account and password stay as they are.',
  });
}
