import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginChallenges } from '../db/schema';
import { hashSecret, newSecret } from '../plugins/app/auth';
import type { AccountKind } from './account-kind';
import { LOGIN_CHALLENGE_TTL_MS } from './login-rules';

/** A new one-time login key for the account (256 random bits; only its hash is kept). Expired ones are swept on the way. */
export async function createLoginChallenge(db: Db, kind: AccountKind, accountId: number, now: Date): Promise<string> {
  const key = newSecret();
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
  await db.insert(loginChallenges).values({
    accountKind: kind,
    accountId,
    keyHash: hashSecret(key),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_CHALLENGE_TTL_MS),
  });
  return key;
}

/**
 * Spends a login key: the account it logs in to, or null when it is unknown, of another kind,
 * expired or used. Spent atomically (used_at set only while unused), so two uses cannot both log in.
 */
export async function redeemLoginChallenge(db: Db, kind: AccountKind, key: string, now: Date): Promise<number | null> {
  const [spent] = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginChallenges.keyHash, hashSecret(key)),
        eq(loginChallenges.accountKind, kind),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
      ),
    )
    .returning({ accountId: loginChallenges.accountId });
  return spent?.accountId ?? null;
}
