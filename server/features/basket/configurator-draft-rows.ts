import { and, eq, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/database';
import { configuratorDrafts } from '../../db/schema';

/**
 * Moves a basket's drafts into another basket (login merge, partner handover). Where both have a
 * draft of a product, the one saved last wins; the kept row's revision grows past both, so a tab
 * still holding either revision is told to reload rather than overwrite it.
 */
export async function moveDrafts(tx: Transaction | Db, fromBasketId: number, toBasketId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${configuratorDrafts} (basket_id, product_id, state, revision, created_at, updated_at)
    SELECT ${toBasketId}, product_id, state, revision, created_at, updated_at FROM ${configuratorDrafts} WHERE basket_id = ${fromBasketId}
    ON CONFLICT (basket_id, product_id) DO UPDATE
      SET state = CASE WHEN excluded.updated_at > ${configuratorDrafts}.updated_at THEN excluded.state ELSE ${configuratorDrafts}.state END,
          updated_at = greatest(excluded.updated_at, ${configuratorDrafts}.updated_at),
          revision = greatest(excluded.revision, ${configuratorDrafts}.revision) + 1`);
  await tx.execute(sql`DELETE FROM ${configuratorDrafts} WHERE basket_id = ${fromBasketId}`);
}

/** The design went to the basket (or the shopper starts over): its draft is done. */
export async function deleteDraftOf(db: Db, basketId: number, productId: string): Promise<boolean> {
  const rows = await db
    .delete(configuratorDrafts)
    .where(and(eq(configuratorDrafts.basketId, basketId), eq(configuratorDrafts.productId, productId)))
    .returning({ id: configuratorDrafts.id });
  return rows.length > 0;
}
