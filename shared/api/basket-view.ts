import { z } from 'zod/mini';
import { countries } from '../domain/checkout/address';
import { voucherRefusals } from '../domain/checkout/vouchers';
import { ShippingOption } from '../domain/product/product-schema';
import { endpointsTagged } from './endpoint';
import { IdParams } from './id-params';
import { personView, postalView } from './person';
import * as routes from './routes/basket-view';

const endpoint = endpointsTagged('basket');

/** Ends the summary of a call on the open basket that answers the whole basket (BasketView); such a call answers 404 when what it names is not in that basket. */
const basketSummary = 'Answers the whole basket as the server prices it now (items, vouchers, shipping estimate, VAT included, total, checkout state).';

/*
 * The basket page and every checkout step read one shape: the visitor's (or customer's) open
 * basket as the server prices it now. Amounts are whole rappen (1/100 CHF), VAT included; the
 * shell formats them with Intl. Nothing here is ever read back from a browser.
 */

/** An amount in whole rappen (1/100 CHF). */
export const rappen = z.number().check(z.int());

/** An item as the basket, its backups and orders name it: the product, the quantity and the customer's choices as text. */
export const itemSummary = {
  productId: z.string(),
  productName: z.string(),
  quantity: z.number().check(z.int()),
  customerDetails: z.array(z.object({ property: z.string(), value: z.string() })),
};

