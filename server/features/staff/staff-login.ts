import { eq, sql } from 'drizzle-orm';
import type { StaffLoginRequest, StaffMember } from '../../../shared/api/admin-staff';
import { staffUsers } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { HttpError } from '../../http/http-error';
import { backoffs, consume, forget, forgetTries, limits, takeTry, unhit } from '../../http/rate-limit';
import { text } from '../selfcare/context';
import { verifyDummy, verifyPassword } from '../selfcare/passwords';
import { auditFailedLogin, auditLogin } from './staff-login-audit';
import { toMember } from './staff-members';
import { createStaffSession } from './staff-sessions';

/**
 * Logs a staff member in, throttled exactly as a customer's login (server/features/selfcare/login.ts):
 * per (address, IP) and per IP before any hashing, and a growing wait per account after its
 * failures from anywhere. Unknown addresses, wrong passwords and disabled members all get the same
 * answer, at the same cost, so the answers do not tell which addresses are staff.
 */
export async function staffLogin(ctx: ServiceContext, input: StaffLoginRequest): Promise<{ member: StaffMember; token: string }> {
  const email = input.email.trim().toLowerCase();
  const pair = `${email}\n${ctx.ip}`;
  await consume(ctx, limits.staffLoginPair, pair);
  await consume(ctx, limits.staffLoginIp, ctx.ip);
  await takeTry(ctx, backoffs.staffLoginAccount, email, text(ctx.locale, 'selfcare.login.throttled'));
  const [row] = await ctx.db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email))
    .limit(1);
  const ok = row ? await verifyPassword(row.passwordHash, input.password) : await verifyDummy(input.password);
  if (!row || !ok || row.disabled) {
    await auditFailedLogin(ctx.db, row, ok, ctx.now);
    throw new HttpError('unauthorized', text(ctx.locale, 'admin.login.failed'));
  }
  await forget(ctx.db, limits.staffLoginPair, pair);
  await forgetTries(ctx.db, backoffs.staffLoginAccount, email);
  await unhit(ctx.db, limits.staffLoginIp, ctx.ip, ctx.now);
  ctx.log.info({ staffId: row.id }, 'staff login');
  await auditLogin(ctx.db, row.id, ctx.now);
  return { member: toMember(row), token: await createStaffSession(ctx.db, row.id, ctx.now) };
}
