import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { voucherUsages, vouchers } from '../../db/schema';

/**
 * A cancelled order gives back what it took: each code it used counts one use less (a single-use
 * code or gift voucher can be used again) and the usage goes, so per-customer limits count it no more.
 */
export async function releaseOrderVouchers(db: Db, orderId: number): Promise<void> {
  const used = await db.delete(voucherUsages).where(eq(voucherUsages.orderId, orderId)).returning({ voucherId: voucherUsages.voucherId });
  if (used.length > 0) {
    await db
      .update(vouchers)
      .set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` })
      .where(
        inArray(
          vouchers.id,
          used.map((row) => row.voucherId),
        ),
      );
  }
}
