import fs from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * Playwright global setup: a real SMTP server for the API under test (SMTP_URL points here, see
 * playwright.config.ts). Every message it receives is written as JSON into E2E_MAIL_DIR, where
 * support/mailbox.ts reads it: tests run in worker processes, this server in the runner's.
 */

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; receivedAt: number };

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeBody(body: string, encoding: string): string {
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

/** Just enough MIME for what nodemailer sends: headers, multipart parts, QP and base64 bodies. */
function parseEntity(raw: string): { header: (name: string) => string; parts: Record<string, string> } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const contentType = header('content-type');
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const children = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parseEntity(part.replace(/^\r\n/, '')).parts);
    return { header, parts: Object.assign({}, ...children) };
  }
  const type = contentType.split(';')[0]!.trim().toLowerCase() || 'text/plain';
  return { header, parts: { [type]: decodeBody(body, header('content-transfer-encoding').toLowerCase()) } };
}

export default async function startMailCatcher(): Promise<() => Promise<void>> {
  const dir = process.env.E2E_MAIL_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!dir || !port) throw new Error('E2E_MAIL_DIR and E2E_SMTP_PORT are set by playwright.config.ts');
  await fs.mkdir(dir, { recursive: true });
  let count = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { header, parts } = parseEntity(Buffer.concat(chunks).toString('latin1'));
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: decodeHeader(header('subject')),
          text: parts['text/plain'] ?? '',
          html: parts['text/html'] ?? '',
          receivedAt: Date.now(),
        };
        const file = path.join(dir, `${Date.now()}-${String(++count).padStart(4, '0')}.json`);
        // Written under another name first, so that a reader never sees half a file.
        fs.writeFile(`${file}.tmp`, JSON.stringify(mail))
          .then(() => fs.rename(`${file}.tmp`, file))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`The mail catcher's port ${port} is taken: set E2E_SMTP_PORT to a free one.`)
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // The folder playwright.config.ts made for this run; one given from outside is left alone.
    if (path.basename(dir).startsWith('food-e2e-mail-')) await fs.rm(dir, { recursive: true, force: true });
  };
}
