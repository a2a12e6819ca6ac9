import { z } from 'zod/mini';
import { endpointsTagged } from './endpoint';
import { IdParams, pageQuery } from './id-params';
import { singleLineText } from './text';
import * as routes from './routes/admin-mails';

const endpoint = endpointsTagged('admin');

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'kept', 'failed'] as const;

/** One mail of the outbox as staff see it: to whom, what, and how its delivery went. */
export const MailSummary = z.object({
  id: z.number().check(z.int()),
  recipient: z.string(),
  /** Null while an order confirmation waits to be written from its order. */
  subject: z.nullable(z.string()),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().check(z.int()),
  /** Why the mail server refused the last attempt. */
  sendError: z.nullable(z.string()),
  order: z.nullable(z.object({ id: z.number().check(z.int()), number: z.string() })),
  createdAt: z.iso.datetime(),
  sentAt: z.nullable(z.iso.datetime()),
  /** A failed mail that still has its content can be sent again. */
  canRetry: z.boolean(),
});
export type MailSummary = z.infer<typeof MailSummary>;

export const MailDetail = z.extend(MailSummary, {
  /** The text the customer received, with its secrets (order access tokens, new-password keys) masked; null when not written. */
  receivedText: z.nullable(z.string()),
});
export type MailDetail = z.infer<typeof MailDetail>;

export const MailListQuery = z.strictObject({
  status: z.optional(z.enum(MAIL_STATUSES)),
  /** Part of the recipient or the subject, without case. */
  q: z.optional(singleLineText().check(z.maxLength(100))),
  ...pageQuery,
});
export type MailListQuery = z.infer<typeof MailListQuery>;

export const getAdminMailsSchemas = { query: MailListQuery, response: z.object({ mails: z.array(MailSummary) }) };
export const getAdminMails = endpoint(routes.getAdminMails, getAdminMailsSchemas, {
  summary: 'The outbox, newest first: filtered by status and part of the recipient or subject; paged by `before` (an id).',
});

export const getAdminMailSchemas = { params: IdParams, response: MailDetail };
export const getAdminMail = endpoint(routes.getAdminMail, getAdminMailSchemas, {
  summary: 'One mail with the text its recipient received (secrets masked).',
});

export const postMailRetrySchemas = { params: IdParams, response: MailSummary };
export const postMailRetry = endpoint(routes.postMailRetry, postMailRetrySchemas, {
  summary: 'Sends a failed mail again now, with a fresh count of attempts (409 unless it failed and still has its content).',
  errors: [409],
});
