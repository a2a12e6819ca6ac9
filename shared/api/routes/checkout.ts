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
import { basketRoute } from './basket-view';

const basketAnswer = 'Answers the basket (BasketView) as the server prices it now.';

export const setTerms = basketRoute<typeof setTermsSchemas>({
  method: 'POST',
  path: '/api/checkout/terms/set',
  summary: `Records that the customer accepted (or withdrew acceptance of) the terms; confirm refuses without it. ${basketAnswer}`,
  tags: ['checkout'],
});

export const setComment = basketRoute<typeof setCommentSchemas>({
  method: 'POST',
  path: '/api/checkout/comment/set',
  summary: `Stores the customer's comment for the order (empty clears it; at most 1000 characters). ${basketAnswer}`,
  tags: ['checkout'],
});

export const addVoucher = basketRoute<typeof addVoucherSchemas>({
  method: 'POST',
  path: '/api/checkout/voucher/add',
  summary: `Adds a voucher code (case-insensitive). Refused with 422 and a localized reason in fields.code: unknown, not yet valid, expired, used up, already used by this customer, minimum order not reached, already added. A code that cannot be combined with a code in the basket answers 409 (fields.code names the conflict); after the customer agrees, add_force replaces the conflicting codes. ${basketAnswer}`,
  tags: ['checkout'],
  errors: [409, 422],
});

export const addVoucherForce = basketRoute<typeof addVoucherForceSchemas>({
  method: 'POST',
  path: '/api/checkout/voucher/add_force',
  summary: `Like voucher/add, but a code that is not combinable replaces the codes it conflicts with. The other refusals stay (422). ${basketAnswer}`,
  tags: ['checkout'],
  errors: [422],
});

export const removeVoucher = basketRoute<typeof removeVoucherSchemas>({
  method: 'POST',
  path: '/api/checkout/voucher/remove',
  summary: `Removes a voucher from the basket by its basketVoucherId (404 when it is not in this basket). ${basketAnswer}`,
  tags: ['checkout'],
});

export const setAddresses = basketRoute<typeof setAddressesSchemas>({
  method: 'POST',
  path: '/api/checkout/addresses/set',
  summary: `The addresses step. Guests send kind 'guest' with their e-mail and a billing address (and a delivery address when it differs); postcodes of Switzerland (4 digits) and Liechtenstein (9485-9498) only. Logged-in customers send kind 'customer' with ids of their own address book (their default address is preselected until then); another customer's id answers 404, 'customer' without login 401. ${basketAnswer}`,
  tags: ['checkout'],
  errors: [401],
});

export const setPaymentAndShipping = basketRoute<typeof setPaymentAndShippingSchemas>({
  method: 'POST',
  path: '/api/checkout/paymentAndShipping/set',
  summary: `Chooses the shipping option (one offered in BasketView.shippingOptions) and the payment method (one of BasketView.checkout.paymentMethods: invoice with a Swiss QR-bill, or prepayment); 422 for any other. ${basketAnswer}`,
  tags: ['checkout'],
  errors: [422],
});

export const confirmCheckout: Route<typeof confirmCheckoutSchemas> = {
  method: 'POST',
  path: '/api/checkout/confirm',
  summary:
    'Places the order (empty body). The server prices every item, voucher and shipping anew (nothing from the browser is read), refuses with 409 and a localized message when the basket is empty, an item can no longer be ordered, the addresses, shipping or payment method are missing, the terms are not accepted or a voucher no longer applies, and with 422 (fields.design) when an item lacks a picture its product prints; then creates the order, its items, voucher uses and print jobs and closes the basket in one transaction. A repeated or concurrent confirm of the same basket answers the same order. The confirmation e-mail (with the QR-bill PDF for invoices) goes out afterwards; a failed mail never undoes the order. New orders are limited per IP, per basket (attempts) and per recipient address: 429 rate_limited with Retry-After and a localized message; a repeated confirm of a placed order is never refused or counted.',
  tags: ['checkout'],
  basketSession: 'ends',
  errors: [404, 409, 422, 429],
};

export const getOrder: Route<typeof getOrderSchemas> = {
  method: 'GET',
  path: '/api/orders/:id',
  summary: "One order: the logged-in customer's own (Bearer token), or a guest's with the access token of its confirmation (?access=...). 404 for any other.",
  tags: ['checkout'],
  errors: [404],
};

export const getOrderInvoice: Route<typeof getOrderInvoiceSchemas> = {
  method: 'GET',
  path: '/api/orders/:id/invoice',
  summary:
    'The invoice with the Swiss QR-bill of an order paid by invoice, as application/pdf (an attachment named in the order’s language, Rechnung-{number}.pdf, Facture-…, Fattura-…, Invoice-…): the one the confirmation e-mail carries. Who may read the order (GET /api/orders/{id}) may have it: the logged-in customer their own (Bearer token), a guest with the access token of the confirmation (?access=...). 404 for anyone else, and for orders not paid by invoice.',
  tags: ['checkout'],
  errors: [404],
};
