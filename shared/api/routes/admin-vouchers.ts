import type { getAdminVouchersSchemas, getVoucherUsagesSchemas, postAdminVouchersSchemas, postDisableVoucherSchemas } from '../admin-vouchers';
import { officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getAdminVouchers: Route<typeof getAdminVouchersSchemas> = {
  method: 'GET',
  path: '/api/admin/vouchers',
  summary: 'Voucher codes, newest first, filtered by part of the code, active, and issued (gift vouchers) or made by staff; paged by `before` (an id).',
  tags: ['admin'],
  errors: [401, 403],
  staff: officeStaff,
};

export const postAdminVouchers: Route<typeof postAdminVouchersSchemas> = {
  method: 'POST',
  path: '/api/admin/vouchers',
  summary: 'Creates one code, or a batch of `count` generated codes (PREFIX-XXXX-XXXX). 409 when the code exists (without case).',
  tags: ['admin'],
  errors: [401, 403, 409],
  staff: officeStaff,
};

export const postDisableVoucher: Route<typeof postDisableVoucherSchemas> = {
  method: 'POST',
  path: '/api/admin/vouchers/:id/disable',
  summary: 'A code stops working at once (baskets holding it are refused at confirm); its uses stay recorded.',
  tags: ['admin'],
  errors: [401, 403, 404],
  staff: officeStaff,
};

export const getVoucherUsages: Route<typeof getVoucherUsagesSchemas> = {
  method: 'GET',
  path: '/api/admin/vouchers/:id/usages',
  summary: 'The orders that used a code, newest first (at most 500).',
  tags: ['admin'],
  errors: [401, 403, 404],
  staff: officeStaff,
};
