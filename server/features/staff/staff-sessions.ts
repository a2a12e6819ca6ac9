import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { staffSessions, staffUsers } from '../../db/schema';
import { hashSecret, newSecret } from '../../plugins/app/auth';
import type { StaffPrincipal } from '../../http/require-staff';
import { STAFF_SESSION_TTL_MS } from '../../http/staff-cookie';

/** Opens a staff session: a new random token whose hash is stored with a 12-hour absolute expiry. */
export async function createStaffSession(db: Db, staffId: number, now: Date): Promise<string> {
  const token = newSecret();
  // A member's expired sessions go on each login, so the table does not grow without end.
  await db.delete(staffSessions).where(and(eq(staffSessions.staffId, staffId), lte(staffSessions.expiresAt, now)));
  await db.insert(staffSessions).values({ staffId, tokenHash: hashSecret(token), createdAt: now, expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS) });
  return token;
}

/** The member a session token belongs to: null for an unknown, expired or disabled member's token. */
export async function staffOfToken(db: Db, token: string, now: Date): Promise<StaffPrincipal | null> {
  const [row] = await db
    .select({ id: staffUsers.id, role: staffUsers.role, email: staffUsers.email })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashSecret(token)), gt(staffSessions.expiresAt, now), eq(staffUsers.disabled, false)))
    .limit(1);
  return row ?? null;
}

export async function revokeStaffSession(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashSecret(token)));
}

export async function revokeStaffSessions(db: Db, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
