import { type SQL, and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { DRAFT_STATUS } from '../../db/basket-status';
import { basketItems, baskets } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import type { Visitor } from '../../http/visitor';
import { hashSecret, newSecret } from '../../plugins/app/auth';
import { ensureCustomerBasketId } from './customer-basket';

/** How a basket is found: by its customer (open), or by the hash of a cookie or draft token and its status. */
type BasketKey = { customerId: number } | { tokenHash: string; status: 'open' | typeof DRAFT_STATUS };

/** What finding a visitor's basket needs of the context. */
export type VisitorScope = Pick<ServiceContext, 'db' | 'visitor'>;

/**
 * The ways the basket a request works on may be found, most binding first: a logged-in customer's
 * own open basket; for visitors the open basket of their cookie, else the draft its
 * X-Printshop-Draft header names (the widget on a partner site, where no shop cookie is sent; see
 * features/drafts).
 */
function* basketKeys(visitor: Visitor): Generator<BasketKey> {
  if (visitor.customerId !== null) {
    yield { customerId: visitor.customerId };
    return;
  }
  if (visitor.basketToken !== null) yield { tokenHash: hashSecret(visitor.basketToken), status: 'open' };
  // Asked only when the cookie found no basket.
  if (visitor.draftToken !== null) yield { tokenHash: hashSecret(visitor.draftToken), status: DRAFT_STATUS };
}

/** The basket queries of one database, prepared once: they run on nearly every request. */
function prepareLookups(db: Db) {
  const byCustomer = and(eq(baskets.customerId, sql.placeholder('customerId')), eq(baskets.status, 'open'));
  const byToken = and(eq(baskets.tokenHash, sql.placeholder('tokenHash')), eq(baskets.status, sql.placeholder('status')));
  const id = (where: SQL | undefined, name: string) => db.select({ id: baskets.id }).from(baskets).where(where).limit(1).prepare(name);
  const items = (where: SQL | undefined, name: string) =>
    db
      .select({ n: count(basketItems.id) })
      .from(baskets)
      .leftJoin(basketItems, eq(basketItems.basketId, baskets.id))
      .where(where)
      .groupBy(baskets.id)
      .limit(1)
      .prepare(name);
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

/** The id of the basket the visitor works on, or null without one. */
export async function findBasketId({ db, visitor }: VisitorScope): Promise<number | null> {
  const { id } = lookups(db);
  for (const key of basketKeys(visitor)) {
    const [row] = await ('customerId' in key ? id.customer.execute(key) : id.token.execute(key));
    if (row) return row.id;
  }
  return null;
}

/** The number of items in the visitor's basket (0 without one): one query, not a look-up and then a count. */
export async function basketItemCount({ db, visitor }: VisitorScope): Promise<number> {
  const { items } = lookups(db);
  for (const key of basketKeys(visitor)) {
    const [row] = await ('customerId' in key ? items.customer.execute(key) : items.token.execute(key));
    if (row) return row.n;
  }
  return 0;
}

/** The basket a change goes to, and the token of a visitor basket opened for it (the route sets it as the cookie). */
export interface BasketSession {
  basketId: number;
  basketToken: string | null;
}

/**
 * The visitor's open basket, opened with a new token when there is none yet. The token has 256
 * random bits; the database only knows its hash.
 */
export async function ensureBasket(scope: VisitorScope): Promise<BasketSession> {
  const { db, visitor } = scope;
  if (visitor.customerId !== null) return { basketId: await ensureCustomerBasketId(db, visitor.customerId), basketToken: null };
  const existing = await findBasketId(scope);
  if (existing !== null) return { basketId: existing, basketToken: null };
  const token = newSecret();
  const [row] = await db
    .insert(baskets)
    .values({ tokenHash: hashSecret(token) })
    .returning({ id: baskets.id });
  return { basketId: (row as { id: number }).id, basketToken: token };
}
