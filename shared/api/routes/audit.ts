import type { getAuditLogSchemas, verifyAuditLogSchemas } from '../audit';
import { ownerOnly } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getAuditLog: Route<typeof getAuditLogSchemas> = {
  method: 'GET',
  path: '/api/admin/audit',
  summary:
    'Every change staff made (who, what, on which record, before and after), newest first; for the owner. Filtered by record or staff member, paged by `before` (an id).',
  tags: ['admin'],
  errors: [401, 403],
  staff: ownerOnly,
};

export const verifyAuditLog: Route<typeof verifyAuditLogSchemas> = {
  method: 'GET',
  path: '/api/admin/audit/verify',
  summary:
    "Checks the audit log's hash chain from its first row to its last: each row must give its own hash and carry the hash of the row before it. Names the first row where that fails and why (`edited`, `removed`, `inserted`); for the owner.",
  tags: ['admin'],
  errors: [401, 403],
  staff: ownerOnly,
};
