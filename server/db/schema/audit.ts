import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns';

/**
 * Every change a staff member (or the bank file they uploaded) made: who, what, on which record,
 * the values before and after. Append-only: triggers refuse UPDATE, DELETE and TRUNCATE, and each
 * row carries the hash of the row before it (migration 0022_audit_chain.sql: the insert trigger
 * fills both hashes, so no writer computes them), so a row removed or edited behind the triggers'
 * back is found by the owner's check (server/features/audit/audit-chain.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    /** No foreign key: the record outlives a staff account; null for the shop's own changes. */
    staffId: integer('staff_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
    /** The hash of the row before (64 zeros for the first row); set by the insert trigger, whatever the writer sends. */
    prevHash: text('prev_hash').notNull().default(''),
    /** sha256 over prevHash and this row's fields (the database function audit_row_hash); set by the insert trigger. */
    hash: text('hash').notNull().default(''),
  },
  (t) => [index('audit_log_subject').on(t.subjectType, t.subjectId, t.id), index('audit_log_staff').on(t.staffId, t.id)],
);
