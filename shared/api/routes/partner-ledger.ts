import type * as area from '../partner-ledger';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getPartnerLedger: Routes['getPartnerLedger'] = { method: 'GET', path: '/api/admin/partner-ledger', staff: officeStaff };

export const getPartnerStatementPdf: Routes['getPartnerStatementPdf'] = {
  method: 'GET',
  path: '/api/admin/partner-ledger/:id/statement.pdf',
  staff: officeStaff,
};

export const getPartnerStatementCsv: Routes['getPartnerStatementCsv'] = {
  method: 'GET',
  path: '/api/admin/partner-ledger/:id/statement.csv',
  staff: officeStaff,
};

export const getPartnerPayoutFile: Routes['getPartnerPayoutFile'] = { method: 'GET', path: '/api/admin/partner-ledger/pain001', staff: officeStaff };
