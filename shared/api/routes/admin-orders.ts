import type { getAdminOrderSchemas, getAdminOrdersSchemas, getPrintFileSchemas } from '../admin-orders';
import { anyStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getAdminOrders: Route<typeof getAdminOrdersSchemas> = { method: 'GET', path: '/api/admin/orders', staff: anyStaff };

export const getAdminOrder: Route<typeof getAdminOrderSchemas> = { method: 'GET', path: '/api/admin/orders/:id', staff: anyStaff };

export const getPrintFile: Route<typeof getPrintFileSchemas> = { method: 'GET', path: '/api/admin/print-files/:orderItemId', staff: anyStaff };
