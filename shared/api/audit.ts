import { z } from 'zod/mini';
import { ownerOnly } from '../domain/staff/roles';
import { endpoint } from './endpoint';
import { singleLineText } from './text';
import { rowId } from './id-params';

/** The kinds of record staff change, each entry names one. */
export const AUDIT_SUBJECT_TYPES = ['order', 'orderItem', 'bankFile', 'bankCredit', 'voucher', 'staff', 'product', 'page', 'navigation', 'mail'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const AuditEntry = z.object({
  id: z.number().check(z.int()),
  staffId: z.nullable(z.number().check(z.int())),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.strictObject({
  subjectType: z.optional(singleLineText().check(z.maxLength(20))),
  subjectId: z.optional(singleLineText().check(z.maxLength(40))),
  staffId: z.optional(rowId()),
  before: z.optional(rowId()),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
});

export const getAuditLog = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  summary:
    'Every change staff made (who, what, on which record, before and after), newest first; for the owner. Filtered by record or staff member, paged by `before` (an id).',
  tags: ['admin'],
  query: AuditQuery,
  response: z.object({ entries: z.array(AuditEntry) }),
  errors: [401, 403],
  staff: ownerOnly,
});
