import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditSubjectType } from '../../../shared/api/audit';
import type { Db } from '../../db/database';
import { auditLog } from '../../db/schema';

export interface AuditRecord {
  /** Who acted: a staff member (staff's StaffActor), or null for the shop itself. Structural, so audit needs not import staff (which records its own changes here). */
  by: { readonly id: number } | null;
  /** What was done, e.g. order.markPaid, voucher.create, bankFile.import. */
  action: string;
  subjectType: AuditSubjectType;
  subjectId: string | number;
  before?: unknown;
  after?: unknown;
  at: Date;
}

/**
 * Writes one entry, inside the transaction of the change it records (no change without its entry).
 * The insert trigger chains it to the entry before (migration 0022_audit_chain.sql) and holds the
 * chain's lock until the transaction ends: audited transactions finish one after the other from
 * here on, so call this once the change's own work is done where that is possible.
 */
export async function audit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    staffId: record.by?.id ?? null,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: String(record.subjectId),
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: record.at,
  });
}

export async function auditEntries(
  db: Db,
  filter: { subjectType?: string | undefined; subjectId?: string | undefined; staffId?: number | undefined; before?: number | undefined; limit: number },
): Promise<AuditEntry[]> {
  const conditions: (SQL | undefined)[] = [
    filter.subjectType === undefined ? undefined : eq(auditLog.subjectType, filter.subjectType),
    filter.subjectId === undefined ? undefined : eq(auditLog.subjectId, filter.subjectId),
    filter.staffId === undefined ? undefined : eq(auditLog.staffId, filter.staffId),
    filter.before === undefined ? undefined : lt(auditLog.id, filter.before),
  ];
  const rows = await db
    .select({
      id: auditLog.id,
      staffId: auditLog.staffId,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
