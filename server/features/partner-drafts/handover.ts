import { and, count, eq, isNull } from 'drizzle-orm';
import { HANDOVER_MINUTES } from '../../../shared/api/routes/partner-drafts';
import type { Db } from '../../db/database';
import { basketItems, baskets, images } from '../../db/schema';
import { hashSecret, newSecret } from '../../plugins/app/auth';
import { HANDOVER_STATUS, USED_STATUS } from '../../db/basket-status';
import { moveDrafts } from '../basket/configurator-draft-rows';
import { requireImages } from '../basket/design-refusal';
import type { ServiceContext } from '../../http/context';
import type { Attributed } from '../../../shared/domain/partners/attribution';
import { moveAttribution } from '../partners/basket-attribution';

const HANDOVER_MS = HANDOVER_MINUTES * 60_000;

/*
 * A handover code is `<draft basket id>.<256 random bits>`; a basket row with status 'handover'
 * stores its hash and, in created_at, when it was made. The id in the code is trusted only because
 * the whole code's hash was found: a code cannot be edited to point at another draft.
 */
/**
 * 422 when an item of the draft lacks the picture its product prints: the shop's basket would get an
 * item it can never order (the widget refuses such an item itself; this holds for any caller).
 */
export async function requireDraftImages(ctx: Pick<ServiceContext, 'db' | 'productRepository' | 'locale'>, draftBasketId: number): Promise<void> {
  const items = await ctx.db
    .select({ productId: basketItems.productId, productVersion: basketItems.productVersion, design: basketItems.design })
    .from(basketItems)
    .where(eq(basketItems.basketId, draftBasketId))
    .orderBy(basketItems.id);
  for (const item of items) {
    const product = await ctx.productRepository.atVersion(item.productId, item.productVersion, ctx.locale);
    if (product) requireImages(ctx.locale, product, item.design, 'item');
  }
}

export async function createHandover(db: Db, draftBasketId: number, now: Date): Promise<{ code: string; expiresAt: Date }> {
  const code = `${draftBasketId}.${newSecret()}`;
  await db.insert(baskets).values({ tokenHash: hashSecret(code), status: HANDOVER_STATUS, createdAt: now, updatedAt: now });
  return { code, expiresAt: new Date(now.getTime() + HANDOVER_MS) };
}

export type ClaimResult = { kind: 'unknown' } | { kind: 'gone' } | { kind: 'claimed'; moved: number; count: number; attributed: Attributed | null };

/**
 * Moves the draft's items, its anonymous uploads, its configurator drafts and its partner's attribution into the target basket. The code is spent
 * first, by one conditional update, so two claims of one code can never both move the draft.
 */
export async function claimHandover(db: Db, code: string, target: () => Promise<number>, now: Date): Promise<ClaimResult> {
  const draftId = Number(code.split('.')[0]);
  const [handover] = await db
    .select({ id: baskets.id, status: baskets.status, createdAt: baskets.createdAt })
    .from(baskets)
    .where(eq(baskets.tokenHash, hashSecret(code)))
    .limit(1);
  if (!handover || !Number.isSafeInteger(draftId)) return { kind: 'unknown' };
  const spent = await db
    .update(baskets)
    .set({ status: USED_STATUS, updatedAt: now })
    .where(and(eq(baskets.id, handover.id), eq(baskets.status, HANDOVER_STATUS)))
    .returning({ id: baskets.id });
  if (spent.length === 0 || now.getTime() - handover.createdAt.getTime() > HANDOVER_MS) return { kind: 'gone' };

  const basketId = await target();
  return db.transaction(async (tx) => {
    const moved = await tx.update(basketItems).set({ basketId }).where(eq(basketItems.basketId, draftId)).returning({ id: basketItems.id });
    await tx
      .update(images)
      .set({ basketId })
      .where(and(eq(images.basketId, draftId), isNull(images.customerId)));
    await moveDrafts(tx, draftId, basketId);
    const attributed = await moveAttribution(tx, draftId, basketId);
    const [total] = await tx
      .select({ count: count(basketItems.id) })
      .from(basketItems)
      .where(eq(basketItems.basketId, basketId));
    return { kind: 'claimed' as const, moved: moved.length, count: total?.count ?? 0, attributed };
  });
}
