import type * as Nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { lazyRequire } from '../lazy/lazy-package';
import type { Mail } from './mail';

export interface MailTransport {
  /** Hands one mail to the mail server; rejects when it refuses it or cannot be reached, or when `signal` aborts first (its connection is closed: the server accepted nothing). */
  send(mail: Mail, signal?: AbortSignal): Promise<string>;
  close(): void;
}

/**
 * SMTP through nodemailer; smtpUrl is smtp(s)://user:pass@host:port. Pooled: a new connection per
 * mail costs ~100 ms of handshakes even on loopback, which a queue of mails after an outage feels.
 */
/** nodemailer (~150 ms of CPU to load), loaded with the first mail sent rather than at the start. */
const nodemailer = lazyRequire<typeof Nodemailer>('nodemailer');

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded waits: a mail server that hangs must not hold the outbox worker (the mail is retried).
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail, signal) {
      // What the mail lists as its secrets is for the outbox's masked copy, not a header.
      const { secrets: _, ...message } = mail;
      // nodemailer takes the signal (its pool closes the connection delivering the mail); its types do not name it yet.
      const options: SendMailOptions & { signal?: AbortSignal } = { from, ...message, signal };
      const info = await transport.sendMail(options);
      return info.messageId;
    },
    close: () => transport.close(),
  };
}
