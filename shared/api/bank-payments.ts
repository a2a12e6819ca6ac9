import { z } from 'zod/mini';
import { CREDIT_OUTCOMES, MAX_CREDIT_RAPPEN } from '../domain/payments/bank-credit';
import { ORDER_STATUSES } from '../domain/orders/order-status';
import { rappen } from './basket-view';
import { endpoint } from './endpoint';
import { IdParams } from './id-params';
import { multiLineText, singleLineText } from './text';
import * as routes from './routes/bank-payments';

/** Bank files are a few kilobytes a day for a shop; the API's 1 MB body limit holds hundreds of payments. */
export const BANK_FILE_MAX_CHARS = 900_000;

export const BankFileUpload = z.strictObject({
  filename: singleLineText().check(z.minLength(1), z.maxLength(200)),
  content: multiLineText().check(z.minLength(1), z.maxLength(BANK_FILE_MAX_CHARS)),
});
export type BankFileUpload = z.infer<typeof BankFileUpload>;

/** A credit's amount in rappen: never negative (a reversal is flagged, not signed), at most what the column holds. */
const creditRappen = z.number().check(z.int(), z.nonnegative(), z.lte(MAX_CREDIT_RAPPEN));

export const BankCreditView = z.object({
  id: z.number().check(z.int()),
  bankReference: z.string(),
  /** The QR reference the payer's slip carried. */
  reference: z.nullable(z.string()),
  amountRappen: creditRappen,
  currency: z.string(),
  bookedOn: z.nullable(z.iso.date()),
  debtorName: z.nullable(z.string()),
  /** paid: the import marked the order paid; anything else waits for a person (decision null) or was decided. */
  outcome: z.enum(CREDIT_OUTCOMES),
  order: z.nullable(z.object({ id: z.number().check(z.int()), number: z.string(), status: z.enum(ORDER_STATUSES), amountDueRappen: rappen, name: z.string() })),
  decision: z.nullable(z.enum(['markedPaid', 'dismissed'])),
  decidedAt: z.nullable(z.iso.datetime()),
  note: z.nullable(z.string()),
});
export type BankCreditView = z.infer<typeof BankCreditView>;

export const BankImportResult = z.object({
  fileId: z.number().check(z.int()),
  /** The same file was uploaded before: nothing was booked again. */
  alreadyImported: z.boolean(),
  credits: z.array(BankCreditView),
});
export type BankImportResult = z.infer<typeof BankImportResult>;

export const postBankFileSchemas = { body: BankFileUpload, response: BankImportResult };
export const postBankFile = endpoint(routes.postBankFile, postBankFileSchemas);

export const BankCreditsQuery = z.strictObject({
  /** true: only credits still waiting for a person. */
  open: z._default(z.enum(['true', 'false']), 'true'),
});

export const getBankCreditsSchemas = { query: BankCreditsQuery, response: z.object({ credits: z.array(BankCreditView) }) };
export const getBankCredits = endpoint(routes.getBankCredits, getBankCreditsSchemas);

export const CreditDecision = z.strictObject({
  /** markPaid: the money pays the order (the credit's own, or the one named by orderNumber); dismiss: it pays no order (returned, or booked elsewhere). */
  decision: z.enum(['markPaid', 'dismiss']),
  orderNumber: z.optional(singleLineText().check(z.maxLength(20))),
  note: z.optional(singleLineText().check(z.maxLength(500))),
});
export type CreditDecision = z.infer<typeof CreditDecision>;

export const postCreditDecisionSchemas = { params: IdParams, body: CreditDecision, response: BankCreditView };
export const postCreditDecision = endpoint(routes.postCreditDecision, postCreditDecisionSchemas);
