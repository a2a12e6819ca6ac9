import type { getOrderPaymentSchemas, payOrderSchemas, postRefundSchemas, stripeWebhookSchemas } from '../online-payment';
import { anyStaff, officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const payOrder: Route<typeof payOrderSchemas> = { method: 'POST', path: '/api/orders/:id/pay' };

export const stripeWebhook: Route<typeof stripeWebhookSchemas> = { method: 'POST', path: '/api/payments/stripe/webhook' };

export const getOrderPayment: Route<typeof getOrderPaymentSchemas> = { method: 'GET', path: '/api/admin/orders/:id/payment', staff: anyStaff };

export const postRefund: Route<typeof postRefundSchemas> = { method: 'POST', path: '/api/admin/orders/:id/refunds', staff: officeStaff };
