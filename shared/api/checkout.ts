import { z } from 'zod/mini';
import { countries, isValidPostcode } from '../domain/checkout/address';
import { PAYMENT_STATUSES } from '../domain/payments/payment-status';
import { AddressSnapshotSchema, BasketView, itemSummary, OrderLine, rappen, totalFromShipping } from './basket-view';
import { endpointsTagged } from './endpoint';
import { IdParams, rowIdValue } from './id-params';
import { personInput, postalInput } from './person';
import { emailField, idField, optionalText, V } from './selfcare-fields';
import { multiLineText, singleLineText } from './text';
import * as routes from './routes/checkout';

const endpoint = endpointsTagged('checkout');

/** Ends the summary of a checkout step that answers the basket; such a step answers 404 when what it names is not in that basket. */
const basketAnswer = 'Answers the basket (BasketView) as the server prices it now.';

/*
 * The checkout calls of the spec (terms, comment, vouchers, confirm) and ours for the addresses
 * and the payment and shipping step. Every call works on the visitor's or customer's open basket
 * and answers the basket as the server prices it then, so each step shows what confirm will charge.
 */

export const TermsBody = z.strictObject({ accept: z.boolean() });
export const setTermsSchemas = { body: TermsBody, response: BasketView };
export const setTerms = endpoint(routes.setTerms, setTermsSchemas, {
  summary: `Records that the customer accepted (or withdrew acceptance of) the terms; confirm refuses without it. ${basketAnswer}`,
  errors: [404],
});

export const CommentBody = z.strictObject({ comment: multiLineText().check(z.trim(), z.maxLength(1000, { error: V.tooLong })) });
export const setCommentSchemas = { body: CommentBody, response: BasketView };
export const setComment = endpoint(routes.setComment, setCommentSchemas, {
  summary: `Stores the customer's comment for the order (empty clears it; at most 1000 characters). ${basketAnswer}`,
  errors: [404],
});

export const VoucherCodeBody = z.strictObject({
  code: singleLineText().check(z.trim(), z.minLength(1, { error: V.required }), z.maxLength(64, { error: V.tooLong })),
});

export const addVoucherSchemas = { body: VoucherCodeBody, response: BasketView };
export const addVoucher = endpoint(routes.addVoucher, addVoucherSchemas, {
  summary: `Adds a voucher code (case-insensitive). Refused with 422 and a localized reason in fields.code: unknown, not yet valid, expired, used up, already used by this customer, minimum order not reached, already added. A code that cannot be combined with a code in the basket answers 409 (fields.code names the conflict); after the customer agrees, add_force replaces the conflicting codes. ${basketAnswer}`,
  errors: [404, 409, 422],
});

export const addVoucherForceSchemas = { body: VoucherCodeBody, response: BasketView };
export const addVoucherForce = endpoint(routes.addVoucherForce, addVoucherForceSchemas, {
  summary: `Like voucher/add, but a code that is not combinable replaces the codes it conflicts with. The other refusals stay (422). ${basketAnswer}`,
  errors: [404, 422],
});

export const RemoveVoucherBody = z.strictObject({ basketVoucherId: idField(V.invalid) });
export const removeVoucherSchemas = { body: RemoveVoucherBody, response: BasketView };
export const removeVoucher = endpoint(routes.removeVoucher, removeVoucherSchemas, {
  summary: `Removes a voucher from the basket by its basketVoucherId (404 when it is not in this basket). ${basketAnswer}`,
  errors: [404],
});

/** A postal address typed at checkout: Switzerland (4-digit postcode) or Liechtenstein (9485-9498). */
export const CheckoutAddressInput = z
  .strictObject({
    ...personInput,
    ...postalInput,
    // Checked against the country below.
    zipcode: singleLineText({ error: V.zip }).check(z.trim()),
    country: z._default(z.enum(countries, { error: 'checkout.validation.country' }), 'CH'),
    /** Optional: for the courier's questions about the delivery. */
    phone: optionalText(40),
  })
  .check(
    z.superRefine((address, ctx) => {
      if (!isValidPostcode(address.country, address.zipcode)) {
        ctx.addIssue({ code: 'custom', path: ['zipcode'], message: address.country === 'LI' ? 'checkout.validation.zipLi' : 'checkout.validation.zipCh' });
      }
    }),
  );
