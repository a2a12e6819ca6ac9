import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { images } from '../../db/schema';
import { ensureBasketId, findBasketId } from '../basket/basket-session';

/** Whose images a request sees: the logged-in customer's, else the anonymous visitor's basket session's. */
export type ImageOwner = { customerId: number } | { basketId: number };

function customerOf(request: FastifyRequest): number | null {
  // The auth plugin sets customerId; without it (or for a visitor) the value is null or undefined.
  return typeof request.customerId === 'number' ? request.customerId : null;
}

/** The owner new uploads go to; an anonymous visitor gets a basket session (and its cookie) if needed. */
export async function ownerForUpload(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<ImageOwner> {
  const customerId = customerOf(request);
  if (customerId !== null) return { customerId };
  return { basketId: await ensureBasketId(db, request, reply) };
}

/** The owner whose images the request may see, or null for a visitor without a basket session. */
export async function currentOwner(db: Db, request: FastifyRequest): Promise<ImageOwner | null> {
  const customerId = customerOf(request);
  if (customerId !== null) return { customerId };
  const basketId = await findBasketId(db, request);
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
