import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamps } from './columns';
import { orders } from './orders';
import { customers } from './selfcare';

/**
 * A staff member's internal note on an order or a customer: never part of anything a customer is
 * sent or shown. A flagged note puts its order on the cockpit's list of orders waiting for a person.
 */
export const internalNotes = pgTable(
  'internal_notes',
  {
    id: serialId(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** No foreign key: the note outlives a staff account. */
    authorStaffId: integer('author_staff_id').notNull(),
    text: text('text').notNull(),
    flagged: boolean('flagged').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('internal_notes_order').on(t.orderId, t.id),
    index('internal_notes_customer').on(t.customerId, t.id),
    // The cockpit counts the flagged notes.
    index('internal_notes_flagged')
      .on(t.orderId)
      .where(sql`${t.flagged}`),
    check('internal_notes_subject', sql`num_nonnulls(${t.orderId}, ${t.customerId}) = 1`),
  ],
);
