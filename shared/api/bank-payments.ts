import { z } from 'zod/mini';
import { CREDIT_OUTCOMES, MAX_CREDIT_RAPPEN } from '../domain/payments/bank-credit';
import { ORDER_STATUSES } from '../domain/orders/order-status';
import { rappen } from './basket-view';
import { endpointsTagged } from './endpoint';
import { IdParams } from './id-params';
import { multiLineText, singleLineText } from './text';
import * as routes from './routes/bank-payments';

const endpoint = endpointsTagged('admin');

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
export const postBankFile = endpoint(routes.postBankFile, postBankFileSchemas, {
  summary:
    "Imports a camt.054 credit notification (ISO 20022 XML as Swiss banks deliver it, camt.054.001.04 or .08) sent as text. Each booked credit is matched by its QR reference: an exact amount for an order waiting for its money marks it paid (mailed to the customer); every other credit is kept for a person to decide. A payment already imported (the bank's reference) is not booked again, nor is a file uploaded twice. The file is checked whole first and booked in one transaction: 422 with the reason (and for a payment's fault, which entry) for a file that is not a camt.054 notification, declares a DTD or entities, nests absurdly deep, or holds a payment that cannot be booked (an amount above CHF 21 474 836.47, a date that is none); nothing of a refused or failed file is booked, and it is not marked imported.",
  errors: [422],
});

export const BankCreditsQuery = z.strictObject({
  /** true: only credits still waiting for a person. */
  open: z._default(z.enum(['true', 'false']), 'true'),
});

export const getBankCreditsSchemas = { query: BankCreditsQuery, response: z.object({ credits: z.array(BankCreditView) }) };
export const getBankCredits = endpoint(routes.getBankCredits, getBankCreditsSchemas, {
  summary: 'The credits the bank files brought, newest first (at most 200); open=true (default) lists only those waiting for a person.',
});

export const CreditDecision = z.strictObject({
  /** markPaid: the money pays the order (the credit's own, or the one named by orderNumber); dismiss: it pays no order (returned, or booked elsewhere). */
  decision: z.enum(['markPaid', 'dismiss']),
  orderNumber: z.optional(singleLineText().check(z.maxLength(20))),
  note: z.optional(singleLineText().check(z.maxLength(500))),
});
export type CreditDecision = z.infer<typeof CreditDecision>;

export const postCreditDecisionSchemas = { params: IdParams, body: CreditDecision, response: BankCreditView };
export const postCreditDecision = endpoint(routes.postCreditDecision, postCreditDecisionSchemas, {
  summary:
    'A person decides a credit the import left open: mark the order paid (409 if it no longer waits for money) or dismiss it, with a note. A credit is decided once (409 after).',
  errors: [409],
});
