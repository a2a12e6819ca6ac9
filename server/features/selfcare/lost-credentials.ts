import { eq, sql } from 'drizzle-orm';
import type { Company } from '../../../shared/api/company';
import { customerContacts, passwordResetKeys } from '../../db/schema';
import { contactToMail } from './contact-to-mail';
import { mailNewKey } from '../../mail/mailed-key';
import { lostCredentialsMail } from '../../mail/templates/lost-credentials';
import type { ServiceContext } from '../../http/context';
import { consume, limits } from '../../http/rate-limit';

/** An access key opens the new-password page for one hour. */
const ACCESS_KEY_TTL_MS = 3600 * 1000;

/** Where the link of the e-mail leads; built from PUBLIC_URL, never from the request's Host header. */
function newPasswordLink(publicUrl: string, locale: string, contactId: number, accessKey: string): string {
  return `${publicUrl}/${locale}/customer/newpassword/${contactId}/${encodeURIComponent(accessKey)}`;
}

/**
 * Queues a mail with the username and a new-password link to the customer with this e-mail
 * address, in the customer's language, together with its key. 'notfound' when no customer has it
 * (the spec's dialog says so). A mail server that is down delays the mail (the outbox retries),
 * it does not fail the request. Limited per IP and per address.
 */
export async function sendLostCredentials(ctx: ServiceContext, email: string, site: { publicUrl: string; company: Company }): Promise<'ok' | 'notfound'> {
  await consume(ctx, limits.lostCredentialsIp, ctx.ip);
  await consume(ctx, limits.lostCredentialsTarget, email.toLowerCase());
  const contact = await contactToMail(ctx.db, eq(sql`lower(${customerContacts.email})`, email.toLowerCase()));
  if (!contact) return 'notfound';
  await mailPasswordLink(ctx, contact, site);
  return 'ok';
}

/** Queues the lost-credentials mail (username and a new-password link) to a contact: the shopper's own request, or staff's for them. */
export async function mailPasswordLink(
  ctx: ServiceContext,
  contact: NonNullable<Awaited<ReturnType<typeof contactToMail>>>,
  site: { publicUrl: string; company: Company },
): Promise<void> {
  const { locale } = contact;
  await mailNewKey(
    ctx,
    ACCESS_KEY_TTL_MS,
    (accessKey) =>
      lostCredentialsMail({
        to: contact.email,
        locale,
        addressee: contact,
        username: contact.username,
        link: newPasswordLink(site.publicUrl, locale, contact.id, accessKey),
        sender: site.company,
      }),
    (tx, key) => tx.insert(passwordResetKeys).values({ contactId: contact.id, ...key }),
  );
  ctx.log.info({ contactId: contact.id }, 'lost-credentials mail queued');
}
