import type * as area from '../admin-vouchers';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getAdminVouchers: Routes['getAdminVouchers'] = { method: 'GET', path: '/api/admin/vouchers', staff: officeStaff };

export const postAdminVouchers: Routes['postAdminVouchers'] = { method: 'POST', path: '/api/admin/vouchers', staff: officeStaff };

export const postDisableVoucher: Routes['postDisableVoucher'] = { method: 'POST', path: '/api/admin/vouchers/:id/disable', staff: officeStaff };

export const getVoucherUsages: Routes['getVoucherUsages'] = { method: 'GET', path: '/api/admin/vouchers/:id/usages', staff: officeStaff };
