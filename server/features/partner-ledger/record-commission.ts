import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orderCommission, partsTotal, reversalParts, type CommissionPart, type ReversalShare } from '../../../shared/domain/partners/commission';
import type { Db } from '../../db/database';
import { type LedgerSource, orderItems, type orders, partnerLedger, partners, products } from '../../db/schema';
import type { OrderListener } from '../order-events/order-change';

/*
 * The ledger's writers, each a step of the transaction that pays, refunds or cancels the order (the
 * caller's): a crash leaves both or neither. A unique index on (order, source) makes a retry or a
 * race write nothing twice; reversals lock their entry, so two at once never take back more than it.
 */

/** What the ledger reads of an order (its listener gets the whole row). */
type LedgerOrder = Pick<typeof orders.$inferSelect, 'id' | 'partnerId' | 'discountRappen' | 'vatRateBp' | 'totalRappen'>;

/** The products of `ids` that are gift vouchers (the catalogue gives them a voucher value). */
async function giftVoucherProducts(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...ids]), sql`${products.definition}->'voucherValue' IS NOT NULL`));
  return new Set(rows.map((row) => row.id));
}

type LedgerRow = Pick<typeof partnerLedger.$inferInsert, 'partnerId' | 'orderId' | 'source' | 'reversesId' | 'bookedAt'> & { parts: CommissionPart[] };

/** Writes a row unless its order has one of its source already (a retry, or a race lost). */
async function insertRow(db: Db, row: LedgerRow) {
  await db
    .insert(partnerLedger)
    .values({ ...row, ...partsTotal(row.parts) })
    .onConflictDoNothing();
}

/** The entry of an order just paid, when an active partner brought it and it sold more than gift vouchers. */
async function enterCommission(db: Db, order: LedgerOrder, now: Date): Promise<void> {
  if (order.partnerId === null) return;
  const [partner] = await db
    .select({ rates: partners.commissionRates })
    .from(partners)
    .where(and(eq(partners.id, order.partnerId), eq(partners.active, true)));
  if (!partner) return;
  const items = await db
    .select({ productId: orderItems.productId, totalRappen: orderItems.totalRappen })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const vouchers = await giftVoucherProducts(db, [...new Set(items.map((item) => item.productId))]);
  const parts = orderCommission(
    { items: items.map((item) => ({ ...item, voucherSale: vouchers.has(item.productId) })), discountRappen: order.discountRappen, vatRateBp: order.vatRateBp },
    partner.rates,
  );
  if (parts.length === 0) return;
  await insertRow(db, { partnerId: order.partnerId, orderId: order.id, source: 'paid', reversesId: null, parts, bookedAt: now });
}

/** Takes back `share` of an order's entry (none: nothing to do), as what `source` caused. */
async function reverseCommission(db: Db, order: Pick<LedgerOrder, 'id'>, source: LedgerSource, share: ReversalShare, now: Date): Promise<void> {
  const [entry] = await db
    .select()
    .from(partnerLedger)
    .where(and(eq(partnerLedger.orderId, order.id), eq(partnerLedger.source, 'paid')))
    .for('update');
  if (!entry) return;
  const before = await db.select({ parts: partnerLedger.parts }).from(partnerLedger).where(eq(partnerLedger.reversesId, entry.id));
  const parts = reversalParts(
    entry.parts,
    before.flatMap((row) => row.parts),
    share,
  );
  if (parts.length === 0) return;
  await insertRow(db, { partnerId: entry.partnerId, orderId: order.id, source, reversesId: entry.id, parts, bookedAt: now });
}

/**
 * The ledger's part of an order's step (orders/order-listeners.ts): paid writes the entry, a cancel
 * takes back all that is left of it (money given back later reverses nothing more), a refund of
 * part of the sale takes back its share of the order's total.
 */
export const commissionOnChange: OrderListener = async (db, { order, event, refund, at }) => {
  if (event === 'markPaid') await enterCommission(db, order, at);
  if (event === 'cancel') await reverseCommission(db, order, 'cancel', 'all', at);
  if (event === 'refund' && refund?.ofSale)
    await reverseCommission(db, order, refund.ofSale, { refundRappen: refund.amountRappen, totalRappen: order.totalRappen }, at);
};
