import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { partnerSessions, partnerUsers, partners } from '../../db/schema';
import { hashSecret, newSecret } from '../../plugins/app/auth';
import { PARTNER_SESSION_TTL_MS } from './partner-cookie';

/** Who a portal request acts for: the person and the one partner every answer is scoped to (its name for the audit log). */
export interface PartnerPrincipal {
  userId: number;
  partnerId: number;
  partnerName: string;
}

/** Opens a portal session: a new random token whose hash is stored with a 12-hour absolute expiry. */
export async function createPartnerSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = newSecret();
  // A person's expired sessions go on each login, so the table does not grow without end.
  await db.delete(partnerSessions).where(and(eq(partnerSessions.partnerUserId, userId), lte(partnerSessions.expiresAt, now)));
  await db
    .insert(partnerSessions)
    .values({ partnerUserId: userId, tokenHash: hashSecret(token), createdAt: now, expiresAt: new Date(now.getTime() + PARTNER_SESSION_TTL_MS) });
  return token;
}

/** The person a session token belongs to: null for an unknown or expired token, or a partner no longer active. */
export async function partnerOfToken(db: Db, token: string, now: Date): Promise<PartnerPrincipal | null> {
  const [row] = await db
    .select({ userId: partnerUsers.id, partnerId: partnerUsers.partnerId, partnerName: partners.name })
    .from(partnerSessions)
    .innerJoin(partnerUsers, eq(partnerUsers.id, partnerSessions.partnerUserId))
    .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
    .where(and(eq(partnerSessions.tokenHash, hashSecret(token)), gt(partnerSessions.expiresAt, now), eq(partners.active, true)))
    .limit(1);
  return row ?? null;
}

export async function revokePartnerSession(db: Db, token: string): Promise<void> {
  await db.delete(partnerSessions).where(eq(partnerSessions.tokenHash, hashSecret(token)));
}
