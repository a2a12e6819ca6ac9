import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CommissionPart } from '../../../shared/domain/partners/commission';
import { at, serialId } from './columns';
import { orders } from './orders';
import { partners } from './partners';

/**
 * What wrote a ledger row: the entry when the order was paid, or a reversal when it was cancelled
 * after that, or when money of it was given back (an online refund, a bank refund: by its id).
 */
export type LedgerSource = 'paid' | 'cancel' | `refund:${number}` | `bank-refund:${number}`;

/**
 * The partners' commission ledger (shared/domain/partners/commission.ts): an entry per attributed
 * order once paid, and reversals (negative, naming the entry) of it. A row is never changed. Unique
 * per order and source, so a retried payment, refund or cancel cannot write one twice.
 */
export const partnerLedger = pgTable(
  'partner_ledger',
  {
    id: serialId(),
    /** No cascades: the books keep what was earned. */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    source: text('source').$type<LedgerSource>().notNull(),
    /** A reversal's entry; null for the entry itself. */
    reversesId: integer('reverses_id').references((): AnyPgColumn => partnerLedger.id),
    /** The sums of the parts: the net base (without VAT) and the commission, negative for a reversal. */
    baseRappen: integer('base_rappen').notNull(),
    commissionRappen: integer('commission_rappen').notNull(),
    /** A part per commission rate, as the statement lists them. */
    parts: jsonb('parts').$type<CommissionPart[]>().notNull(),
    /** When the payment, refund or cancel happened: the statement's month is its Zurich month. */
    bookedAt: at('booked_at').notNull(),
  },
  (t) => [
    uniqueIndex('partner_ledger_order_source').on(t.orderId, t.source),
    // A partner's statement and the month's payout: its rows of a month, in order.
    index('partner_ledger_partner_booked').on(t.partnerId, t.bookedAt),
    index('partner_ledger_booked').on(t.bookedAt),
    check('partner_ledger_entry', sql`(${t.source} = 'paid') = (${t.reversesId} IS NULL)`),
    check(
      'partner_ledger_sign',
      sql`CASE WHEN ${t.reversesId} IS NULL THEN ${t.baseRappen} >= 0 AND ${t.commissionRappen} >= 0 ELSE ${t.baseRappen} <= 0 AND ${t.commissionRappen} <= 0 END`,
    ),
  ],
);
