import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config/env.ts';

export interface MailMessage {
  /** Shown as the sender's name, e.g. the store's. */
  fromName?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Hands the message to the SMTP server, or to the log without SMTP_URL. Never rejects: failures are logged. */
  send(message: MailMessage): Promise<void>;
  /**
   * Composes (null: nothing to send) and sends a message after the answer has left, so that neither
   * the mail server nor the work before it shows in the answer time. close() waits for it.
   */
  sendLater(compose: () => Promise<MailMessage | null>): void;
  close(): Promise<void>;
}

export interface MailerOptions {
  /**
   * The server runs the demo (`--seed-demo`): without SMTP_URL the log shows each e-mail whole, links
   * included, so that the demo works without a mail server. Never with NODE_ENV=production.
   */
  demo?: boolean;
}

/** Log lines name an e-mail by its subject only: no recipient, and never a link, whose token is a key. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'publicUrl'>,
  log: FastifyBaseLogger,
  options: MailerOptions = {},
): Mailer {
  const pending = new Set<Promise<void>>();
  const printable = options.demo === true && process.env.NODE_ENV !== 'production';
  const deliver = config.smtpUrl
    ? smtpDelivery(config.smtpUrl, config.publicUrl, log)
    : logDelivery(log, printable);

  const send = async (message: MailMessage) => {
    try {
      await deliver.send(message);
    } catch (err) {
      log.error({ err, mail: { subject: message.subject } }, 'E-mail could not be sent');
    }
  };

  return {
    send,
    sendLater(compose) {
      const task = (async () => {
        try {
          const message = await compose();
          if (message) await send(message);
        } catch (err) {
          log.error({ err }, 'E-mail could not be composed');
        }
      })();
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },
    async close() {
      await Promise.all(pending);
      deliver.close();
    },
  };
}

interface Delivery {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

function logDelivery(log: FastifyBaseLogger, printable: boolean): Delivery {
  return {
    async send({ to, subject, text }) {
      if (printable) {
        log.info(
          { mail: { to, subject, text } },
          'E-mail not sent (no SMTP_URL configured); its text follows',
        );
      } else {
        log.info({ mail: { subject } }, 'E-mail not sent: no SMTP_URL configured');
      }
    },
    close() {},
  };
}

function smtpDelivery(smtpUrl: string, publicUrl: string, log: FastifyBaseLogger): Delivery {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A mail server that hangs must not keep a message (or a shutdown) waiting for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  // A pooled or reconnecting transport reports a lost mail server here; unheard, it would stop the process.
  transport.on('error', (err) => log.warn({ err }, 'Mail server connection failed'));
  const fromAddress = `no-reply@${new URL(publicUrl).hostname}`;
  return {
    async send({ fromName, ...message }) {
      const from = fromName ? { name: fromName, address: fromAddress } : fromAddress;
      const info = await transport.sendMail({ ...message, from });
      // The message id finds the recipient in the mail server's own log.
      log.info({ mail: { subject: message.subject, id: info.messageId } }, 'E-mail sent');
    },
    close() {
      transport.close();
    },
  };
}
