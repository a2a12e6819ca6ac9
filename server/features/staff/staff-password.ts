import { and, eq, ne } from 'drizzle-orm';
import type { PasswordChangeRequest } from '../../../shared/api/password-change';
import { changeOwnPassword } from '../../auth/password-change';
import { staffSessions, staffUsers } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { audit } from '../audit/audit';
import type { StaffPrincipal } from '../../http/require-staff';

/**
 * A staff member changes its own password (server/auth/password-change.ts): the current one is
 * checked with a wait per session, so a session left open on a shared tablet cannot guess it any
 * faster than the login page could; the new one may not be made of the member's address or name.
 * Every other session of the member ends. The audit entry says that it happened and how many
 * sessions ended, never the password or a hash.
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
  const owner = row && { passwordHash: row.passwordHash, personal: [staff.email, row.displayName] };
  const endedSessions = await changeOwnPassword(ctx, sessionToken, owner, input, async (tx, { passwordHash, keptSessionHash }) => {
    await tx.update(staffUsers).set({ passwordHash, updatedAt: ctx.now }).where(eq(staffUsers.id, staff.id));
    const ended = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.staffId, staff.id), ne(staffSessions.tokenHash, keptSessionHash)))
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
