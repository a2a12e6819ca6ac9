import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orders } from '../../db/schema';
import type { DesignThumbnails } from '../../thumbnails/design-thumbnail-urls';
import { paymentStates } from '../payment/payment-state';
import { orderLines } from './order-views';

/** The customer's orders for self-care, newest first (the OrderSummary shape of shared/api/selfcare). */
export async function customerOrders(db: Db, thumbnails: DesignThumbnails, customerId: number) {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      paidAt: orders.paidAt,
      totalRappen: orders.totalRappen,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  const lines = await orderLines(
    db,
    thumbnails,
    rows.map((row) => row.id),
  );
  const payments = await paymentStates(db, rows);
  return {
    orders: rows.map(({ paidAt: _paidAt, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      paymentStatus: payments.get(row.id)?.status ?? 'pending',
      items: lines.get(row.id) ?? [],
    })),
  };
}
