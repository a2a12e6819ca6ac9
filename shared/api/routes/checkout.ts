import type * as area from '../checkout';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const setTerms: Routes['setTerms'] = { method: 'POST', path: '/api/checkout/terms/set' };

export const setComment: Routes['setComment'] = { method: 'POST', path: '/api/checkout/comment/set' };

export const addVoucher: Routes['addVoucher'] = { method: 'POST', path: '/api/checkout/voucher/add' };

export const addVoucherForce: Routes['addVoucherForce'] = { method: 'POST', path: '/api/checkout/voucher/add_force' };

export const removeVoucher: Routes['removeVoucher'] = { method: 'POST', path: '/api/checkout/voucher/remove' };

export const setAddresses: Routes['setAddresses'] = { method: 'POST', path: '/api/checkout/addresses/set' };

export const setPaymentAndShipping: Routes['setPaymentAndShipping'] = { method: 'POST', path: '/api/checkout/paymentAndShipping/set' };

export const confirmCheckout: Routes['confirmCheckout'] = { method: 'POST', path: '/api/checkout/confirm', basketSession: 'ends' };

export const getOrder: Routes['getOrder'] = { method: 'GET', path: '/api/orders/:id' };

export const getOrderInvoice: Routes['getOrderInvoice'] = { method: 'GET', path: '/api/orders/:id/invoice' };
