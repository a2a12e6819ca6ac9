import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { images } from '../../db/schema';
import { ensureBasket, findBasketId, type VisitorScope } from './basket-session';

/** Whose images a request sees: the logged-in customer's, else the anonymous visitor's basket session's. */
export type ImageOwner = { customerId: number } | { basketId: number };

/**
 * The owner new uploads go to; an anonymous visitor gets a basket session if needed, whose token
 * comes back for the route to set as the cookie.
 */
export async function ownerForUpload(scope: VisitorScope): Promise<{ owner: ImageOwner; basketToken: string | null }> {
  const { customerId } = scope.visitor;
  if (customerId !== null) return { owner: { customerId }, basketToken: null };
  const { basketId, basketToken } = await ensureBasket(scope);
  return { owner: { basketId }, basketToken };
}

/** The owner whose images the visitor may see, or null for a visitor without a basket session. */
export async function currentOwner(scope: VisitorScope): Promise<ImageOwner | null> {
  const { customerId } = scope.visitor;
  if (customerId !== null) return { customerId };
  const basketId = await findBasketId(scope);
  return basketId === null ? null : { basketId };
}

/** Rows of that owner. A basket's images stop being the visitor's once a customer claimed them. */
export function ownedBy(owner: ImageOwner): SQL {
  if ('customerId' in owner) return and(eq(images.kind, 'upload'), eq(images.customerId, owner.customerId)) as SQL;
  return and(eq(images.kind, 'upload'), eq(images.basketId, owner.basketId), isNull(images.customerId)) as SQL;
}

/** At login or registration: the visitor's anonymous uploads of this basket become the customer's. */
export async function claimBasketImages(db: Db, basketId: number, customerId: number): Promise<number> {
  const rows = await db
    .update(images)
    .set({ customerId })
    .where(and(eq(images.basketId, basketId), isNull(images.customerId)))
    .returning({ id: images.id });
  return rows.length;
}
