import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, serialId } from './columns';
import { baskets } from './basket';
import { voucherKinds } from '../../../shared/domain/checkout/vouchers';
import { orderItems, orders } from './orders';
import { customers } from './selfcare';

/**
 * A voucher code: a discount code (percentage, fixed) or a value code (a gift voucher bought in
 * the shop, issued once its order is paid, used once as a means of payment). used_count is raised by a conditional update inside the order transaction, so
 * a code with max_uses = 1 is used once however many confirms race for it.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serialId(),
    code: text('code').notNull(),
    kind: text('kind', { enum: voucherKinds }).notNull(),
    /** Percentage vouchers: whole percent (1-100). */
    percent: integer('percent'),
    /** Fixed vouchers: the discount in rappen; value codes: what the code pays. */
    amountRappen: integer('amount_rappen'),
    minOrderRappen: integer('min_order_rappen').notNull().default(0),
    validFrom: at('valid_from'),
    validTill: at('valid_till'),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    usedCount: integer('used_count').notNull().default(0),
    combinable: boolean('combinable').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** A value code: the gift voucher ordered (one code per piece; `piece` counts from 1). */
    issuedForOrderItemId: integer('issued_for_order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    piece: integer('piece'),
    createdAt: createdAt(),
  },
  (t) => [
    // Codes are case-insensitive: 'welcome10' is 'WELCOME10'.
    uniqueIndex('vouchers_code_lower').on(sql`lower(${t.code})`),
    check(
      'vouchers_value',
      sql`(${t.kind} = 'percentage' AND ${t.percent} BETWEEN 1 AND 100 AND ${t.amountRappen} IS NULL) OR (${t.kind} IN ('fixed', 'value') AND ${t.amountRappen} > 0 AND ${t.percent} IS NULL)`,
    ),
    // Issuing is idempotent: a gift voucher's piece has one code, however often its order is marked paid.
    uniqueIndex('vouchers_issued_piece').on(t.issuedForOrderItemId, t.piece),
    check('vouchers_used', sql`${t.usedCount} >= 0 AND (${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses})`),
  ],
);

/** A voucher code added to a basket; its id is the spec's basketVoucherId. */
export const basketVouchers = pgTable(
  'basket_vouchers',
  {
    id: serialId(),
    basketId: ownedBy('basket_id', () => baskets.id),
    voucherId: ownedBy('voucher_id', () => vouchers.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('basket_vouchers_basket_voucher').on(t.basketId, t.voucherId)],
);

/** One use of a voucher by an order; per-customer limits count these (by customer, or a guest's e-mail). */
export const voucherUsages = pgTable(
  'voucher_usages',
  {
    id: serialId(),
    voucherId: ownedBy('voucher_id', () => vouchers.id),
    orderId: ownedBy('order_id', () => orders.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    discountRappen: integer('discount_rappen').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('voucher_usages_voucher_order').on(t.voucherId, t.orderId),
    index('voucher_usages_customer').on(t.voucherId, t.customerId),
    index('voucher_usages_email').on(t.voucherId, sql`lower(${t.email})`),
  ],
);
