import type { getProductionQueueSchemas, postItemPrintedSchemas, postPrintRetrySchemas } from '../production-queue';
import { anyStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getProductionQueue: Route<typeof getProductionQueueSchemas> = {
  method: 'GET',
  path: '/api/admin/production',
  summary:
    'The workshop’s queue: every item of the orders released for production by their payment method (paid, or an invoice at once; shared/domain/orders/production-release.ts) and of those in production (oldest first, at most 500), with its print file’s state and whether it is printed. An order whose items are all printed is ready to ship.',
  tags: ['admin'],
  errors: [401, 403],
  staff: anyStaff,
};

export const postPrintRetry: Route<typeof postPrintRetrySchemas> = {
  method: 'POST',
  path: '/api/admin/production/:orderItemId/retry',
  summary: 'Makes a failed print file again now (409 unless it failed).',
  tags: ['admin'],
  errors: [401, 403, 404, 409],
  staff: anyStaff,
};

export const postItemPrinted: Route<typeof postItemPrintedSchemas> = {
  method: 'POST',
  path: '/api/admin/production/:orderItemId/printed',
  summary:
    'The workshop printed an item (its print file must be ready; once only, 409 after). The first item printed of an order released for production moves the order into production.',
  tags: ['admin'],
  errors: [401, 403, 404, 409],
  staff: anyStaff,
};
