import { type SQL, and, count, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { basketItems, baskets } from '../../db/schema';
import { hashSecret, newSecret } from '../../plugins/app/auth';
import { DRAFT_STATUS } from '../drafts/draft-status';
import { draftToken } from '../drafts/drafts';
import { ensureCustomerBasketId } from './customer-basket';

/** The visitor's basket cookie: a random token; only its SHA-256 is stored. */
export const BASKET_COOKIE = 'basket_session';
/** Seconds the cookie lives, never renewed: after it, no visitor can reach the basket (the clean-up job relies on this). */
export const BASKET_COOKIE_MAX_AGE = 90 * 24 * 3600;

/** How a basket is found: by its customer (open), or by the hash of a cookie or draft token and its status. */
type BasketKey = { customerId: number } | { tokenHash: string; status: 'open' | typeof DRAFT_STATUS };

/**
 * The ways the basket a request works on may be found, most binding first: a logged-in customer's
 * own open basket; for visitors the open basket of their cookie, else the draft its
 * X-Printshop-Draft header names (the widget on a partner site, where no shop cookie is sent; see
 * features/drafts).
 */
function* basketKeys(request: FastifyRequest): Generator<BasketKey> {
  if (typeof request.customerId === 'number') {
    yield { customerId: request.customerId };
    return;
  }
  const cookie = request.cookies[BASKET_COOKIE];
  if (cookie) yield { tokenHash: hashSecret(cookie), status: 'open' };
  // Asked only when the cookie found no basket.
  const draft = draftToken(request);
  if (draft !== null) yield { tokenHash: hashSecret(draft), status: DRAFT_STATUS };
}

/** The basket queries of one database, prepared once: they run on nearly every request. */
function prepareLookups(db: Db) {
  const byCustomer = and(eq(baskets.customerId, sql.placeholder('customerId')), eq(baskets.status, 'open'));
  const byToken = and(eq(baskets.tokenHash, sql.placeholder('tokenHash')), eq(baskets.status, sql.placeholder('status')));
  const id = (where: SQL | undefined, name: string) => db.select({ id: baskets.id }).from(baskets).where(where).limit(1).prepare(name);
  const items = (where: SQL | undefined, name: string) =>
    db.select({ n: count(basketItems.id) }).from(baskets).leftJoin(basketItems, eq(basketItems.basketId, baskets.id)).where(where).groupBy(baskets.id).limit(1).prepare(name);
  return {
    id: { customer: id(byCustomer, 'basket_id_by_customer'), token: id(byToken, 'basket_id_by_token') },
    items: { customer: items(byCustomer, 'basket_items_by_customer'), token: items(byToken, 'basket_items_by_token') },
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareLookups>>();
function lookups(db: Db) {
  let found = prepared.get(db);
  if (!found) prepared.set(db, (found = prepareLookups(db)));
  return found;
}

/** The id of the basket a request works on, or null without one. */
export async function findBasketId(db: Db, request: FastifyRequest): Promise<number | null> {
  const { id } = lookups(db);
  for (const key of basketKeys(request)) {
    const [row] = await ('customerId' in key ? id.customer.execute(key) : id.token.execute(key));
    if (row) return row.id;
  }
  return null;
}

/** The number of items in the request's basket (0 without one): one query, not a look-up and then a count. */
export async function basketItemCount(db: Db, request: FastifyRequest): Promise<number> {
  const { items } = lookups(db);
  for (const key of basketKeys(request)) {
    const [row] = await ('customerId' in key ? items.customer.execute(key) : items.token.execute(key));
    if (row) return row.n;
  }
  return 0;
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
