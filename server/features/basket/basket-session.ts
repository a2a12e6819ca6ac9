import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { baskets } from '../../db/schema';
import { hashSecret, newSecret } from '../../plugins/app/auth';
import { findDraftBasketId } from '../drafts/drafts';
import { ensureCustomerBasketId, findCustomerBasketId } from './customer-basket';

/** The visitor's basket cookie: a random token; only its SHA-256 is stored. */
export const BASKET_COOKIE = 'basket_session';
const BASKET_COOKIE_MAX_AGE = 90 * 24 * 3600;

/**
 * The id of the basket a request works on: a logged-in customer's own open basket; for visitors
 * the open basket of their cookie, else the draft its
 * X-Printshop-Draft header names (the widget on a partner site, where no shop cookie is sent; see
 * features/drafts), or null without either.
 */
export async function findBasketId(db: Db, request: FastifyRequest): Promise<number | null> {
  if (typeof request.customerId === 'number') return findCustomerBasketId(db, request.customerId);
  return (await findCookieBasketId(db, request)) ?? findDraftBasketId(db, request);
}

/** The visitor's open basket from the basket cookie, or null when there is no valid one. */
async function findCookieBasketId(db: Db, request: FastifyRequest): Promise<number | null> {
  const token = request.cookies[BASKET_COOKIE];
  if (!token) return null;
  const [row] = await db
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.tokenHash, hashSecret(token)), eq(baskets.status, 'open')))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The visitor's open basket, created with a new cookie (httpOnly, SameSite=Lax, Secure on https)
 * when there is none yet. The token has 256 random bits; the database only knows its hash.
 */
export async function ensureBasketId(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<number> {
  if (typeof request.customerId === 'number') return ensureCustomerBasketId(db, request.customerId);
  const existing = await findBasketId(db, request);
  if (existing !== null) return existing;
  const token = newSecret();
  const [row] = await db.insert(baskets).values({ tokenHash: hashSecret(token) }).returning({ id: baskets.id });
  reply.setCookie(BASKET_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: BASKET_COOKIE_MAX_AGE,
  });
  return (row as { id: number }).id;
}
