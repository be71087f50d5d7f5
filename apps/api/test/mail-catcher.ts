import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Just enough MIME to read what nodemailer sends: headers, multipart parts, quoted-printable and base64.

/** Polls until `find` answers something; mail and log lines arrive after the HTTP answer. */
export async function eventually<T>(
  find: () => T | undefined | Promise<T | undefined>,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeBody(body: string, encoding: string) {
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return Buffer.from(body, 'latin1').toString('utf8');
}

const decodeHeader = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

function parseEntity(raw: string): { headers: (name: string) => string; parts: Record<string, string> } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const contentType = headers('content-type');
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const children = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parseEntity(part.replace(/^\r\n/, '')).parts);
    return { headers, parts: Object.assign({}, ...children) };
  }
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return { headers, parts: { [type]: decodeBody(body, headers('content-transfer-encoding').toLowerCase()) } };
}

/** Subject, text and HTML of a message as nodemailer sends it; the e2e mail catcher reads mail with it too. */
export function readMail(raw: Buffer): Pick<ReceivedMail, 'subject' | 'text' | 'html'> {
  const { headers, parts } = parseEntity(raw.toString('latin1'));
  return {
    subject: decodeHeader(headers('subject')),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

/** A real SMTP server on a free port that keeps every message, decoded, for the test to read. */
export async function startMailCatcher() {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...readMail(Buffer.concat(chunks)),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mailsTo: (to: string) => received.filter((mail) => mail.to.includes(to)),
    /** The next message to `to` that no test has read yet. */
    next: (to: string) =>
      eventually(() => {
        const mail = received.find((m) => m.to.includes(to) && !taken.has(m));
        if (mail) taken.add(mail);
        return mail;
      }, `an e-mail to ${to}`),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
