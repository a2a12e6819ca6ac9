import { and, desc, eq } from 'drizzle-orm';
import type { AdminPartner } from '../../../shared/api/admin-partners';
import type { Db } from '../../db/database';
import { auditLog, partners, staffUsers } from '../../db/schema';
import { type AuditRecord, audit, partnerOf } from '../audit/audit';

type PartnerRow = typeof partners.$inferSelect;

/** What an audit entry keeps of a partner: what staff edit, and its key. */
export function auditedPartner(row: PartnerRow) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...kept } = row;
  return kept;
}

/** Records a change of a partner: in its transaction, with the catalogue version moved by the caller. */
export const auditPartner = (db: Db, record: Omit<AuditRecord, 'subjectType'>) => audit(db, { ...record, subjectType: 'partner' });

/** Who saved each partner last, by the audit log: a staff member's or the partner's own name (the shop itself, or nobody, is null). */
export async function lastSavedBy(db: Db, partnerId?: number): Promise<Map<string, string | null>> {
  const rows = await db
    .selectDistinctOn([auditLog.subjectId], { subjectId: auditLog.subjectId, name: staffUsers.displayName, after: auditLog.after })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(and(eq(auditLog.subjectType, 'partner'), partnerId === undefined ? undefined : eq(auditLog.subjectId, String(partnerId))))
    .orderBy(auditLog.subjectId, desc(auditLog.id));
  return new Map(rows.map((row) => [row.subjectId, row.name ?? partnerOf(row.after).partner?.name ?? null]));
}

export function adminPartnerOf(row: PartnerRow, updatedBy: string | null): AdminPartner {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), updatedBy };
}
