import { and, eq, ne } from 'drizzle-orm';
import type { PasswordChangeRequest } from '../../../shared/api/password-change';
import { customerContacts, customerSessions, customers } from '../../db/schema';
import { currentPasswordRight } from '../../auth/current-password';
import type { ServiceContext } from '../../http/context';
import { hashSecret } from '../../plugins/app/auth';
import { fieldError } from '../../http/field-error';
import { text } from '../../i18n/server-intl';
import { hashPassword } from '../../auth/passwords';
import { passwordWeaknesses } from '../../auth/password-strength';

/**
 * Changes a logged-in customer's password. The current password is checked with a wait per session
 * (server/auth/current-password.ts); the new one is judged as at registration. Every other session ends: whoever else held one must
 * log in with the new password. The session that asked goes on.
 */
export async function changePassword(ctx: ServiceContext, customerId: number, sessionToken: string, input: PasswordChangeRequest): Promise<void> {
  const [customer] = await ctx.db
    .select({
      username: customers.username,
      passwordHash: customers.passwordHash,
      email: customerContacts.email,
      firstname: customerContacts.firstname,
      lastname: customerContacts.lastname,
    })
    .from(customers)
    .innerJoin(customerContacts, eq(customerContacts.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!customer) throw fieldError(ctx.locale, { currentPassword: ['selfcare.password.currentWrong'] });
  if (!(await currentPasswordRight(ctx, sessionToken, customer.passwordHash, input.currentPassword, text(ctx.locale, 'selfcare.login.throttled'))))
    throw fieldError(ctx.locale, { currentPassword: ['selfcare.password.currentWrong'] });
  const weaknesses = passwordWeaknesses(input.password, [customer.username, customer.email, customer.firstname, customer.lastname]);
  if (weaknesses.length) throw fieldError(ctx.locale, { password: weaknesses });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: ctx.now }).where(eq(customers.id, customerId));
    await tx.delete(customerSessions).where(and(eq(customerSessions.customerId, customerId), ne(customerSessions.tokenHash, hashSecret(sessionToken))));
  });
  ctx.log.info({ customerId }, 'password changed; other sessions ended');
}
