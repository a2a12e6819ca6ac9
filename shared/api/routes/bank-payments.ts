import type { getBankCreditsSchemas, postBankFileSchemas, postCreditDecisionSchemas } from '../bank-payments';
import { officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const postBankFile: Route<typeof postBankFileSchemas> = { method: 'POST', path: '/api/admin/bank-files', staff: officeStaff };

export const getBankCredits: Route<typeof getBankCreditsSchemas> = { method: 'GET', path: '/api/admin/bank-credits', staff: officeStaff };

export const postCreditDecision: Route<typeof postCreditDecisionSchemas> = { method: 'POST', path: '/api/admin/bank-credits/:id/decision', staff: officeStaff };
