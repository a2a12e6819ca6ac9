import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderItems, vouchers } from '../../db/schema';

/**
 * The gift-voucher codes a cancelled order issued stop working while nobody has used them: their
 * cards were sold by the order that is now cancelled. A code already redeemed stays as it is (the
 * order it paid was made in good faith).
 */
export async function withdrawGiftVoucherCodes(db: Db, orderId: number): Promise<void> {
  const items = db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
  await db
    .update(vouchers)
    .set({ active: false })
    .where(and(isNotNull(vouchers.issuedForOrderItemId), inArray(vouchers.issuedForOrderItemId, items), eq(vouchers.usedCount, 0)));
}
