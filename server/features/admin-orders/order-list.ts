import { addresseeName } from '../../../shared/domain/checkout/address';
import { containing } from '../../db/like-pattern';
import { zurichDayStart } from '../../db/zurich-days';
import { and, count, desc, eq, gte, inArray, like, lt, type SQL, sql } from 'drizzle-orm';
import type { AdminOrderList, AdminOrdersFilter } from '../../../shared/api/admin-orders';
import type { Db } from '../../db/database';
import { orderItems, orders, printJobs } from '../../db/schema';
import type { DesignThumbnails } from '../../thumbnails/design-thumbnail-urls';
import { orderHeadColumns, orderLines } from '../orders/order-views';
import { searchedText } from '../admin-search/search';
import { backlogCondition, type CockpitDay, counted, invoiceAgeCondition, waitingCondition } from '../cockpit/order-conditions';

/** The list's filter as SQL conditions (a bulk action's selection uses it without the paging). */
export function conditions(query: Omit<AdminOrdersFilter, 'limit'>, day: CockpitDay): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [];
  if (query.q) where.push(like(orders.searchText, containing(searchedText(query.q))));
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.payment) where.push(eq(orders.paymentMethod, query.payment));
  if (query.from) where.push(gte(orders.createdAt, zurichDayStart(query.from)));
  if (query.to) where.push(lt(orders.createdAt, sql`${zurichDayStart(query.to)} + interval '1 day'`));
  if (query.cancelled) where.push(query.cancelled === 'true' ? eq(orders.status, 'cancelled') : counted);
  if (query.invoiceAge) where.push(invoiceAgeCondition(query.invoiceAge, day));
  if (query.backlog) where.push(backlogCondition(query.backlog, day));
  if (query.waiting) where.push(waitingCondition(query.waiting));
  if (query.before !== undefined) where.push(lt(orders.id, query.before));
  return where;
}

/**
 * A page of the staff's order list, newest first: the page's orders are found first (by the
 * indexes of migration 0012: status or payment method with id, the creation time, a trigram index
 * for the search), then their items and print jobs are counted for those few orders only.
 */
export async function adminOrderList(db: Db, thumbnails: DesignThumbnails, query: AdminOrdersFilter, day: CockpitDay): Promise<AdminOrderList> {
  const page = await db
    .select({
      ...orderHeadColumns,
      billing: orders.billingAddress,
      customerId: orders.customerId,
      totalRappen: orders.totalRappen,
      paymentMethod: orders.paymentMethod,
      shippingName: orders.shippingName,
    })
    .from(orders)
    .where(and(...conditions(query, day)))
    .orderBy(desc(orders.id))
    .limit(query.limit + 1);
  const shown = page.slice(0, query.limit);
  const ids = shown.map((row) => row.id);
  const [lines, files] = await Promise.all([orderLines(db, thumbnails, ids), printFileCounts(db, ids)]);
  return {
    orders: shown.map(({ billing, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      customerName: addresseeName(billing),
      itemCount: lines.get(row.id)?.length ?? 0,
      printFilesDone: files.get(row.id)?.done ?? 0,
      printFilesTotal: (lines.get(row.id)?.length ?? 0) - (files.get(row.id)?.none ?? 0),
      items: lines.get(row.id) ?? [],
    })),
    nextBefore: page.length > query.limit ? (shown.at(-1)?.id ?? null) : null,
  };
}

/**
 * Per order: the print files made, and the items done without one (a sample set prints nothing),
 * which the count of files to make leaves out.
 */
async function printFileCounts(db: Db, orderIds: number[]): Promise<Map<number, { done: number; none: number }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      done: count(printJobs.fileKey),
      none: sql<number>`count(*) filter (where ${printJobs.fileKey} is null)`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(printJobs, and(eq(printJobs.orderItemId, orderItems.id), eq(printJobs.status, 'done')))
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId);
  return new Map(rows.map(({ orderId, ...counts }) => [orderId, counts]));
}
