import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Company } from '../../../shared/api/company';
import type { ConfirmEmailRequest } from '../../../shared/api/selfcare';
import type { Db, Transaction } from '../../db/database';
import { customerContacts, emailConfirmationKeys, orders } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { ServiceContext } from '../../http/context';
import { consume, limits } from '../../http/rate-limit';
import { emailConfirmationMail } from '../../mail/templates/link-mail';
import { hashSecret } from '../../plugins/app/auth';
import { contactToMail } from './contact-to-mail';
import { mailNewKey } from '../../mail/mailed-key';
import { text } from '../../i18n/server-intl';

/*
 * Proving an e-mail address before guest orders join an account. Whoever registers with an
 * address owns it only in their own words: guest orders placed with it (their items, addresses and
 * pictures) move into the account only after a link mailed to that address came back. Keys are
 * stored hashed, work once and for a day, and confirm only the address they were sent to.
 */

/** A confirmation link works for a day: long enough for a mailbox read in the evening. */
export const CONFIRMATION_KEY_TTL_MS = 24 * 3600 * 1000;

/** Where the mail's link leads; built from PUBLIC_URL, never from the request's Host header. */
function confirmationLink(publicUrl: string, locale: string, contactId: number, key: string): string {
  return `${publicUrl}/${locale}/customer/confirmemail/${contactId}/${encodeURIComponent(key)}`;
}

/**
 * Mails the customer's contact a confirmation link in the customer's language ('confirmed', and no
 * mail, when its address is confirmed already). Limited per customer (the mailbox's owner may not
 * be the one asking) and per IP.
 */
export async function sendEmailConfirmation(
  ctx: ServiceContext,
  customerId: number,
  site: { publicUrl: string; company: Company },
): Promise<'sent' | 'confirmed'> {
  const contact = await contactToMail(ctx.db, eq(customerContacts.customerId, customerId));
  if (!contact) throw new HttpError('unauthorized');
  if (contact.confirmedAt !== null) return 'confirmed';
  await consume(ctx, limits.lostCredentialsIp, ctx.ip);
  await consume(ctx, limits.emailConfirmationTarget, String(customerId));
  const { locale } = contact;
  await mailNewKey(
    ctx,
    CONFIRMATION_KEY_TTL_MS,
    (key) =>
      emailConfirmationMail({
        to: contact.email,
        locale,
        addressee: contact,
        link: confirmationLink(site.publicUrl, locale, contact.id, key),
        sender: site.company,
      }),
    (tx, key) => tx.insert(emailConfirmationKeys).values({ contactId: contact.id, email: contact.email, ...key }),
  );
  ctx.log.info({ contactId: contact.id }, 'e-mail confirmation queued');
  return 'sent';
}

/**
 * Spends a confirmation key, marks the contact's address confirmed and moves the guest orders
 * placed with that address into the account, all in one transaction. The key is spent only while
 * unused, unexpired and still naming the contact's current address, so two requests with one key
 * cannot both succeed and a key sent before an address change confirms nothing.
 */
export async function confirmEmail(ctx: ServiceContext, input: ConfirmEmailRequest): Promise<{ linkedOrders: number }> {
  await consume(ctx, limits.confirmEmailIp, ctx.ip);
  const result = await ctx.db.transaction(async (tx) => {
    const [contact] = await tx
      .select({ customerId: customerContacts.customerId, email: customerContacts.email })
      .from(customerContacts)
      .where(eq(customerContacts.id, input.contactId))
      .for('update');
    if (!contact) return null;
    const [spent] = await tx
      .update(emailConfirmationKeys)
      .set({ usedAt: ctx.now })
      .where(
        and(
          eq(emailConfirmationKeys.contactId, input.contactId),
          eq(emailConfirmationKeys.keyHash, hashSecret(input.key)),
          isNull(emailConfirmationKeys.usedAt),
          gt(emailConfirmationKeys.expiresAt, ctx.now),
          eq(sql`lower(${emailConfirmationKeys.email})`, contact.email.toLowerCase()),
        ),
      )
      .returning({ id: emailConfirmationKeys.id });
    if (!spent) return null;
    await tx.update(customerContacts).set({ emailConfirmedAt: ctx.now }).where(eq(customerContacts.id, input.contactId));
    return { customerId: contact.customerId, linkedOrders: await linkConfirmedGuestOrders(tx, contact.customerId) };
  });
  if (result === null) throw new HttpError('not_found', text(ctx.locale, 'confirmEmail.invalid'));
  ctx.log.info({ customerId: result.customerId, linkedOrders: result.linkedOrders }, 'e-mail confirmed; guest orders linked');
  return { linkedOrders: result.linkedOrders };
}

/**
 * Moves the guest orders placed with the customer's confirmed address into the account; answers how
 * many. Nothing while the address is unconfirmed. Self-care runs it before listing the orders too,
 * so a guest order placed with a confirmed address (checked out without logging in) joins as well.
 */
export async function linkConfirmedGuestOrders(db: Db | Transaction, customerId: number): Promise<number> {
  const confirmed = db
    .select({ email: sql`lower(${customerContacts.email})` })
    .from(customerContacts)
    .where(and(eq(customerContacts.customerId, customerId), isNotNull(customerContacts.emailConfirmedAt)));
  const linked = await db
    .update(orders)
    .set({ customerId })
    .where(and(isNull(orders.customerId), inArray(sql`lower(${orders.email})`, confirmed)))
    .returning({ id: orders.id });
  return linked.length;
}
