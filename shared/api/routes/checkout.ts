import type {
  addVoucherForceSchemas,
  addVoucherSchemas,
  confirmCheckoutSchemas,
  getOrderInvoiceSchemas,
  getOrderSchemas,
  removeVoucherSchemas,
  setAddressesSchemas,
  setCommentSchemas,
  setPaymentAndShippingSchemas,
  setTermsSchemas,
} from '../checkout';
import type { Route } from '../route';

export const setTerms: Route<typeof setTermsSchemas> = { method: 'POST', path: '/api/checkout/terms/set' };

export const setComment: Route<typeof setCommentSchemas> = { method: 'POST', path: '/api/checkout/comment/set' };

export const addVoucher: Route<typeof addVoucherSchemas> = { method: 'POST', path: '/api/checkout/voucher/add' };

export const addVoucherForce: Route<typeof addVoucherForceSchemas> = { method: 'POST', path: '/api/checkout/voucher/add_force' };

export const removeVoucher: Route<typeof removeVoucherSchemas> = { method: 'POST', path: '/api/checkout/voucher/remove' };

export const setAddresses: Route<typeof setAddressesSchemas> = { method: 'POST', path: '/api/checkout/addresses/set' };

export const setPaymentAndShipping: Route<typeof setPaymentAndShippingSchemas> = { method: 'POST', path: '/api/checkout/paymentAndShipping/set' };

export const confirmCheckout: Route<typeof confirmCheckoutSchemas> = { method: 'POST', path: '/api/checkout/confirm', basketSession: 'ends' };

export const getOrder: Route<typeof getOrderSchemas> = { method: 'GET', path: '/api/orders/:id' };

export const getOrderInvoice: Route<typeof getOrderInvoiceSchemas> = { method: 'GET', path: '/api/orders/:id/invoice' };
