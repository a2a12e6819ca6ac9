import type {
  getBankRefundsFileSchemas,
  getBankRefundsSchemas,
  postBankRefundPaidBackSchemas,
  postBankRefundSchemas,
  putBankRefundPayerSchemas,
} from '../bank-refunds';
import { officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getBankRefunds: Route<typeof getBankRefundsSchemas> = {
  method: 'GET',
  path: '/api/admin/bank-refunds',
  summary: 'The refunds of bank-transfer money still open (oldest first): what each order owes back, to whom and to which account.',
  tags: ['admin'],
  errors: [401, 403],
  staff: officeStaff,
};

export const getBankRefundsFile: Route<typeof getBankRefundsFileSchemas> = {
  method: 'GET',
  path: '/api/admin/bank-refunds/pain001',
  summary:
    "The open bank refunds that have a payer name and IBAN as one ISO 20022 credit-transfer file (pain.001.001.09, Swiss Payment Standards) for the shop's e-banking: one payment per refund, in CHF to the rappen, the order's number and reference in the remittance information. Downloading changes nothing: mark each refund paid back once the bank executed it. 409 when no refund can be paid yet.",
  tags: ['admin'],
  errors: [401, 403, 409],
  staff: officeStaff,
};

export const putBankRefundPayer: Route<typeof putBankRefundPayerSchemas> = {
  method: 'PUT',
  path: '/api/admin/bank-refunds/:id/payer',
  summary:
    "The account a refund goes back to, entered by staff where the bank file did not name it (or named a wrong one): the payer's name and IBAN (400 for an IBAN with a wrong check). 409 once the refund is paid back.",
  tags: ['admin'],
  errors: [401, 403, 404, 409],
  staff: officeStaff,
};

export const postBankRefundPaidBack: Route<typeof postBankRefundPaidBackSchemas> = {
  method: 'POST',
  path: '/api/admin/bank-refunds/:id/paid-back',
  summary: 'Marks a bank refund paid back (the bank executed the payment): it leaves the open list and the payment file. 409 when it was marked before.',
  tags: ['admin'],
  errors: [401, 403, 404, 409],
  staff: officeStaff,
};

export const postBankRefund: Route<typeof postBankRefundSchemas> = {
  method: 'POST',
  path: '/api/admin/orders/:id/bank-refunds',
  summary:
    "Gives back part of an order's bank-transfer money (invoice, prepayment) while the order holds it: recorded as an open bank refund to the payer's account (from the bank file, else entered on /admin/bank-refunds), paid with the next payment file; recorded in the order's history and the audit log and mailed to the customer in the order's language. 400 for an amount over what can still be given back, 409 when the order holds no bank money or a refund was made since the staff member looked. Answers the new refund.",
  tags: ['admin'],
  errors: [401, 403, 404, 409],
  staff: officeStaff,
};
