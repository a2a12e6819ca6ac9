import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DRAFT_HEADER } from '../../../shared/api/drafts';
import type { Db } from '../../db/database';
import { baskets } from '../../db/schema';
import { hashSecret, newSecret } from '../../plugins/app/auth';
import { DRAFT_STATUS } from './draft-status';

/** Starts a draft; the token has 256 random bits and only its hash is stored (as for basket cookies). */
export async function createDraft(db: Db): Promise<string> {
  const token = newSecret();
  await db.insert(baskets).values({ tokenHash: hashSecret(token), status: DRAFT_STATUS });
  return token;
}

/** The token of the request's X-Printshop-Draft header, or null without a usable one. */
export function draftToken(request: FastifyRequest): string | null {
  const token = request.headers[DRAFT_HEADER.toLowerCase()];
  return typeof token === 'string' && token.length > 0 && token.length <= 200 ? token : null;
}

/** The draft basket named by the request's X-Printshop-Draft header, or null. */
export async function findDraftBasketId(db: Db, request: FastifyRequest): Promise<number | null> {
  const token = draftToken(request);
  if (token === null) return null;
  const [row] = await db
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.tokenHash, hashSecret(token)), eq(baskets.status, DRAFT_STATUS)))
    .limit(1);
  return row?.id ?? null;
}
