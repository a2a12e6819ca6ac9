import type { getAdminVouchersSchemas, getVoucherUsagesSchemas, postAdminVouchersSchemas, postDisableVoucherSchemas } from '../admin-vouchers';
import { officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getAdminVouchers: Route<typeof getAdminVouchersSchemas> = { method: 'GET', path: '/api/admin/vouchers', staff: officeStaff };

export const postAdminVouchers: Route<typeof postAdminVouchersSchemas> = { method: 'POST', path: '/api/admin/vouchers', staff: officeStaff };

export const postDisableVoucher: Route<typeof postDisableVoucherSchemas> = { method: 'POST', path: '/api/admin/vouchers/:id/disable', staff: officeStaff };

export const getVoucherUsages: Route<typeof getVoucherUsagesSchemas> = { method: 'GET', path: '/api/admin/vouchers/:id/usages', staff: officeStaff };
