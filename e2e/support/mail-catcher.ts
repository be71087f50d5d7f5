import fs from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { readMail } from '../../apps/api/test/mail-catcher.ts';

/**
 * Playwright global setup: a real SMTP server for the API under test (SMTP_URL points here, see
 * playwright.config.ts). Every message it receives is written as JSON into E2E_MAIL_DIR, where
 * support/mailbox.ts reads it: tests run in worker processes, this server in the runner's.
 */

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; receivedAt: number };

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
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          ...readMail(Buffer.concat(chunks)),
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
