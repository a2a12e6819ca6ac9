import type * as area from '../production-queue';
import { anyStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getProductionQueue: Routes['getProductionQueue'] = { method: 'GET', path: '/api/admin/production', staff: anyStaff };

export const postPrintRetry: Routes['postPrintRetry'] = { method: 'POST', path: '/api/admin/production/:orderItemId/retry', staff: anyStaff };

export const postItemPrinted: Routes['postItemPrinted'] = { method: 'POST', path: '/api/admin/production/:orderItemId/printed', staff: anyStaff };
