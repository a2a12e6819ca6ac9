import type * as area from '../admin-orders-bulk';
import { anyStaff, officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const postBulkStartProduction: Routes['postBulkStartProduction'] = { method: 'POST', path: '/api/admin/orders/bulk/start-production', staff: anyStaff };

export const postBulkReminders: Routes['postBulkReminders'] = { method: 'POST', path: '/api/admin/orders/bulk/reminders', staff: officeStaff };

export const postBulkShip: Routes['postBulkShip'] = { method: 'POST', path: '/api/admin/orders/bulk/ship', staff: anyStaff };

export const getPackingSlips: Routes['getPackingSlips'] = { method: 'GET', path: '/api/admin/orders/packing-slips', staff: anyStaff };

export const getOrdersExport: Routes['getOrdersExport'] = { method: 'GET', path: '/api/admin/orders/export', staff: anyStaff };
