import type { getAuditLogSchemas, verifyAuditLogSchemas } from '../audit';
import { ownerOnly } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getAuditLog: Route<typeof getAuditLogSchemas> = { method: 'GET', path: '/api/admin/audit', staff: ownerOnly };

export const verifyAuditLog: Route<typeof verifyAuditLogSchemas> = { method: 'GET', path: '/api/admin/audit/verify', staff: ownerOnly };