/** An ordered item as the confirmation, the order history and the staff's list show it. */
export const OrderLine = z.object({
  id: z.number().check(z.int()),
  productName: z.string(),
  quantity: z.number().check(z.int()),
  totalRappen: rappen,
  /** Signed URL of the server-rendered thumbnail of the item's design (crop, rotation, collage, edge), 400 px; null without an image. */
  thumbnailUrl: z.nullable(z.string()),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** A shipping option of the catalogue priced for the basket (its rate may be an exception's: shared/domain/shipping). */
export const ShippingQuoteSchema = z.object({
  ...z.pick(ShippingOption, { shippingOption_id: true, shippingOptionRate_id: true, name: true }).shape,
  priceRappen: rappen,
  price: z.number(),
  /** Collected at the workshop: chosen only by the shopper, never the default. */
  pickup: z.boolean(),
  /** Working days from dispatch to delivery (0 for a pickup). */
  transitDays: z.number().check(z.int(), z.gte(0)),
});

export const BasketLine = z.object({
  /** The basketItemId (edit: /api/config/basketitem/{id}). */
  id: z.number().check(z.int()),
  ...itemSummary,
  quantity: z.number().check(z.int(), z.positive()),
  /**
   * The signed URL of the design thumbnail: the item's print as the server renders it (crop,
   * rotation, collage cells, edge), 400 px, immutable; null for an item without an image.
   */
  previewUrl: z.nullable(z.string()),
  /** For an item without a design (a gift voucher): the product picture (shared/domain/product-pictures) of its configuration, shown instead; else null. */
  pictureId: z.nullable(z.string()),
  unitRappen: rappen,
  totalRappen: rappen,
  /** Set while a promo price applies: the regular unit price, shown struck through. */
  regularUnitRappen: z.nullable(rappen),
  /** The bulk price tier that priced this quantity (fromAmount), null when none. */
  bulkFromAmount: z.nullable(z.number().check(z.int())),
  /** Why the item cannot be ordered any more (product withdrawn, limits changed); empty when it can. */
  errors: z.array(z.string()),
});
export type BasketLine = z.infer<typeof BasketLine>;

export const BasketVoucherView = z.object({
  basketVoucherId: z.number().check(z.int()),
  code: z.string(),
  /** What the code takes off now (a discount code) or pays (a gift voucher's value code); 0 while it does not apply. */
  amountRappen: rappen,
  /** A gift voucher's value code: a means of payment, shown after the total, not a discount. */
  pays: z.boolean(),
  /** Why the code does not apply now (e.g. the minimum order is no longer reached), else null. */
  refusal: z.nullable(z.enum(voucherRefusals)),
  message: z.nullable(z.string()),
});

export const AddressSnapshotSchema = z.object({
  ...personView,
  ...postalView,
  country: z.enum(countries),
  phone: z.nullish(z.string()),
});

export const PaymentMethodView = z.object({ id: z.string(), name: z.string(), description: z.string() });

export const CheckoutState = z.object({
  termsAccepted: z.boolean(),
  comment: z.nullable(z.string()),
  /** A guest's e-mail, or the customer's contact e-mail. */
  email: z.nullable(z.string()),
  /** Customers: the chosen address book entries (the default one until another is chosen). */
  billingAddressId: z.nullable(z.number().check(z.int())),
  deliveryAddressId: z.nullable(z.number().check(z.int())),
  /** The addresses the order will carry (guests: as typed; customers: from the address book). */
  billingAddress: z.nullable(AddressSnapshotSchema),
  deliveryAddress: z.nullable(AddressSnapshotSchema),
  shippingOptionId: z.nullable(z.number().check(z.int())),
  paymentMethod: z.nullable(z.string()),
  paymentMethods: z.array(PaymentMethodView),
  /** What confirm still needs: 'items', 'addresses', 'paymentMethod', 'terms', 'shipping'; empty = ready. */
  missing: z.array(z.enum(['items', 'itemErrors', 'addresses', 'shipping', 'paymentMethod', 'terms', 'vouchers'])),
});

/** The checkout of a basket before the customer chose anything (a new basket; tests build on it). */
export const NOTHING_CHOSEN = {
  termsAccepted: false,
  comment: null,
  email: null,
  billingAddressId: null,
  deliveryAddressId: null,
  billingAddress: null,
  deliveryAddress: null,
  shippingOptionId: null,
  paymentMethod: null,
} as const satisfies Partial<z.infer<typeof CheckoutState>>;

/** An item whose unit price a catalogue change moved, found when the basket checked it again. */
export const PriceChange = z.object({
  itemId: z.number().check(z.int()),
  productName: z.string(),
  /** The unit price the item kept since it was put in the basket (the product version it was checked with). */
  fromUnitRappen: rappen,
  /** The unit price by the product's current version, which the item has now. */
  toUnitRappen: rappen,
});
export type PriceChange = z.infer<typeof PriceChange>;

/** The money of a basket, and of the order it becomes, from shipping to what is left to pay. */
export const totalFromShipping = {
  shippingRappen: rappen,
  totalRappen: rappen,
  /** Gift vouchers sold in the total: multi-purpose vouchers, without VAT. */
  voucherSalesRappen: rappen,
  /** VAT included in the rest of totalRappen (8.1 %, rounded to the rappen). */
  vatRappen: rappen,
  vatRatePercent: z.number(),
  /** What redeemed gift vouchers pay of the total. */
  paidByVouchersRappen: rappen,
  /** What is left to pay: the total less what gift vouchers pay. */
  amountDueRappen: rappen,
};

export const BasketView = z.object({
  /** Number of items (the header's basket count). */
  count: z.number().check(z.int(), z.nonnegative()),
  items: z.array(BasketLine),
  vouchers: z.array(BasketVoucherView),
  itemsRappen: rappen,
  discountRappen: rappen,
  /** Options that can carry the whole basket as one parcel, each at its most demanding item's price. */
  shippingOptions: z.array(ShippingQuoteSchema),
  /** The chosen option, else the cheapest (the shipping estimate); null for an empty basket. */
  shipping: z.nullable(ShippingQuoteSchema),
  ...totalFromShipping,
  /** The day the basket would arrive if ordered now with the shown shipping (ISO date, Swiss working days); null for an empty basket. */
  expectedDelivery: z.nullable(z.iso.date()),
  checkout: CheckoutState,
  /**
   * Items keep the price rules they were put in the basket with until the basket checks them
   * again, which GET /api/basket does (opening the basket or the checkout): the items whose unit
   * price changed at that check. Empty in every other answer.
   */
  priceChanges: z.array(PriceChange),
});
export type BasketView = z.infer<typeof BasketView>;

export const getBasketSchemas = { response: BasketView };
export const getBasket = endpoint(routes.getBasket, getBasketSchemas, {
  summary: `The visitor's (cookie) or logged-in customer's open basket; an empty one for a new visitor. Checks again every item whose product changed since it was put in the basket (priceChanges lists the prices that moved); until then an item keeps the price rules it was made with. ${basketSummary}`,
});

export const QuantityBody = z.strictObject({ quantity: z.number().check(z.int(), z.gte(1), z.lte(100_000)) });

export const setBasketItemQuantitySchemas = { params: IdParams, body: QuantityBody, response: BasketView };
export const setBasketItemQuantity = endpoint(routes.setBasketItemQuantity, setBasketItemQuantitySchemas, {
  summary: `Changes an item's quantity; unit price and bulk tier are computed anew. 422 when the product's quantity limits refuse it, 404 for an item not in this basket. ${basketSummary}`,
  errors: [422],
});

export const removeBasketItemSchemas = { params: IdParams, response: BasketView };
export const removeBasketItem = endpoint(routes.removeBasketItem, removeBasketItemSchemas, {
  summary: `Removes an item from the basket (404 for an item not in it). ${basketSummary}`,
});

export const cloneBasketItemSchemas = { params: IdParams, response: BasketView };
export const cloneBasketItem = endpoint(routes.cloneBasketItem, cloneBasketItemSchemas, {
  summary: `Adds a copy of an item (same configuration, design and quantity) to the basket; 422 (fields.design) when the item lacks a picture its product prints. ${basketSummary}`,
  errors: [422],
});

export const BasketBackup = z.object({
  id: z.number().check(z.int()),
  /** merged: the customer's basket before a visitor's basket was merged in at login;
   *  failed_checkout: the basket when a confirm failed on the server's side. */
  reason: z.enum(['merged', 'failed_checkout']),
  /** ISO 8601. */
  createdAt: z.string(),
  count: z.number().check(z.int()),
  items: z.array(z.object(itemSummary)),
});
export const BasketBackupList = z.object({ backups: z.array(BasketBackup) });

export const getBasketBackupsSchemas = { response: BasketBackupList };
export const getBasketBackups = endpoint(routes.getBasketBackups, getBasketBackupsSchemas, {
  summary:
    'basketBackup: earlier baskets of this visitor (basket cookie) or customer kept for 30 days, newest first: the basket a customer had before a visitor basket was merged into it at login, and the basket of a checkout that failed. Restoring adds the items to the current basket (priced anew), it never replaces it.',
});

export const restoreBasketBackupSchemas = { params: IdParams, response: BasketView };
export const restoreBasketBackup = endpoint(routes.restoreBasketBackup, restoreBasketBackupSchemas, {
  summary: `Adds the items of one of the visitor's or customer's own backups to the current basket (404 for anyone else's or an expired one). ${basketSummary}`,
  errors: [410],
});

export { AddStaticBody, BasketItemAdded, addStatic } from './basket-static';
