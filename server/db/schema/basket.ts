import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/** An anonymous or customer basket; visitors hold a random token whose SHA-256 is stored here. */
export const baskets = pgTable(
  'baskets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['open', 'ordered', 'abandoned'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('baskets_token_hash').on(t.tokenHash)],
);

export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    instruction: jsonb('instruction').notNull(),
    design: jsonb('design').notNull(),
    printdata: jsonb('printdata').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('basket_items_basket').on(t.basketId), check('basket_items_quantity', sql`${t.quantity} > 0`)],
);
