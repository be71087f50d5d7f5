import fs from 'node:fs/promises';
import path from 'node:path';
import type { ReceivedMail } from './mail-catcher.ts';

/** The e-mails the API sent during this run, as support/mail-catcher.ts stored them. */

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

async function readAll(): Promise<ReceivedMail[]> {
  const dir = mailDir();
  const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as ReceivedMail),
  );
}

/** Waits for the newest e-mail to `to` whose subject matches (mail leaves after the HTTP answer). */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { timeoutMs = 15_000, after = 0 }: { timeoutMs?: number; after?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readAll()).filter(
      (mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject) && mail.receivedAt >= after,
    );
    const newest = mails.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} with a subject like ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link in the e-mail's text that leads to `pathname` of the site. */
export function linkIn(mail: ReceivedMail, pathname: string): string {
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((candidate) => new URL(candidate).pathname === pathname);
  if (!link) throw new Error(`No link to ${pathname} in: ${mail.text}`);
  return link;
}
