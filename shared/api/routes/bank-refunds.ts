import type * as area from '../bank-refunds';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getBankRefunds: Routes['getBankRefunds'] = { method: 'GET', path: '/api/admin/bank-refunds', staff: officeStaff };

export const getBankRefundsFile: Routes['getBankRefundsFile'] = { method: 'GET', path: '/api/admin/bank-refunds/pain001', staff: officeStaff };

export const putBankRefundPayer: Routes['putBankRefundPayer'] = { method: 'PUT', path: '/api/admin/bank-refunds/:id/payer', staff: officeStaff };

export const postBankRefundPaidBack: Routes['postBankRefundPaidBack'] = { method: 'POST', path: '/api/admin/bank-refunds/:id/paid-back', staff: officeStaff };

export const postBankRefund: Routes['postBankRefund'] = { method: 'POST', path: '/api/admin/orders/:id/bank-refunds', staff: officeStaff };
