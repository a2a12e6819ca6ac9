import type { getBankCreditsSchemas, postBankFileSchemas, postCreditDecisionSchemas } from '../bank-payments';
import { officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const postBankFile: Route<typeof postBankFileSchemas> = {
  method: 'POST',
  path: '/api/admin/bank-files',
  summary:
    "Imports a camt.054 credit notification (ISO 20022 XML as Swiss banks deliver it, camt.054.001.04 or .08) sent as text. Each booked credit is matched by its QR reference: an exact amount for an order waiting for its money marks it paid (mailed to the customer); every other credit is kept for a person to decide. A payment already imported (the bank's reference) is not booked again, nor is a file uploaded twice. The file is checked whole first and booked in one transaction: 422 with the reason (and for a payment's fault, which entry) for a file that is not a camt.054 notification, declares a DTD or entities, nests absurdly deep, or holds a payment that cannot be booked (an amount above CHF 21 474 836.47, a date that is none); nothing of a refused or failed file is booked, and it is not marked imported.",
  tags: ['admin'],
  errors: [401, 403, 422],
  staff: officeStaff,
};

export const getBankCredits: Route<typeof getBankCreditsSchemas> = {
  method: 'GET',
  path: '/api/admin/bank-credits',
  summary: 'The credits the bank files brought, newest first (at most 200); open=true (default) lists only those waiting for a person.',
  tags: ['admin'],
  errors: [401, 403],
  staff: officeStaff,
};

export const postCreditDecision: Route<typeof postCreditDecisionSchemas> = {
  method: 'POST',
  path: '/api/admin/bank-credits/:id/decision',
  summary:
    'A person decides a credit the import left open: mark the order paid (409 if it no longer waits for money) or dismiss it, with a note. A credit is decided once (409 after).',
  tags: ['admin'],
  errors: [401, 403, 404, 409],
  staff: officeStaff,
};
