import { z } from 'zod/mini';
import { PAYER_NAME_MAX } from '../domain/payments/bank-refund';
import { isIban } from '../domain/payments/iban';
import type { MessageKey } from '../i18n/messages';
import { BankRefundView } from './bank-refund-view';
import { endpointsTagged } from './endpoint';
import { IdParams } from './id-params';
import { RefundBody } from './online-payment';
import { singleLineText } from './text';
import * as routes from './routes/bank-refunds';

const endpoint = endpointsTagged('admin');

export { BankRefundView } from './bank-refund-view';

/*
 * Money that came by bank transfer and goes back the same way: the open refunds, the payer's
 * account where the bank file did not name it, the payment file (pain.001) for the shop's
 * e-banking, and "paid back" once the bank executed it.
 */

const IBAN_INVALID = 'admin.bankRefunds.ibanInvalid' as const satisfies MessageKey;

export const getBankRefundsSchemas = { response: z.object({ refunds: z.array(BankRefundView) }) };
export const getBankRefunds = endpoint(routes.getBankRefunds, getBankRefundsSchemas, {
  summary: 'The refunds of bank-transfer money still open (oldest first): what each order owes back, to whom and to which account.',
});

/** The payment file as the server sends it (an XML download). */
export const Pain001File = z.string().register(z.globalRegistry, { format: 'binary', contentMediaType: 'application/xml' });

export const getBankRefundsFileSchemas = { response: Pain001File };
export const getBankRefundsFile = endpoint(routes.getBankRefundsFile, getBankRefundsFileSchemas, {
  summary:
    "The open bank refunds that have a payer name and IBAN as one ISO 20022 credit-transfer file (pain.001.001.09, Swiss Payment Standards) for the shop's e-banking: one payment per refund, in CHF to the rappen, the order's number and reference in the remittance information. Downloading changes nothing: mark each refund paid back once the bank executed it. 409 when no refund can be paid yet.",
  errors: [409],
});

export const BankRefundPayer = z.strictObject({
  payerName: singleLineText().check(z.trim(), z.minLength(1), z.maxLength(PAYER_NAME_MAX)),
  /** As printed or typed; checked (country, length, mod 97) and stored without spaces. */
  iban: singleLineText().check(z.refine(isIban, { error: IBAN_INVALID })),
});
export type BankRefundPayer = z.infer<typeof BankRefundPayer>;

export const putBankRefundPayerSchemas = { params: IdParams, body: BankRefundPayer, response: BankRefundView };
export const putBankRefundPayer = endpoint(routes.putBankRefundPayer, putBankRefundPayerSchemas, {
  summary:
    "The account a refund goes back to, entered by staff where the bank file did not name it (or named a wrong one): the payer's name and IBAN (400 for an IBAN with a wrong check). 409 once the refund is paid back.",
  errors: [409],
});

export const postBankRefundPaidBackSchemas = { params: IdParams, response: BankRefundView };
export const postBankRefundPaidBack = endpoint(routes.postBankRefundPaidBack, postBankRefundPaidBackSchemas, {
  summary: 'Marks a bank refund paid back (the bank executed the payment): it leaves the open list and the payment file. 409 when it was marked before.',
  errors: [409],
});

export const postBankRefundSchemas = { params: IdParams, body: RefundBody, response: BankRefundView };
export const postBankRefund = endpoint(routes.postBankRefund, postBankRefundSchemas, {
  summary:
    "Gives back part of an order's bank-transfer money (invoice, prepayment) while the order holds it: recorded as an open bank refund to the payer's account (from the bank file, else entered on /admin/bank-refunds), paid with the next payment file; recorded in the order's history and the audit log and mailed to the customer in the order's language. 400 for an amount over what can still be given back, 409 when the order holds no bank money or a refund was made since the staff member looked. Answers the new refund.",
  errors: [409],
});
