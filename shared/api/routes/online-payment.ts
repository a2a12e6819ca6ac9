import type { getOrderPaymentSchemas, payOrderSchemas, postRefundSchemas, stripeWebhookSchemas } from '../online-payment';
import { anyStaff, officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const payOrder: Route<typeof payOrderSchemas> = {
  method: 'POST',
  path: '/api/orders/:id/pay',
  summary:
    "Pay now: the payment page of an unpaid order placed with an online method (TWINT, card), for its customer (Bearer token) or a guest with the order's access token (?access=...). The page still open is answered again; after one failed or expired a new one is opened. 404 for anyone else's order, 409 when the order is paid, cancelled, not paid online or its payment is on its way, 503 (Retry-After) when Stripe cannot be reached.",
  tags: ['checkout'],
  errors: [404, 409, 503],
};

export const stripeWebhook: Route<typeof stripeWebhookSchemas> = {
  method: 'POST',
  path: '/api/payments/stripe/webhook',
  summary:
    "Stripe's webhook: an event as Stripe sends it (the raw JSON body, signed in the Stripe-Signature header with the endpoint's secret). checkout.session.completed (when paid) and async_payment_succeeded mark the order paid; async_payment_failed and expired let the customer pay again until the grace period ends; refund.updated records a refund's outcome. Each event is handled once, whatever the order or number of deliveries. 400 for a missing or bad signature (nothing changes), 404 when the shop takes no online payment.",
  tags: ['checkout'],
  errors: [400, 404],
};

export const getOrderPayment: Route<typeof getOrderPaymentSchemas> = {
  method: 'GET',
  path: '/api/admin/orders/:id/payment',
  summary:
    "An order's payment for the staff: method, where the money stands, its online payment pages and refunds, and what can still be refunded. 404 for an unknown order.",
  tags: ['admin'],
  errors: [401, 403, 404],
  staff: anyStaff,
};

export const postRefund: Route<typeof postRefundSchemas> = {
  method: 'POST',
  path: '/api/admin/orders/:id/refunds',
  summary:
    "Refunds part or all of an order's online payment through Stripe, records it in the order's history and the audit log, and mails the customer in the order's language. 400 for an amount over what can still be refunded, 409 when the order has no online payment to refund or a refund was made since the staff member looked, 422 when Stripe refuses, 503 when it cannot be reached. Answers the order's payment as it is now.",
  tags: ['admin'],
  errors: [401, 403, 404, 409, 422, 503],
  staff: officeStaff,
};
