import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Preflight } from '../../../shared/api/preflight';
import { orderItems } from './orders';

/**
 * The print-file state of one ordered item, inserted pending with its job of the job engine by the
 * order transaction; the engine decides when it is tried (and tried again), the worker stores the
 * file's object-storage key here, and staff see its state and error.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    fileKey: text('file_key'),
    error: text('error'),
    /** The preflight of the file last made, kept with a file that failed it for staff to look at. */
    preflight: jsonb('preflight').$type<Preflight>(),
    /** Read by nothing since the job engine keeps the next try's time: to drop in a migration. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the workshop printed the item, and who (no foreign key: the record outlives a staff account). */
    printedAt: timestamp('printed_at', { withTimezone: true }),
    printedByStaffId: integer('printed_by_staff_id'),
    /** When the job was queued: the age of the oldest job still to make (metrics). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The jobs still to make or failed, few beside the done ones of every order ever: the metrics' scrape counts them.
  (t) => [
    index('print_jobs_open')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} <> 'done'`),
  ],
);
