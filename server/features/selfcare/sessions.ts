import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerSessions } from '../../db/schema';
import { SESSION_TTL_MS, hashSecret, newSecret } from '../../plugins/app/auth';

/** Opens a session: a new random bearer token whose hash is stored with a 7-day absolute expiry. */
export async function createSession(db: Db, customerId: number, now: Date): Promise<{ token: string; customer_id: number }> {
  const token = newSecret();
  // Expired sessions of this customer go on each login, so the table does not grow without end.
  await db.delete(customerSessions).where(and(eq(customerSessions.customerId, customerId), lte(customerSessions.expiresAt, now)));
  await db.insert(customerSessions).values({
    customerId,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { token, customer_id: customerId };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(customerSessions).where(eq(customerSessions.tokenHash, hashSecret(token)));
}
