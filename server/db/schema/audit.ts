import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change a staff member (or the bank file they uploaded) made: who, what, on which record,
 * the values before and after. Append-only; the owner reads it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** No foreign key: the record outlives a staff account; null for the shop's own changes. */
    staffId: integer('staff_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_subject').on(t.subjectType, t.subjectId, t.id), index('audit_log_staff').on(t.staffId, t.id)],
);
