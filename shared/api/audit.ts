import { z } from 'zod';
import { ownerOnly } from '../domain/staff/roles';
import { endpoint } from './endpoint';
import { singleLineText } from './text';

/** The kinds of record staff change, each entry names one. */
export const AUDIT_SUBJECT_TYPES = ['order', 'orderItem', 'bankFile', 'bankCredit', 'voucher', 'staff', 'product', 'page', 'navigation', 'mail'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const AuditEntry = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.strictObject({
  subjectType: singleLineText().max(20).optional(),
  subjectId: singleLineText().max(40).optional(),
  staffId: z.coerce.number().int().positive().optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
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
