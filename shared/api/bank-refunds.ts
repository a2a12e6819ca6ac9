import { z } from 'zod/mini';
import { PAYER_NAME_MAX } from '../domain/payments/bank-refund';
import { isIban } from '../domain/payments/iban';
import type { MessageKey } from '../i18n/messages';
import { BankRefundView } from './bank-refund-view';
import { endpoint } from './endpoint';
import { IdParams } from './id-params';
import { RefundBody } from './online-payment';
import { singleLineText } from './text';
import * as routes from './routes/bank-refunds';

export { BankRefundView } from './bank-refund-view';

/*
 * Money that came by bank transfer and goes back the same way: the open refunds, the payer's
 * account where the bank file did not name it, the payment file (pain.001) for the shop's
 * e-banking, and "paid back" once the bank executed it.
 */

const IBAN_INVALID = 'admin.bankRefunds.ibanInvalid' as const satisfies MessageKey;

export const getBankRefundsSchemas = { response: z.object({ refunds: z.array(BankRefundView) }) };
export const getBankRefunds = endpoint(routes.getBankRefunds, getBankRefundsSchemas);

/** The payment file as the server sends it (an XML download). */
export const Pain001File = z.string().register(z.globalRegistry, { format: 'binary', contentMediaType: 'application/xml' });

export const getBankRefundsFileSchemas = { response: Pain001File };
export const getBankRefundsFile = endpoint(routes.getBankRefundsFile, getBankRefundsFileSchemas);

export const BankRefundPayer = z.strictObject({
  payerName: singleLineText().check(z.trim(), z.minLength(1), z.maxLength(PAYER_NAME_MAX)),
  /** As printed or typed; checked (country, length, mod 97) and stored without spaces. */
  iban: singleLineText().check(z.refine(isIban, { error: IBAN_INVALID })),
});
export type BankRefundPayer = z.infer<typeof BankRefundPayer>;

export const putBankRefundPayerSchemas = { params: IdParams, body: BankRefundPayer, response: BankRefundView };
export const putBankRefundPayer = endpoint(routes.putBankRefundPayer, putBankRefundPayerSchemas);

export const postBankRefundPaidBackSchemas = { params: IdParams, response: BankRefundView };
export const postBankRefundPaidBack = endpoint(routes.postBankRefundPaidBack, postBankRefundPaidBackSchemas);

export const postBankRefundSchemas = { params: IdParams, body: RefundBody, response: BankRefundView };
export const postBankRefund = endpoint(routes.postBankRefund, postBankRefundSchemas);
