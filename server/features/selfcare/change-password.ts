import { and, eq, ne } from 'drizzle-orm';
import type { PasswordChangeRequest } from '../../../shared/api/password-change';
import { changeOwnPassword } from '../../auth/password-change';
import { customerContacts, customerSessions, customers } from '../../db/schema';
import type { ServiceContext } from '../../http/context';

/**
 * Changes a logged-in customer's password (server/auth/password-change.ts): the new one may not be
 * made of the customer's username, e-mail or name. Every other session of the customer ends.
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
  const owner = customer && { passwordHash: customer.passwordHash, personal: [customer.username, customer.email, customer.firstname, customer.lastname] };
  await changeOwnPassword(ctx, sessionToken, owner, input, async (tx, { passwordHash, keptSessionHash }) => {
    await tx.update(customers).set({ passwordHash, updatedAt: ctx.now }).where(eq(customers.id, customerId));
    await tx.delete(customerSessions).where(and(eq(customerSessions.customerId, customerId), ne(customerSessions.tokenHash, keptSessionHash)));
  });
  ctx.log.info({ customerId }, 'password changed; other sessions ended');
}
