import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { getAdminOrders } from '../../../shared/api/checkout';
import type { Config } from '../../config/config';
import { orderItems, orders, printJobs } from '../../db/schema';
import { route } from '../../http/route';
import { orderLines } from '../orders/order-views';
import { requireAdmin } from './admin-token';

export default async function adminRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, getAdminOrders, async ({ query, request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    const rows = await app.db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        email: orders.email,
        customerId: orders.customerId,
        totalRappen: orders.totalRappen,
        paymentMethod: orders.paymentMethod,
        shippingName: orders.shippingName,
        itemCount: count(orderItems.id),
        printFilesDone: sql<number>`count(${printJobs.id}) filter (where ${printJobs.status} = 'done')`.mapWith(Number),
      })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .leftJoin(printJobs, eq(printJobs.orderItemId, orderItems.id))
      .where(query.before === undefined ? undefined : and(lt(orders.id, query.before)))
      .groupBy(orders.id)
      .orderBy(desc(orders.id))
      .limit(query.limit);
    const lines = await orderLines(
      app.db,
      app.designThumbnails,
      rows.map((row) => row.id),
    );
    return { orders: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), items: lines.get(row.id) ?? [] })) };
  });
}
