import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { netRevenueRappen } from '../../../shared/domain/cockpit/cockpit-rules';
import { WEBHOOK_API_VERSION, type WebhookEventType, type WebhookPayload, webhookEventOfStep, webhookGiveUpAt } from '../../../shared/domain/partners/webhooks';
import type { Db, Transaction } from '../../db/database';
import { orderItems, orders, partners, partnerWebhookDeliveries } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import type { OrderListener } from '../order-events/order-change';

/*
 * The outbox side of the webhooks: an event is written, with its job, in the transaction of the
 * order's change that causes it, so a partner is told of exactly the changes that committed. Every
 * step of an order's history is offered here (orders/order-listeners.ts).
 */

export const WEBHOOK_QUEUE = 'partner-webhook';

/** The job of a delivery: try it. */
export interface WebhookJob {
  deliveryId: number;
}

const newEventId = () => `evt_${randomBytes(16).toString('hex')}`;

/** The delivery row and its job, in the caller's transaction; the body is fixed here, as it is signed and sent on every try. */
export async function queueDelivery(
  db: Db | Transaction,
  event: { partnerId: number; orderId: number | null; type: WebhookEventType; data: WebhookPayload['data']; at: Date },
): Promise<number> {
  const eventId = newEventId();
  const payload: WebhookPayload = {
    id: eventId,
    type: event.type,
    api_version: WEBHOOK_API_VERSION,
    created: Math.floor(event.at.getTime() / 1000),
    data: event.data,
  };
  const [row] = await db
    .insert(partnerWebhookDeliveries)
    .values({
      eventId,
      partnerId: event.partnerId,
      orderId: event.orderId,
      type: event.type,
      body: JSON.stringify(payload),
      giveUpAt: webhookGiveUpAt(event.at),
      nextTryAt: event.at,
      createdAt: event.at,
      updatedAt: event.at,
    })
    .returning({ id: partnerWebhookDeliveries.id });
  const deliveryId = (row as { id: number }).id;
  await enqueue(db, WEBHOOK_QUEUE, { deliveryId } satisfies WebhookJob);
  return deliveryId;
}

/**
 * The event of an order history step, when the order has a partner with a webhook URL and partners
 * are told of the step (placed, paid, cancelled, refunded); nothing otherwise. A refund's event
 * carries its amount: the step that only records a refund paid back carries none and is not sent again.
 */
export const queueOrderEvent: OrderListener = async (db, step) => {
  const type = webhookEventOfStep(step.event);
  if (type === null || (type === 'order.refunded' && step.refund === undefined)) return;
  const orderId = step.order.id;
  const [order] = await db
    .select({
      partnerId: orders.partnerId,
      number: orders.number,
      totalRappen: orders.totalRappen,
      voucherSalesRappen: orders.voucherSalesRappen,
      vatRappen: orders.vatRappen,
    })
    .from(orders)
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .where(and(eq(orders.id, orderId), isNotNull(partners.webhookUrl)));
  if (!order?.partnerId) return;
  const items = await db
    .select({ product_id: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const data: NonNullable<WebhookPayload['data']> = {
    order: { number: order.number, amount_total: order.totalRappen, amount_net: netRevenueRappen(order), currency: 'CHF', items },
    ...(step.refund === undefined ? {} : { refund: { amount: step.refund.amountRappen } }),
  };
  await queueDelivery(db, { partnerId: order.partnerId, orderId, type, data, at: step.at });
};
