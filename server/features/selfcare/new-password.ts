import { and, eq, gt, isNull } from 'drizzle-orm';
import type { NewPasswordRequest } from '../../../shared/api/selfcare';
import { customerContacts, customerSessions, customers, passwordResetKeys } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { hashSecret } from '../../plugins/app/auth';
import type { ServiceContext } from '../../http/context';
import { fieldError } from '../../http/field-error';
import { text } from '../../i18n/server-intl';
import { hashPassword } from '../../auth/passwords';
import { passwordWeaknesses } from '../../auth/password-strength';
import { backoffs, consume, forgetTries, limits } from '../../http/rate-limit';

/**
 * Sets a new password with an access key of a lost-credentials e-mail. The key is spent atomically
 * (used_at set only while still unused and unexpired), so two requests with one key cannot both
 * succeed; the customer's other keys and every session end with it.
 */
export async function setNewPassword(ctx: ServiceContext, input: NewPasswordRequest): Promise<void> {
  await consume(ctx, limits.newPasswordIp, ctx.ip);
  const keyHash = hashSecret(input.accessKey);
  const usable = and(
    eq(passwordResetKeys.contactId, input.contactId),
    eq(passwordResetKeys.keyHash, keyHash),
    isNull(passwordResetKeys.usedAt),
    gt(passwordResetKeys.expiresAt, ctx.now),
  );
  const invalid = () => new HttpError('not_found', text(ctx.locale, 'selfcare.resetLinkInvalid'));
  // A cheap look first: a wrong key costs no argon2 work.
  const [found] = await ctx.db
    .select({ username: customers.username, email: customerContacts.email, firstname: customerContacts.firstname, lastname: customerContacts.lastname })
    .from(passwordResetKeys)
    .innerJoin(customerContacts, eq(customerContacts.id, passwordResetKeys.contactId))
    .innerJoin(customers, eq(customers.id, customerContacts.customerId))
    .where(usable)
    .limit(1);
  if (!found) throw invalid();
  // Judged only for a working link (a broken one says so first); the key stays unspent, so the
  // customer can choose another password with the same link.
  const weaknesses = await passwordWeaknesses(input.password, [found.username, found.email, found.firstname, found.lastname]);
  if (weaknesses.length) throw fieldError(ctx.locale, { password: weaknesses });
  const passwordHash = await hashPassword(input.password);
  const customerId = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx.update(passwordResetKeys).set({ usedAt: ctx.now }).where(usable).returning({ id: passwordResetKeys.id });
    if (!spent) return null;
    const [contact] = await tx.select({ customerId: customerContacts.customerId }).from(customerContacts).where(eq(customerContacts.id, input.contactId));
    if (!contact) return null;
    await tx.update(customers).set({ passwordHash, updatedAt: ctx.now }).where(eq(customers.id, contact.customerId));
    await tx.delete(customerSessions).where(eq(customerSessions.customerId, contact.customerId));
    await tx.delete(passwordResetKeys).where(and(eq(passwordResetKeys.contactId, input.contactId), isNull(passwordResetKeys.usedAt)));
    return contact.customerId;
  });
  if (customerId === null) throw invalid();
  // Whoever proves the mailbox with a fresh password need not wait out guesses against the old one.
  await forgetTries(ctx.db, backoffs.loginAccount, found.username.toLowerCase());
  ctx.log.info({ customerId }, 'password reset; all sessions ended');
}
