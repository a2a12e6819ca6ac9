import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** How the outbox keeps attachments (base64 in jsonb). */
export function storedAttachments(attachments: MailAttachment[] | undefined) {
  return attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, contentBase64: a.content.toString('base64') })) ?? null;
}

export interface Mailer {
  /** Sends (or stores) one e-mail; rejects when the SMTP server refuses it. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port; without it every mail goes to the outbox table. */
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * The shop's e-mail: through SMTP when configured, otherwise into the mail_outbox table and the
 * log, so the embedded mode works without any mail server (and a developer can follow the links).
 */
export function createMailer({ smtpUrl, from, db, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from, ...mail });
        log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, attachments: storedAttachments(mail.attachments) })
        .returning({ id: mailOutbox.id });
      log.info({ outboxId: row?.id, to: mail.to, subject: mail.subject, text: mail.text }, 'mail stored in the outbox (no SMTP_URL)');
    },
    close: () => undefined,
  };
}