export type CheckoutAddressInput = z.infer<typeof CheckoutAddressInput>;

export const AddressesBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('guest'),
    email: emailField,
    billingAddress: CheckoutAddressInput,
    /** null: deliver to the billing address. */
    deliveryAddress: z._default(z.nullable(CheckoutAddressInput), null),
  }),
  z.strictObject({
    kind: z.literal('customer'),
    billingAddressId: idField(V.invalid),
    /** null: deliver to the billing address. */
    deliveryAddressId: z._default(z.nullable(idField(V.invalid)), null),
  }),
]);
export type AddressesBody = z.infer<typeof AddressesBody>;

export const setAddressesSchemas = { body: AddressesBody, response: BasketView };
export const setAddresses = endpoint(routes.setAddresses, setAddressesSchemas, {
  summary: `The addresses step. Guests send kind 'guest' with their e-mail and a billing address (and a delivery address when it differs); postcodes of Switzerland (4 digits) and Liechtenstein (9485-9498) only. Logged-in customers send kind 'customer' with ids of their own address book (their default address is preselected until then); another customer's id answers 404, 'customer' without login 401. ${basketAnswer}`,
  errors: [404, 401],
});

export const PaymentAndShippingBody = z.strictObject({
  shippingOptionId: rowIdValue(),
  paymentMethod: singleLineText().check(z.minLength(1), z.maxLength(40)),
});
export const setPaymentAndShippingSchemas = { body: PaymentAndShippingBody, response: BasketView };
export const setPaymentAndShipping = endpoint(routes.setPaymentAndShipping, setPaymentAndShippingSchemas, {
  summary: `Chooses the shipping option (one offered in BasketView.shippingOptions) and the payment method (one of BasketView.checkout.paymentMethods: invoice with a Swiss QR-bill, or prepayment); 422 for any other. ${basketAnswer}`,
  errors: [404, 422],
});

export const PaymentInstructions = z.object({
  method: z.string(),
  /** Localized text for the confirmation page. */
  text: z.string(),
  /** Bank transfer data (invoice and prepayment). */
  iban: z.nullable(z.string()),
  creditor: z.nullable(z.string()),
  qrReference: z.nullable(z.string()),
  amountRappen: rappen,
  /** Days to pay an invoice; null for prepayment (production starts once paid). */
  dueDays: z.nullable(z.number().check(z.int())),
  /** Online payment (card, TWINT): the provider's page to pay on while it is open and unpaid; null for bank transfers. */
  redirectUrl: z.nullable(z.string()),
  /** Paid on the provider's page (card, TWINT), not by bank transfer. */
  online: z.boolean(),
  /** Where the money stands: pending, failed (an online attempt failed or expired; pay again), paid, partiallyRefunded, refunded, cancelled. */
  status: z.enum(PAYMENT_STATUSES),
});
export type PaymentInstructions = z.infer<typeof PaymentInstructions>;

export const OrderTotals = z.object({ itemsRappen: rappen, discountRappen: rappen, ...totalFromShipping });

/** The spec's orderconfirmationdata: what the confirmation page shows. */
export const OrderConfirmation = z.object({
  orderId: z.number().check(z.int()),
  number: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  email: z.string(),
  totals: OrderTotals,
  shippingName: z.string(),
  /** The expected delivery day (ISO date, Zurich), fixed when the order was placed; null for older orders. */
  expectedDelivery: z.nullable(z.iso.date()),
  payment: PaymentInstructions,
  /** Guests only: opens GET /api/orders/{orderId}?access=... (the link of the confirmation e-mail). */
  accessToken: z.nullable(z.string()),
  /** The basket is closed: the header's basket count is 0 now. */
  basketCount: z.literal(0),
  /** What was ordered, each item with the thumbnail of its design. */
  items: z.array(OrderLine),
});
export type OrderConfirmation = z.infer<typeof OrderConfirmation>;

