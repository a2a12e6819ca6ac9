import type { BasketKey } from '../../db/basket-lookups';
import { DRAFT_STATUS } from '../../db/basket-status';
import { baskets } from '../../db/schema';
import type { WithBasketToken } from '../../http/basket-cookie';
import type { ServiceContext } from '../../http/context';
import { HttpError } from '../../http/http-error';
import type { Visitor } from '../../http/visitor';
import { hashSecret, newSecret } from '../../plugins/app/auth';
import { ensureCustomerBasketId } from './customer-basket';

/** What finding a visitor's basket needs of the context. */
export type VisitorScope = Pick<ServiceContext, 'db' | 'visitor' | 'basketLookups'>;

/**
 * The ways the basket a request works on may be found, most binding first: a logged-in customer's
 * own open basket; for visitors the open basket of their cookie, else the draft its
 * X-Printshop-Draft header names (the widget on a partner site, where no shop cookie is sent; see
 * features/partner-drafts).
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

/** The id of the basket the visitor works on, or null without one. */
export async function findBasketId({ basketLookups, visitor }: VisitorScope): Promise<number | null> {
  for (const key of basketKeys(visitor)) {
    const id = await basketLookups.id(key);
    if (id !== null) return id;
  }
  return null;
}

/** The number of items in the visitor's basket (0 without one): one query, not a look-up and then a count. */
export async function basketItemCount({ basketLookups, visitor }: VisitorScope): Promise<number> {
  for (const key of basketKeys(visitor)) {
    const n = await basketLookups.itemCount(key);
    if (n !== null) return n;
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
  // A partner page names a draft the shop no longer keeps (it expired): a basket opened for it would
  // have a cookie that page never sends back, so every write would open one more. The widget starts a new draft.
  if (visitor.draftToken !== null) throw new HttpError('gone');
  const token = newSecret();
  const [row] = await db
    .insert(baskets)
    .values({ tokenHash: hashSecret(token) })
    .returning({ id: baskets.id });
  return { basketId: (row as { id: number }).id, basketToken: token };
}

/**
 * POST /api/basket/session: the visitor's basket session, opened now when there is none, so the
 * writes a browser then sends together all find it (see shared/api/basket-session.ts). A customer's
 * basket is found by the customer: nothing to open.
 */
export async function openBasketSession(scope: VisitorScope): Promise<WithBasketToken<{ ready: true }>> {
  if (scope.visitor.customerId !== null) return { value: { ready: true }, basketToken: null };
  const { basketToken } = await ensureBasket(scope);
  return { value: { ready: true }, basketToken };
}
