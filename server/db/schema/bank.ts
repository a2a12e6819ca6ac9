import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CREDIT_OUTCOMES } from '../../../shared/domain/payments/bank-credit';
import { orders } from './orders';

/** A camt.054 file staff uploaded; the same file again is recognised by its hash. */
export const bankFiles = pgTable(
  'bank_files',
  {
    id: serial('id').primaryKey(),
    filename: text('filename').notNull(),
    sha256: text('sha256').notNull(),
    messageId: text('message_id').notNull(),
    /** No foreign key: the record outlives a staff account. */
    uploadedByStaffId: integer('uploaded_by_staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_files_sha256').on(t.sha256)],
);

export const creditDecisions = ['markedPaid', 'dismissed'] as const;

/** One payment the bank reported, what the import made of it, and what a person decided where it could not. */
export const bankCredits = pgTable(
  'bank_credits',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => bankFiles.id, { onDelete: 'cascade' }),
    /** The bank's reference of the payment: one payment in two overlapping files is booked once. */
    bankReference: text('bank_reference').notNull(),
    reference: text('reference'),
    amountRappen: integer('amount_rappen').notNull(),
    currency: text('currency').notNull(),
    reversal: boolean('reversal').notNull().default(false),
    bookedOn: date('booked_on', { mode: 'string' }),
    debtorName: text('debtor_name'),
    outcome: text('outcome', { enum: CREDIT_OUTCOMES }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    decision: text('decision', { enum: creditDecisions }),
    decidedByStaffId: integer('decided_by_staff_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_credits_bank_reference').on(t.bankReference),
    // The staff's list: credits still waiting for a person.
    index('bank_credits_open').on(t.outcome, t.decision, t.id),
  ],
);
