import type {
  getBankRefundsFileSchemas,
  getBankRefundsSchemas,
  postBankRefundPaidBackSchemas,
  postBankRefundSchemas,
  putBankRefundPayerSchemas,
} from '../bank-refunds';
import { officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getBankRefunds: Route<typeof getBankRefundsSchemas> = { method: 'GET', path: '/api/admin/bank-refunds', staff: officeStaff };

export const getBankRefundsFile: Route<typeof getBankRefundsFileSchemas> = { method: 'GET', path: '/api/admin/bank-refunds/pain001', staff: officeStaff };

export const putBankRefundPayer: Route<typeof putBankRefundPayerSchemas> = { method: 'PUT', path: '/api/admin/bank-refunds/:id/payer', staff: officeStaff };

export const postBankRefundPaidBack: Route<typeof postBankRefundPaidBackSchemas> = {
  method: 'POST',
  path: '/api/admin/bank-refunds/:id/paid-back',
  staff: officeStaff,
};

export const postBankRefund: Route<typeof postBankRefundSchemas> = { method: 'POST', path: '/api/admin/orders/:id/bank-refunds', staff: officeStaff };
