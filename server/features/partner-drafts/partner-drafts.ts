import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { baskets } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { hashSecret, newSecret } from '../../plugins/app/auth';
import { DRAFT_STATUS } from '../../db/basket-status';

/** Starts a partner's draft basket; the token has 256 random bits and only its hash is stored (as for basket cookies). */
export async function createPartnerDraft(db: Db): Promise<{ token: string; basketId: number }> {
  const token = newSecret();
  const [row] = await db
    .insert(baskets)
    .values({ tokenHash: hashSecret(token), status: DRAFT_STATUS })
    .returning({ id: baskets.id });
  return { token, basketId: (row as { id: number }).id };
}

/** The draft basket named by the visitor's X-Printshop-Draft header, or null. */
export async function findPartnerDraftBasketId({ db, visitor }: Pick<ServiceContext, 'db' | 'visitor'>): Promise<number | null> {
  const token = visitor.draftToken;
  if (token === null) return null;
  const [row] = await db
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.tokenHash, hashSecret(token)), eq(baskets.status, DRAFT_STATUS)))
    .limit(1);
  return row?.id ?? null;
}
