import { z } from 'zod/mini';
import { HISTORY_EVENTS, ORDER_EVENTS, ORDER_STATUSES } from '../domain/orders/order-status';
import { PRODUCTION_HOLDS } from '../domain/orders/production-release';
import { PAYMENT_METHODS } from '../domain/payments/payment-methods';
import { OrderDetail } from './checkout';
import { endpointsTagged } from './endpoint';
import { IdParams } from './id-params';
import { singleLineText } from './text';
import * as routes from './routes/order-status';

const endpoint = endpointsTagged('admin');

/**
 * A staff member moves an order on: ship needs the parcel number, cancel the reason the customer is
 * told; shipping items not marked printed needs a reason of its own (kept in the audit log).
 */
export const OrderStatusChange = z.strictObject({
  event: z.enum(ORDER_EVENTS),
  reason: z.optional(singleLineText().check(z.maxLength(500))),
  trackingNumber: z.optional(singleLineText().check(z.maxLength(40))),
  unprintedReason: z.optional(singleLineText().check(z.maxLength(500))),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChange>;

/** One step of an order's life as staff read it: who (staff id, or the shop, bank file, payment provider) and why. */
export const StatusHistoryEntry = z.object({
  status: z.enum(ORDER_STATUSES),
  event: z.nullable(z.enum(HISTORY_EVENTS)),
  actor: z.enum(['staff', 'shop', 'bank', 'payment']),
  staffId: z.nullable(z.number().check(z.int())),
  staffName: z.nullable(z.string()),
  /** The cancellation's reason, the parcel number when shipped, or a refund's amount and reason. */
  note: z.nullable(z.string()),
  at: z.iso.datetime(),
});
export type StatusHistoryEntry = z.infer<typeof StatusHistoryEntry>;

/** What production and shipping wait for (shared/domain/orders): the money, by payment method, and printed items. */
export const OrderProgress = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** When the money came; null while it has not (an invoice order may be in production or shipped by then). */
  paidAt: z.nullable(z.iso.datetime()),
  /** What holds the order back from production; null when nothing does. */
  hold: z.nullable(z.enum(PRODUCTION_HOLDS)),
  /** Items not marked printed yet: shipping them needs a reason. */
  unprintedItems: z.number().check(z.int()),
});
export type OrderProgress = z.infer<typeof OrderProgress>;

export const OrderStatusView = z.object({
  status: z.enum(ORDER_STATUSES),
  progress: OrderProgress,
  statusChangedAt: z.iso.datetime(),
  tracking: OrderDetail.shape.tracking,
  history: z.array(StatusHistoryEntry),
});
export type OrderStatusView = z.infer<typeof OrderStatusView>;

export const postOrderStatusSchemas = { params: IdParams, body: OrderStatusChange, response: OrderStatusView };
export const postOrderStatus = endpoint(routes.postOrderStatus, postOrderStatusSchemas, {
  summary:
    "Moves an order one step of its life (received -> paid -> in_production -> shipped, or cancelled before production), by the rules of shared/domain/orders: an invoice order goes into production unpaid and is marked paid later (its status stays), a prepaid or online one waits for its money. 409 when the order is not in a status the event starts from (e.g. a second click), is already paid, waits for its money, or has items not marked printed and no `unprintedReason` to ship them; 403 when the staff member's role may not cause it, 400 for a missing cancellation reason or a parcel number that is not Swiss Post's; 422 when cancelling an order paid online and Stripe refuses to give the money back (the reason is in the message; the order stays as it was), 503 when Stripe cannot be reached. The customer is mailed in the order's language when the status changes. Answers the order's status and history.",
  errors: [409, 422],
});
