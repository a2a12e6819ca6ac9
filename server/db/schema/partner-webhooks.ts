import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '../../../shared/domain/partners/webhooks';
import { at, ownedBy, serialId, timestamps } from './columns';
import { orders } from './orders';
import { partners } from './partners';

/** One try of a delivery as staff see it: when, the receiver's HTTP status (null when none came), why it failed. */
export interface WebhookAttempt {
  at: string;
  statusCode: number | null;
  error: string | null;
  ms: number;
}

/**
 * The webhook outbox: each event for a partner, written with its job in the transaction of the
 * order's change that causes it (server/features/partner-webhooks), and its delivery's state. The
 * body is kept as the exact bytes that are signed, so a try sent again carries the same event.
 */
export const partnerWebhookDeliveries = pgTable(
  'partner_webhook_deliveries',
  {
    id: serialId(),
    /** The event's id (`evt_…`), sent as the Printshop-Webhook-Id header: the same on every try, for the receiver to skip repeats. */
    eventId: text('event_id').notNull(),
    partnerId: ownedBy('partner_id', () => partners.id),
    /** Null for a ping. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    type: text('type', { enum: WEBHOOK_EVENT_TYPES }).notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: jsonb('attempts').$type<WebhookAttempt[]>().notNull().default([]),
    /** The receiver's HTTP status of the last try, and why it failed. */
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** When the next try is due (shown to staff); null when none is. */
    nextTryAt: at('next_try_at'),
    /** No try after this moment: the delivery is given up (failed). */
    giveUpAt: at('give_up_at').notNull(),
    deliveredAt: at('delivered_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('partner_webhook_deliveries_event').on(t.eventId),
    // The back office's list: newest first, by partner, by status.
    index('partner_webhook_deliveries_partner').on(t.partnerId, t.id),
    index('partner_webhook_deliveries_status').on(t.status, t.id),
    index('partner_webhook_deliveries_order').on(t.orderId),
  ],
);
