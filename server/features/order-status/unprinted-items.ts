import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderItems, printJobs } from '../../db/schema';

/** Items of the order not marked printed; one without a print job yet (a gift card before payment) is not printed either. */
export async function unprintedItems(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderItems)
    .leftJoin(printJobs, eq(printJobs.orderItemId, orderItems.id))
    .where(and(eq(orderItems.orderId, orderId), isNull(printJobs.printedAt)));
  return row?.n ?? 0;
}