export const confirmCheckoutSchemas = { response: OrderConfirmation };
export const confirmCheckout = endpoint(routes.confirmCheckout, confirmCheckoutSchemas, {
  summary:
    'Places the order (empty body). The server prices every item, voucher and shipping anew (nothing from the browser is read), refuses with 409 and a localized message when the basket is empty, an item can no longer be ordered, the addresses, shipping or payment method are missing, the terms are not accepted or a voucher no longer applies, and with 422 (fields.design) when an item lacks a picture its product prints; then creates the order, its items, voucher uses and print jobs and closes the basket in one transaction. A repeated or concurrent confirm of the same basket answers the same order. The confirmation e-mail (with the QR-bill PDF for invoices) goes out afterwards; a failed mail never undoes the order. New orders are limited per IP, per basket (attempts) and per recipient address: 429 rate_limited with Retry-After and a localized message; a repeated confirm of a placed order is never refused or counted.',
  errors: [404, 409, 422],
});

export const OrderItemView = z.object({
  id: z.number().check(z.int()),
  ...itemSummary,
  unitRappen: rappen,
  totalRappen: rappen,
  /** Production state of the print file: pending, running, done, failed. */
  printStatus: z.nullable(z.string()),
  thumbnailUrl: OrderLine.shape.thumbnailUrl,
});

export const OrderDetail = z.extend(z.omit(OrderConfirmation, { accessToken: true, basketCount: true }), {
  status: z.string(),
  /** ISO 8601: when the order reached its current status. */
  statusChangedAt: z.string(),
  /** Every status the order reached, oldest first (ISO 8601 times). */
  history: z.array(z.object({ status: z.string(), at: z.string() })),
  /** The payment method's name in the order's language. */
  paymentName: z.string(),
  /** The parcel's tracking number and the carrier's page for it, once the back office has shipped it. */
  tracking: z.nullable(z.object({ number: z.string(), url: z.nullable(z.string()) })),
  language: z.string(),
  comment: z.nullable(z.string()),
  billingAddress: AddressSnapshotSchema,
  deliveryAddress: AddressSnapshotSchema,
  items: z.array(OrderItemView),
  /** The codes the order used: discount codes took off their amount, gift vouchers' value codes (`pays`) paid it. */
  vouchers: z.array(z.object({ code: z.string(), amountRappen: rappen, pays: z.boolean() })),
  /** The codes issued for the order's gift vouchers once it was paid, one per piece. */
  giftVoucherCodes: z.array(z.object({ code: z.string(), amountRappen: rappen })),
  /** The partner whose website the order came through (its widget, or a shopper back within the attribution window), or null. */
  partnerName: z.nullable(z.string()),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderAccessQuery = z.strictObject({ access: z.optional(singleLineText().check(z.minLength(20), z.maxLength(200))) });

export const getOrderSchemas = { params: IdParams, query: OrderAccessQuery, response: OrderDetail };
export const getOrder = endpoint(routes.getOrder, getOrderSchemas, {
  summary: "One order: the logged-in customer's own (Bearer token), or a guest's with the access token of its confirmation (?access=...). 404 for any other.",
});

/** A PDF file: the bytes themselves, not JSON (a download; the typed client does not call it). */
export const PdfFile = z.string().register(z.globalRegistry, { format: 'binary', contentMediaType: 'application/pdf' });

export const getOrderInvoiceSchemas = { params: IdParams, query: OrderAccessQuery, response: PdfFile };
export const getOrderInvoice = endpoint(routes.getOrderInvoice, getOrderInvoiceSchemas, {
  summary:
    'The invoice with the Swiss QR-bill of an order paid by invoice, as application/pdf (an attachment named in the order’s language, Rechnung-{number}.pdf, Facture-…, Fattura-…, Invoice-…): the one the confirmation e-mail carries. Who may read the order (GET /api/orders/{id}) may have it: the logged-in customer their own (Bearer token), a guest with the access token of the confirmation (?access=...). 404 for anyone else, and for orders not paid by invoice.',
});
