import type { getProductionQueueSchemas, postItemPrintedSchemas, postPrintRetrySchemas } from '../production-queue';
import { anyStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getProductionQueue: Route<typeof getProductionQueueSchemas> = { method: 'GET', path: '/api/admin/production', staff: anyStaff };

export const postPrintRetry: Route<typeof postPrintRetrySchemas> = { method: 'POST', path: '/api/admin/production/:orderItemId/retry', staff: anyStaff };

export const postItemPrinted: Route<typeof postItemPrintedSchemas> = { method: 'POST', path: '/api/admin/production/:orderItemId/printed', staff: anyStaff };
