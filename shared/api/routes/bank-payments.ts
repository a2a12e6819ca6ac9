import type * as area from '../bank-payments';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const postBankFile: Routes['postBankFile'] = { method: 'POST', path: '/api/admin/bank-files', staff: officeStaff };

export const getBankCredits: Routes['getBankCredits'] = { method: 'GET', path: '/api/admin/bank-credits', staff: officeStaff };

export const postCreditDecision: Routes['postCreditDecision'] = { method: 'POST', path: '/api/admin/bank-credits/:id/decision', staff: officeStaff };
