import { z } from 'zod/mini';
import { BANK_REFUND_STATUSES, PAYER_NAME_MAX } from '../domain/payments/bank-refund';
import { isIban } from '../domain/payments/iban';
import { officeStaff } from '../domain/staff/roles';
import type { MessageKey } from '../i18n/messages';
import { rappen } from './basket-view';
import { endpoint } from './endpoint';
import { IdParams } from './id-params';
import { singleLineText } from './text';

/*
 * Money that came by bank transfer and goes back the same way: the open refunds, the payer's
 * account where the bank file did not name it, the payment file (pain.001) for the shop's
 * e-banking, and "paid back" once the bank executed it.
 */

const IBAN_INVALID = 'admin.bankRefunds.ibanInvalid' as const satisfies MessageKey;

export const BankRefundView = z.object({
  id: z.number().check(z.int()),
  orderId: z.number().check(z.int()),
  orderNumber: z.string(),
  amountRappen: rappen,
  status: z.enum(BANK_REFUND_STATUSES),
  payerName: z.nullable(z.string()),
  /** Electronic form (CH9300762011623852957). */
  iban: z.nullable(z.string()),
  /** bankFile: as the bank file named the payer; staff: entered by a person; null: not known yet. */
  payerSource: z.nullable(z.enum(['bankFile', 'staff'])),
  /** Whether the payment file can carry it (open, with payer name and IBAN). */
  payable: z.boolean(),
  reason: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  paidBackAt: z.nullable(z.string()),
});
export type BankRefundView = z.infer<typeof BankRefundView>;

export const getBankRefunds = endpoint({
  method: 'GET',
  path: '/api/admin/bank-refunds',
  summary: 'The refunds of bank-transfer money still open (oldest first): what each order owes back, to whom and to which account.',
  tags: ['admin'],
  response: z.object({ refunds: z.array(BankRefundView) }),
  errors: [401, 403],
  staff: officeStaff,
});

/** The payment file as the server sends it (an XML download). */
export const Pain001File = z.string().register(z.globalRegistry, { format: 'binary', contentMediaType: 'application/xml' });

export const getBankRefundsFile = endpoint({
  method: 'GET',
  path: '/api/admin/bank-refunds/pain001',
  summary:
    "The open bank refunds that have a payer name and IBAN as one ISO 20022 credit-transfer file (pain.001.001.09, Swiss Payment Standards) for the shop's e-banking: one payment per refund, in CHF to the rappen, the order's number and reference in the remittance information. Downloading changes nothing: mark each refund paid back once the bank executed it. 409 when no refund can be paid yet.",
  tags: ['admin'],
  response: Pain001File,
  errors: [401, 403, 409],
  staff: officeStaff,
});

export const BankRefundPayer = z.strictObject({
  payerName: singleLineText().check(z.trim(), z.minLength(1), z.maxLength(PAYER_NAME_MAX)),
  /** As printed or typed; checked (country, length, mod 97) and stored without spaces. */
  iban: singleLineText().check(z.refine(isIban, { error: IBAN_INVALID })),
});
export type BankRefundPayer = z.infer<typeof BankRefundPayer>;

export const putBankRefundPayer = endpoint({
  method: 'PUT',
  path: '/api/admin/bank-refunds/:id/payer',
  summary:
    "The account a refund goes back to, entered by staff where the bank file did not name it (or named a wrong one): the payer's name and IBAN (400 for an IBAN with a wrong check). 409 once the refund is paid back.",
  tags: ['admin'],
  params: IdParams,
  body: BankRefundPayer,
  response: BankRefundView,
  errors: [401, 403, 404, 409],
  staff: officeStaff,
});

export const postBankRefundPaidBack = endpoint({
  method: 'POST',
  path: '/api/admin/bank-refunds/:id/paid-back',
  summary: 'Marks a bank refund paid back (the bank executed the payment): it leaves the open list and the payment file. 409 when it was marked before.',
  tags: ['admin'],
  params: IdParams,
  response: BankRefundView,
  errors: [401, 403, 404, 409],
  staff: officeStaff,
});
