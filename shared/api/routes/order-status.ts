import type { postOrderStatusSchemas } from '../order-status';
import { anyStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const postOrderStatus: Route<typeof postOrderStatusSchemas> = { method: 'POST', path: '/api/admin/orders/:id/status', staff: anyStaff };
