import type * as area from '../admin-orders';
import { anyStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getAdminOrders: Routes['getAdminOrders'] = { method: 'GET', path: '/api/admin/orders', staff: anyStaff };

export const getAdminOrder: Routes['getAdminOrder'] = { method: 'GET', path: '/api/admin/orders/:id', staff: anyStaff };

export const getPrintFile: Routes['getPrintFile'] = { method: 'GET', path: '/api/admin/print-files/:orderItemId', staff: anyStaff };
