import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, serialId } from './columns';
import type { Design, Printdata } from '../../../shared/domain';
import type { AddressSnapshot } from '../../../shared/domain/checkout/address';
import { HISTORY_EVENTS, ORDER_STATUSES } from '../../../shared/domain/orders/order-status';
import { PAYMENT_METHODS } from '../../../shared/domain/payments/payment-methods';
import type { StoredInstruction } from './basket';
import { customers } from './selfcare';
import { partners } from './partners';
import type { Attribution } from '../../../shared/domain/partners/partner';

/** Order numbers are numeric (the QR reference is built from them) and never reused. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 100001 });

/**
 * A confirmed basket: every amount as the server computed it at confirm (integer rappen, VAT
 * included), the addresses as they were then. basket_id is unique: a basket becomes one order at most.
 */
export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    number: text('number').notNull(),
    /** No foreign key: purging old baskets must never touch an order. */
    basketId: integer('basket_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    language: text('language', { enum: ['de', 'fr', 'it', 'en'] }).notNull(),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>().notNull(),
    comment: text('comment'),
    itemsRappen: integer('items_rappen').notNull(),
    discountRappen: integer('discount_rappen').notNull(),
    shippingRappen: integer('shipping_rappen').notNull(),
    totalRappen: integer('total_rappen').notNull(),
    /** Gift vouchers sold in the total (multi-purpose vouchers): no VAT on them. */
    voucherSalesRappen: integer('voucher_sales_rappen').notNull().default(0),
    /** The VAT contained in the rest of the total (8.1 %), extracted and rounded to the rappen. */
    vatRappen: integer('vat_rappen').notNull(),
    /** What redeemed gift vouchers (value codes) paid of the total; the rest is the amount due. */
    paidByVouchersRappen: integer('paid_by_vouchers_rappen').notNull().default(0),
    /** VAT rate in basis points (810 = 8.1 %), kept because rates change. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    shippingOptionId: integer('shipping_option_id').notNull(),
    shippingOptionRateId: integer('shipping_option_rate_id').notNull(),
    shippingName: text('shipping_name').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('received'),
    /**
     * When the order's money came (or it had nothing left to pay); null while it waits for it. Apart
     * from the status because an invoice order goes into production, and out, before it is paid.
     */
    paidAt: at('paid_at'),
    /** When the status last changed; every change is also kept in order_status_history. */
    statusChangedAt: at('status_changed_at').notNull().defaultNow(),
    /** Set by the back office once the parcel is handed over; shown to the customer in self-care. */
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** Swiss QR reference (QRR, 27 digits) of the invoice / payment slip. */
    qrReference: text('qr_reference').notNull(),
    /** SHA-256 of the guest's order access token (the confirmation link); null for customers. */
    accessTokenHash: text('access_token_hash'),
    /** Online payment: an order still unpaid at this moment is cancelled by the follow-up job (its page expired or failed, plus the grace to pay again). */
    paymentDeadline: at('payment_deadline'),
    /** The delivery day promised at confirm (Zurich calendar day); null for orders placed before it was computed. */
    expectedDelivery: date('expected_delivery', { mode: 'string' }),
    /** The partner the order is attributed to (its embed or a return within the window); no cascade: the books keep it. */
    partnerId: integer('partner_id').references(() => partners.id),
    /** How it was attributed: the channel, the first and the last touch (shared/domain/partners). */
    attribution: jsonb('attribution').$type<Attribution>(),
    createdAt: createdAt(),
    /**
     * What the staff's order search and the back office's search read, in lower case: number, e-mail
     * address, the addresses' names, companies, postcodes and towns, the QR reference and the
     * parcel's tracking number (a generated column, so a tracking number added later is found too).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(number || ' ' || email || ' ' || (billing_address->>'firstname') || ' ' || (billing_address->>'lastname') || ' ' || coalesce(billing_address->>'company', '') || ' ' || (billing_address->>'zipcode') || ' ' || (billing_address->>'city') || ' ' || (delivery_address->>'firstname') || ' ' || (delivery_address->>'lastname') || ' ' || coalesce(delivery_address->>'company', '') || ' ' || (delivery_address->>'zipcode') || ' ' || (delivery_address->>'city') || ' ' || qr_reference || ' ' || coalesce(tracking_number, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('orders_number').on(t.number),
    // The staff's order list: a page of one status (or payment method), newest first, by keyset.
    index('orders_status_id').on(t.status, t.id),
    index('orders_payment_id').on(t.paymentMethod, t.id),
    index('orders_created').on(t.createdAt),
    // Substring search (pg_trgm) over number, e-mail address, names, places, QR reference and tracking number.
    index('orders_search').using('gin', sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('orders_basket').on(t.basketId),
    // The bank file's credits find their order by the slip's QR reference.
    index('orders_qr_reference').on(t.qrReference),
    index('orders_customer').on(t.customerId, t.createdAt),
    // A partner's orders (the portal, the ledger), newest first.
    index('orders_partner')
      .on(t.partnerId, t.id)
      .where(sql`${t.partnerId} IS NOT NULL`),
    // A confirmed e-mail address takes over the guest orders placed with it (selfcare/email-confirmation).
    index('orders_guest_email')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.customerId} IS NULL`),
    // The online-payment follow-up finds unpaid orders past their deadline.
    index('orders_payment_deadline')
      .on(t.paymentDeadline)
      .where(sql`${t.status} = 'received' AND ${t.paymentDeadline} IS NOT NULL`),
    check(
      'orders_amounts',
      sql`${t.totalRappen} >= 0 AND ${t.discountRappen} >= 0 AND ${t.shippingRappen} >= 0 AND ${t.vatRappen} >= 0 AND ${t.voucherSalesRappen} >= 0 AND ${t.paidByVouchersRappen} BETWEEN 0 AND ${t.totalRappen}`,
    ),
  ],
);

/** One ordered item: the basket item as it was confirmed, with the price the server computed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    /** The product version that priced the item (null for orders placed before products had versions). */
    productVersion: integer('product_version'),
    quantity: integer('quantity').notNull(),
    instruction: jsonb('instruction').$type<StoredInstruction>().notNull(),
    design: jsonb('design').$type<Design>().notNull(),
    printdata: jsonb('printdata').$type<Printdata>().notNull(),
    /** The shopper accepted an image below the refusal limit (basket_items.quality_confirmed): the preflight lets it print. */
    qualityConfirmed: boolean('quality_confirmed').notNull().default(false),
    unitRappen: integer('unit_rappen').notNull(),
    totalRappen: integer('total_rappen').notNull(),
    /** fromAmount of the bulk tier that priced the item, null when none applied. */
    bulkFromAmount: integer('bulk_from_amount'),
  },
  (t) => [index('order_items_order').on(t.orderId, t.position), check('order_items_quantity', sql`${t.quantity} > 0`)],
);

/** Who caused a change of status: a staff member, the shop itself (nothing left to pay), the bank file, the payment provider. */
export const statusActors = ['staff', 'shop', 'bank', 'payment'] as const;

/** Every status an order reached, when and by whom; the first row is the order's placing. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    /** Null for the first row (the order was placed). */
    event: text('event', { enum: HISTORY_EVENTS }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    actor: text('actor', { enum: statusActors }).notNull(),
    /** The staff member for actor 'staff' (no foreign key: the record outlives a staff account). */
    staffId: integer('staff_id'),
    /** The cancellation's reason, the parcel number when shipped, or a refund's amount and reason. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order').on(t.orderId, t.id)],
);
