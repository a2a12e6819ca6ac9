import { and, eq, ne } from 'drizzle-orm';
import type { PasswordChangeRequest } from '../../../shared/api/password-change';
import { staffSessions, staffUsers } from '../../db/schema';
import { currentPasswordRight } from '../../auth/current-password';
import type { ServiceContext } from '../../http/context';
import { hashSecret } from '../../plugins/app/auth';
import { audit } from '../audit/audit';
import { fieldError } from '../../http/field-error';
import { text } from '../../i18n/server-intl';
import { passwordWeaknesses } from '../../auth/password-strength';
import { hashPassword } from '../../auth/passwords';
import type { StaffPrincipal } from './require-staff';

/**
 * A staff member changes its own password. The current password is checked exactly as a login
 * checks it, with the login's counters (per address and IP, per IP, the growing wait per account),
 * so a session left open on a shared tablet cannot guess the password any faster than the login
 * page could. The new one is judged as a first password. Every other session of the member ends
 * (whoever else held one must log in with the new password); the session that asked goes on.
 * The audit entry says that it happened and how many sessions ended, never the password or a hash.
 */
export async function changeStaffPassword(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log' | 'ip' | 'locale' | 'ipLimitFactor'>,
  staff: StaffPrincipal,
  sessionToken: string,
  input: PasswordChangeRequest,
): Promise<{ status: 'ok'; endedSessions: number }> {
  const [row] = await ctx.db
    .select({ passwordHash: staffUsers.passwordHash, displayName: staffUsers.displayName })
    .from(staffUsers)
    .where(eq(staffUsers.id, staff.id))
    .limit(1);
  if (!row || !(await currentPasswordRight(ctx, sessionToken, row.passwordHash, input.currentPassword, text(ctx.locale, 'selfcare.login.throttled'))))
    throw fieldError(ctx.locale, { currentPassword: ['selfcare.password.currentWrong'] });

  const weaknesses = passwordWeaknesses(input.password, [staff.email, row.displayName]);
  if (weaknesses.length) throw fieldError(ctx.locale, { password: weaknesses });
  const passwordHash = await hashPassword(input.password);
  const endedSessions = await ctx.db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash, updatedAt: ctx.now }).where(eq(staffUsers.id, staff.id));
    const ended = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.staffId, staff.id), ne(staffSessions.tokenHash, hashSecret(sessionToken))))
      .returning({ id: staffSessions.id });
    await audit(tx, {
      by: staff,
      action: 'staff.changePassword',
      subjectType: 'staff',
      subjectId: staff.id,
      after: { passwordChanged: true, otherSessionsEnded: ended.length },
      at: ctx.now,
    });
    return ended.length;
  });
  ctx.log.info({ staffId: staff.id, endedSessions }, 'staff password changed; other sessions ended');
  return { status: 'ok', endedSessions };
}
