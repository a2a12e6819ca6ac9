import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, productOf, serialId, timestamps } from './columns';
import type { CheckResult, Design, Printdata } from '../../../shared/domain';
import type { AddressSnapshot } from '../../../shared/domain/checkout/address';
import { PAYMENT_METHODS } from '../../../shared/domain/payments/payment-methods';
import { products, productVersions } from './catalogue';
import { customerAddresses, customers } from './selfcare';
import { partners } from './partners';
import type { Attribution } from '../../../shared/domain/partners/partner';

/**
 * What a basket item, and the order item made of it, keeps of the server's check
 * (features/basket/stored-instruction.ts): the order prints and ships from this. Beside it the item
 * keeps the design laid out again on the checked size, and its print data.
 */
export type StoredInstruction = { readonly version: 2 } & Pick<
  CheckResult,
  'configuration' | 'printAreas' | 'customerDetails' | 'adminDetails' | 'bom' | 'minProductionTime' | 'maxProductionTime'
>;

/**
 * An anonymous or customer basket. Visitors hold a random token whose SHA-256 is stored here; a
 * customer's basket has no token (it is found by customer_id), so a visitor cookie left on a shared
 * computer never opens it. The checkout choices live on the basket until confirm copies them into
 * the order.
 */
export const baskets = pgTable(
  'baskets',
  {
    id: serialId(),
    tokenHash: text('token_hash'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    // draft/handover belong to features/partner-drafts; merged = a visitor basket moved into a customer's.
    status: text('status', { enum: ['open', 'ordered', 'abandoned', 'merged', 'draft', 'handover'] })
      .notNull()
      .default('open'),
    termsAcceptedAt: at('terms_accepted_at'),
    comment: text('comment'),
    shippingOptionId: integer('shipping_option_id'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    /** A guest's e-mail; customers use their contact's. */
    email: text('email'),
    /** A guest's addresses as typed (snapshots); customers choose address book ids instead. */
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>(),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
    billingAddressId: integer('billing_address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
    deliveryAddressId: integer('delivery_address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
    /** Last confirm that failed after the basket was accepted (basketBackup lists these). */
    checkoutFailedAt: at('checkout_failed_at'),
    /** The partner whose embed made the draft, or whose handover (or returning shopper) brought this basket. */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    /** Where the basket came from (shared/domain/partners), copied to the order at confirm. */
    attribution: jsonb('attribution').$type<Attribution>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('baskets_token_hash').on(t.tokenHash),
    // One open basket per customer, whatever several requests do at once.
    uniqueIndex('baskets_customer_open')
      .on(t.customerId)
      .where(sql`${t.status} = 'open'`),
    // The clean-up job finds stale drafts and spent handover codes by status and age.
    index('baskets_status_updated').on(t.status, t.updatedAt),
  ],
);

export const basketItems = pgTable(
  'basket_items',
  {
    id: serialId(),
    basketId: ownedBy('basket_id', () => baskets.id),
    productId: productOf(() => products.id),
    /**
     * The product version the item was checked with: it is priced by that version's rules until the
     * shopper's basket checks it again against the current one (features/basket/recheck-items.ts).
     */
    productVersion: integer('product_version').notNull(),
    quantity: integer('quantity').notNull(),
    instruction: jsonb('instruction').$type<StoredInstruction>().notNull(),
    design: jsonb('design').$type<Design>().notNull(),
    printdata: jsonb('printdata').$type<Printdata>().notNull(),
    /** The shopper confirmed printing an image below the refusal limit (REFUSE_BELOW_DPI); the order item keeps it for the preflight. */
    qualityConfirmed: boolean('quality_confirmed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('basket_items_basket').on(t.basketId),
    check('basket_items_quantity', sql`${t.quantity} > 0`),
    foreignKey({
      name: 'basket_items_product_version_fk',
      columns: [t.productId, t.productVersion],
      foreignColumns: [productVersions.productId, productVersions.version],
    }),
  ],
);

/** The items of a basket kept aside (basketBackup): restorable into the current basket for 30 days. */
export type BackupItem = Pick<typeof basketItems.$inferSelect, 'productId' | 'quantity' | 'instruction' | 'design' | 'printdata'> &
  // Backups made before the consent was kept lack it: restored unconfirmed.
  Partial<Pick<typeof basketItems.$inferSelect, 'qualityConfirmed'>>;

export const basketBackups = pgTable(
  'basket_backups',
  {
    id: serialId(),
    /** The owner: a customer, or the visitor whose basket token hash it was. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    reason: text('reason', { enum: ['merged', 'failed_checkout'] }).notNull(),
    items: jsonb('items').$type<BackupItem[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('basket_backups_customer').on(t.customerId, t.createdAt),
    index('basket_backups_token').on(t.tokenHash, t.createdAt),
    // The clean-up job deletes backups past their 30 days.
    index('basket_backups_created').on(t.createdAt),
    check('basket_backups_owner', sql`${t.customerId} IS NOT NULL OR ${t.tokenHash} IS NOT NULL`),
  ],
);
