import type * as area from '../online-payment';
import { anyStaff, officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const payOrder: Routes['payOrder'] = { method: 'POST', path: '/api/orders/:id/pay' };

export const stripeWebhook: Routes['stripeWebhook'] = { method: 'POST', path: '/api/payments/stripe/webhook' };

export const getOrderPayment: Routes['getOrderPayment'] = { method: 'GET', path: '/api/admin/orders/:id/payment', staff: anyStaff };

export const postRefund: Routes['postRefund'] = { method: 'POST', path: '/api/admin/orders/:id/refunds', staff: officeStaff };
