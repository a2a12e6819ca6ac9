import type * as area from '../audit';
import { ownerOnly } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getAuditLog: Routes['getAuditLog'] = { method: 'GET', path: '/api/admin/audit', staff: ownerOnly };

export const verifyAuditLog: Routes['verifyAuditLog'] = { method: 'GET', path: '/api/admin/audit/verify', staff: ownerOnly };
