import nodemailer from 'nodemailer';
import type { Mail } from './mail';

export interface MailTransport {
  /** Hands one mail to the mail server; rejects when it refuses it or cannot be reached. */
  send(mail: Mail): Promise<string>;
  close(): void;
}

/**
 * SMTP through nodemailer; smtpUrl is smtp(s)://user:pass@host:port. Pooled: a new connection per
 * mail costs ~100 ms of handshakes even on loopback, which a queue of mails after an outage feels.
 */
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
    async send(mail) {
      // What the mail lists as its secrets is for the outbox's masked copy, not a header.
      const { secrets: _, ...message } = mail;
      const info = await transport.sendMail({ from, ...message });
      return info.messageId;
    },
    close: () => transport.close(),
  };
}
