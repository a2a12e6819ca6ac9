import { and, eq, gt, isNull } from 'drizzle-orm';
import type { NewPasswordRequest } from '../../../shared/api/selfcare';
import { customerContacts, customerSessions, customers, passwordResetKeys } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { hashSecret } from '../../plugins/app/auth';
import { type ServiceContext, text } from './context';
import { hashPassword } from './passwords';
import { consume, limits } from '../../http/rate-limit';

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
  const [found] = await ctx.db.select({ id: passwordResetKeys.id }).from(passwordResetKeys).where(usable).limit(1);
  if (!found) throw invalid();
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
  ctx.log.info({ customerId }, 'password reset; all sessions ended');
}
