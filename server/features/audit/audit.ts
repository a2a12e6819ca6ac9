import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { type AuditEntry, AuditPartner, type AuditSubjectType } from '../../../shared/api/audit';
import type { Db } from '../../db/database';
import { auditLog } from '../../db/schema';

/** A partner acting in its portal, with its name as it was then. */
export interface PartnerActor {
  readonly kind: 'partner';
  readonly partnerId: number;
  readonly name: string;
}

/** Who acted: a staff member (staff's StaffActor), a partner in its portal, or null for the shop itself. Structural, so audit needs not import staff (which records its own changes here). */
export type AuditActor = { readonly id: number } | PartnerActor | null;

export interface AuditRecord {
  by: AuditActor;
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
  const { by } = record;
  const partner = by !== null && 'kind' in by ? by : null;
  await db.insert(auditLog).values({
    staffId: by === null || 'kind' in by ? null : by.id,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: String(record.subjectId),
    before: record.before ?? null,
    after: partner ? withPartner(partner, record.after) : (record.after ?? null),
    createdAt: record.at,
  });
}

/*
 * A partner's entry keeps the partner under ACTOR_KEY of its `after`: the log's columns (and the hash
 * chain's rule over them, migration 0022) have a staff id only, and `after` is chained as any column.
 */
const ACTOR_KEY = 'byPartner';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function withPartner(partner: PartnerActor, after: unknown): Record<string, unknown> {
  const kept = after === undefined || after === null ? {} : isRecord(after) ? after : { value: after };
  return { [ACTOR_KEY]: { id: partner.partnerId, name: partner.name }, ...kept };
}

/** An entry's partner (who acted in its portal), and its `after` as the change wrote it. */
export function partnerOf(after: unknown): Pick<AuditEntry, 'partner' | 'after'> {
  const partner = isRecord(after) ? AuditPartner.safeParse(after[ACTOR_KEY]) : null;
  if (!isRecord(after) || !partner?.success) return { partner: null, after };
  const { [ACTOR_KEY]: _partner, ...rest } = after;
  return { partner: partner.data, after: Object.keys(rest).length === 0 ? null : rest };
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
  return rows.map((row) => ({ ...row, ...partnerOf(row.after), createdAt: row.createdAt.toISOString() }));
}
