import { z } from 'zod/mini';
import { PAGE_STATUSES, PAYMENT_STATUSES, REFUND_KINDS, REFUND_STATUSES } from '../domain/payments/payment-status';
import { chfToRappen } from '../domain/units/units';
import { parseDecimal } from '../domain/validation/decimal';
import { rappen } from './basket-view';
import { BankRefundView } from './bank-refund-view';
import { OrderAccessQuery } from './checkout';
import { endpointsTagged } from './endpoint';
import { IdParams } from './id-params';
import { singleLineText } from './text';
import * as routes from './routes/online-payment';

const endpoint = endpointsTagged('checkout');

/*
 * Online payment (TWINT, cards with Apple Pay / Google Pay) through Stripe Checkout: the customer
 * pays on Stripe's page, Stripe tells the shop by a signed webhook, staff refund from the back office.
 */

export const PayOrderAnswer = z.object({
  /** Stripe's payment page for the order: open it in the same tab; it comes back to the order's confirmation page. */
  redirectUrl: z.string(),
});
export type PayOrderAnswer = z.infer<typeof PayOrderAnswer>;

export const payOrderSchemas = { params: IdParams, query: OrderAccessQuery, response: PayOrderAnswer };
export const payOrder = endpoint(routes.payOrder, payOrderSchemas, {
  summary:
    "Pay now: the payment page of an unpaid order placed with an online method (TWINT, card), for its customer (Bearer token) or a guest with the order's access token (?access=...). The page still open is answered again; after one failed or expired a new one is opened. 404 for anyone else's order, 409 when the order is paid, cancelled, not paid online or its payment is on its way, 503 (Retry-After) when Stripe cannot be reached.",
  errors: [409],
});

export const StripeEventAnswer = z.object({
  received: z.literal(true),
  /** The event was handled before (Stripe delivered it again): nothing changed. */
  duplicate: z.boolean(),
});

export const stripeWebhookSchemas = { response: StripeEventAnswer };
export const stripeWebhook = endpoint(routes.stripeWebhook, stripeWebhookSchemas, {
  summary:
    "Stripe's webhook: an event as Stripe sends it (the raw JSON body, signed in the Stripe-Signature header with the endpoint's secret). checkout.session.completed (when paid) and async_payment_succeeded mark the order paid; async_payment_failed and expired let the customer pay again until the grace period ends; refund.updated records a refund's outcome. Each event is handled once, whatever the order or number of deliveries. 400 for a missing or bad signature (nothing changes), 404 when the shop takes no online payment.",
  errors: [404],
});

export const PaymentPageView = z.object({
  attempt: z.number().check(z.int()),
  status: z.enum(PAGE_STATUSES),
  amountRappen: rappen,
  /** ISO 8601. */
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
});

export const RefundView = z.object({
  id: z.number().check(z.int()),
  amountRappen: rappen,
  status: z.enum(REFUND_STATUSES),
  /** staff: given by a staff member; duplicate: a payment the order did not need, given back by the shop. */
  kind: z.enum(REFUND_KINDS),
  reason: z.nullable(z.string()),
  staffName: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
});

export const OrderPaymentView = z.object({
  method: z.string(),
  online: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
  amountDueRappen: rappen,
  /** What Stripe took for the order (a payment given back because it came twice not counted). */
  capturedRappen: rappen,
  refundedRappen: rappen,
  refundableRappen: rappen,
  pages: z.array(PaymentPageView),
  refunds: z.array(RefundView),
  /** Bank-transfer money owed back (a cancel after it was paid): open until staff mark it paid back. */
  bankRefunds: z.array(BankRefundView),
});
export type OrderPaymentView = z.infer<typeof OrderPaymentView>;

export const getOrderPaymentSchemas = { params: IdParams, response: OrderPaymentView };
export const getOrderPayment = endpoint(routes.getOrderPayment, getOrderPaymentSchemas, {
  summary:
    "An order's payment for the staff: method, where the money stands, its online payment pages and refunds, and what can still be refunded. 404 for an unknown order.",
  tags: ['admin'],
});

export const RefundBody = z.strictObject({
  /** What to give back, in rappen: at most what was taken less what went back. */
  amountRappen: z.number().check(z.int(), z.gte(1), z.lte(100_000_000)),
  /** Told to the customer in the refund mail. */
  reason: z.optional(singleLineText().check(z.trim(), z.maxLength(500))),
  /** The refunded sum the staff member saw: a refund made since refuses this one (409) instead of paying out twice. */
  refundedRappen: z.number().check(z.int(), z.gte(0)),
});
export type RefundBody = z.infer<typeof RefundBody>;

export const postRefundSchemas = { params: IdParams, body: RefundBody, response: OrderPaymentView };
export const postRefund = endpoint(routes.postRefund, postRefundSchemas, {
  summary:
    "Refunds part or all of an order's online payment through Stripe, records it in the order's history and the audit log, and mails the customer in the order's language. 400 for an amount over what can still be refunded, 409 when the order has no online payment to refund or a refund was made since the staff member looked, 422 when Stripe refuses, 503 when it cannot be reached. Answers the order's payment as it is now.",
  tags: ['admin'],
  errors: [409, 422],
});

/**
 * The refund form as staff fill it: the amount in francs ('12.50' or '12,50'), read as the body's
 * rappen; then the body's own rules.
 */
export const RefundForm = z.pipe(
  z.object({
    amountRappen: z.pipe(
      z.string(),
      z.transform((text, ctx) => {
        const parsed = parseDecimal(text, { decimals: 2, separator: '.,' });
        if (!parsed.ok || parsed.value <= 0) {
          ctx.issues.push({ code: 'custom', message: 'admin.refund.amountInvalid', input: text });
          return z.NEVER;
        }
        return chfToRappen(parsed.value) as number;
      }),
    ),
    reason: z.optional(z.string()),
    refundedRappen: z.number(),
  }),
  RefundBody,
);
