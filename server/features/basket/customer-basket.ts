import { and, eq, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/database';
import { violatedConstraint } from '../../db/violated-constraint';
import { basketBackups, basketItems, baskets, basketVouchers } from '../../db/schema';
import { moveAttribution } from '../partners/basket-attribution';
import { moveDrafts } from './configurator-draft-rows';

/*
 * A logged-in customer works on the customer's own open basket (found by customer_id, never by a
 * cookie), so the basket follows the customer from device to device. A visitor's cookie basket is
 * merged into it at login or registration.
 */

async function findCustomerBasketId(db: Db, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.customerId, customerId), eq(baskets.status, 'open')))
    .limit(1);
  return row?.id ?? null;
}

/** The customer's open basket, created when there is none; two parallel requests get the same one. */
export async function ensureCustomerBasketId(db: Db, customerId: number): Promise<number> {
  const existing = await findCustomerBasketId(db, customerId);
  if (existing !== null) return existing;
  await db.insert(baskets).values({ customerId }).onConflictDoNothing();
  const created = await findCustomerBasketId(db, customerId);
  if (created === null) throw new Error(`no open basket for customer ${customerId}`);
  return created;
}

/** A copy of a basket's items for basketBackup. */
export async function backupItems(tx: Transaction | Db, basketId: number) {
  return tx
    .select({
      productId: basketItems.productId,
      quantity: basketItems.quantity,
      instruction: basketItems.instruction,
      design: basketItems.design,
      printdata: basketItems.printdata,
      qualityConfirmed: basketItems.qualityConfirmed,
    })
    .from(basketItems)
    .where(eq(basketItems.basketId, basketId))
    .orderBy(basketItems.id);
}

/**
 * Hands a visitor's open basket to the customer who just logged in or registered. Without an open
 * basket of the customer's own, the visitor basket simply becomes it (its cookie token is dropped,
 * so the browser's cookie no longer opens it after logout). Otherwise the visitor's items and codes
 * move into the customer's basket, whose earlier content is kept as a basketBackup ('merged'), and
 * so do the configurator drafts.
 */
export async function mergeVisitorBasket(db: Db, visitorBasketId: number, customerId: number): Promise<void> {
  try {
    await mergeOnce(db, visitorBasketId, customerId);
  } catch (error) {
    // The customer's basket was created meanwhile (another tab): the second try merges into it.
    if (violatedConstraint(error) !== 'baskets_customer_open') throw error;
    await mergeOnce(db, visitorBasketId, customerId);
  }
}

async function mergeOnce(db: Db, visitorBasketId: number, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [visitor] = await tx
      .select({ id: baskets.id, customerId: baskets.customerId })
      .from(baskets)
      .where(and(eq(baskets.id, visitorBasketId), eq(baskets.status, 'open')))
      .for('update');
    if (!visitor || visitor.customerId !== null) return;
    const [own] = await tx
      .select({ id: baskets.id })
      .from(baskets)
      .where(and(eq(baskets.customerId, customerId), eq(baskets.status, 'open')))
      .for('update');
    if (!own) {
      await tx
        .update(baskets)
        .set({ customerId, tokenHash: null, email: null, updatedAt: sql`now()` })
        .where(eq(baskets.id, visitor.id));
      return;
    }
    const moving = await tx.select({ id: basketItems.id }).from(basketItems).where(eq(basketItems.basketId, visitor.id)).limit(1);
    if (moving.length) {
      const kept = await backupItems(tx, own.id);
      if (kept.length) await tx.insert(basketBackups).values({ customerId, reason: 'merged', items: kept });
      await tx.update(basketItems).set({ basketId: own.id }).where(eq(basketItems.basketId, visitor.id));
      await tx.execute(sql`
        INSERT INTO ${basketVouchers} (basket_id, voucher_id)
        SELECT ${own.id}, voucher_id FROM ${basketVouchers} WHERE basket_id = ${visitor.id}
        ON CONFLICT DO NOTHING`);
    }
    // The designs in progress follow the visitor, as their uploads do.
    await moveDrafts(tx, visitor.id, own.id);
    // A partner's handover brought the visitor's basket: the order of the customer's still counts for it.
    await moveAttribution(tx, visitor.id, own.id);
    await tx
      .update(baskets)
      .set({ status: 'merged', tokenHash: null, updatedAt: sql`now()` })
      .where(eq(baskets.id, visitor.id));
  });
}
