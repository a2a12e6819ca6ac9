import type { FastifyInstance } from 'fastify';
import { orders } from '../db/schema';
import { TEST_ADDRESS } from './test-address';

type OrderValues = typeof orders.$inferInsert;

let seq = 800_000;

/** An order row as confirm writes it (no items), with the given fields; its id and number. */
export async function insertOrder(app: FastifyInstance, values: Partial<OrderValues> = {}) {
  seq += 1;
  const [row] = await app.db
    .insert(orders)
    .values({
      number: String(seq),
      basketId: seq,
      email: `buyer-${seq}@example.ch`,
      language: 'de',
      billingAddress: TEST_ADDRESS,
      deliveryAddress: TEST_ADDRESS,
      itemsRappen: 5000,
      discountRappen: 0,
      shippingRappen: 0,
      totalRappen: 5000,
      vatRappen: 375,
      vatRateBp: 810,
      shippingOptionId: 1,
      shippingOptionRateId: 1,
      shippingName: 'Post',
      paymentMethod: 'invoice',
      qrReference: '000000000000000000000000000',
      ...values,
    })
    .returning({ id: orders.id, number: orders.number });
  return row!;
}

/** A staff member's change of an order's status (POST /api/admin/orders/:id/status, e.g. { event: 'markPaid' }): the answer. */
export const changeOrderStatus = (app: FastifyInstance, headers: Record<string, string>, orderId: number, change: object) =>
  app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers, payload: change });
