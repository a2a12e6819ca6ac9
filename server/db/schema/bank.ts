import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, serialId, timestamps } from './columns';
import { CREDIT_OUTCOMES } from '../../../shared/domain/payments/bank-credit';
import { BANK_REFUND_STATUSES } from '../../../shared/domain/payments/bank-refund';
import { orders } from './orders';

/** A camt.054 file staff uploaded; the same file again is recognised by its hash. */
export const bankFiles = pgTable(
  'bank_files',
  {
    id: serialId(),
    filename: text('filename').notNull(),
    sha256: text('sha256').notNull(),
    messageId: text('message_id').notNull(),
    /** No foreign key: the record outlives a staff account. */
    uploadedByStaffId: integer('uploaded_by_staff_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_files_sha256').on(t.sha256)],
);

export const creditDecisions = ['markedPaid', 'dismissed'] as const;

/** One payment the bank reported, what the import made of it, and what a person decided where it could not. */
export const bankCredits = pgTable(
  'bank_credits',
  {
    id: serialId(),
    fileId: ownedBy('file_id', () => bankFiles.id),
    /** The bank's reference of the payment: one payment in two overlapping files is booked once. */
    bankReference: text('bank_reference').notNull(),
    reference: text('reference'),
    amountRappen: integer('amount_rappen').notNull(),
    currency: text('currency').notNull(),
    reversal: boolean('reversal').notNull().default(false),
    bookedOn: date('booked_on', { mode: 'string' }),
    debtorName: text('debtor_name'),
    /** The payer's account (RltdPties/DbtrAcct/Id/IBAN), when the bank names it: a refund goes back there. */
    debtorIban: text('debtor_iban'),
    outcome: text('outcome', { enum: CREDIT_OUTCOMES }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    decision: text('decision', { enum: creditDecisions }),
    decidedByStaffId: integer('decided_by_staff_id'),
    decidedAt: at('decided_at'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_credits_bank_reference').on(t.bankReference),
    // The staff's list: credits still waiting for a person.
    index('bank_credits_open').on(t.outcome, t.decision, t.id),
  ],
);

/**
 * Money that came by bank transfer and is owed back (an order cancelled after it was paid): open
 * until staff mark it paid back, after the bank executed the shop's payment file (pain.001).
 * The payer's name and account come from the bank file that paid the order, else staff enter them.
 */
export const bankRefunds = pgTable(
  'bank_refunds',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    amountRappen: integer('amount_rappen').notNull(),
    status: text('status', { enum: BANK_REFUND_STATUSES }).notNull().default('open'),
    payerName: text('payer_name'),
    /** Electronic form (CH9300762011623852957), checked (mod 97) before it is stored. */
    iban: text('iban'),
    /** Where the payer's details came from: the bank file's credit, or a staff member. */
    payerSource: text('payer_source', { enum: ['bankFile', 'staff'] }),
    reason: text('reason'),
    /** No foreign keys to staff: the record outlives a staff account. */
    createdByStaffId: integer('created_by_staff_id'),
    paidBackByStaffId: integer('paid_back_by_staff_id'),
    paidBackAt: at('paid_back_at'),
    ...timestamps(),
  },
  (t) => [
    index('bank_refunds_order').on(t.orderId, t.id),
    // The office's list and the payment file: the refunds still open.
    index('bank_refunds_open').on(t.status, t.id),
    check('bank_refunds_amount', sql`${t.amountRappen} > 0`),
  ],
);
