import { z } from 'zod';
import { CREDIT_OUTCOMES } from '../domain/payments/bank-credit';
import { ORDER_STATUSES } from '../domain/orders/order-status';
import { rappen } from './basket-view';
import { officeStaff } from '../domain/staff/roles';
import { endpoint } from './endpoint';
import { IdParams } from './person';
import { multiLineText, singleLineText } from './text';

/** Bank files are a few kilobytes a day for a shop; the API's 1 MB body limit holds hundreds of payments. */
export const BANK_FILE_MAX_CHARS = 900_000;

export const BankFileUpload = z.strictObject({
  filename: singleLineText().min(1).max(200),
  content: multiLineText().min(1).max(BANK_FILE_MAX_CHARS),
});
export type BankFileUpload = z.infer<typeof BankFileUpload>;

export const BankCreditView = z.object({
  id: z.number().int(),
  bankReference: z.string(),
  /** The QR reference the payer's slip carried. */
  reference: z.string().nullable(),
  amountRappen: rappen,
  currency: z.string(),
  bookedOn: z.iso.date().nullable(),
  debtorName: z.string().nullable(),
  /** paid: the import marked the order paid; anything else waits for a person (decision null) or was decided. */
  outcome: z.enum(CREDIT_OUTCOMES),
  order: z.object({ id: z.number().int(), number: z.string(), status: z.enum(ORDER_STATUSES), amountDueRappen: rappen, name: z.string() }).nullable(),
  decision: z.enum(['markedPaid', 'dismissed']).nullable(),
  decidedAt: z.iso.datetime().nullable(),
  note: z.string().nullable(),
});
export type BankCreditView = z.infer<typeof BankCreditView>;

export const BankImportResult = z.object({
  fileId: z.number().int(),
  /** The same file was uploaded before: nothing was booked again. */
  alreadyImported: z.boolean(),
  credits: z.array(BankCreditView),
});
export type BankImportResult = z.infer<typeof BankImportResult>;

export const postBankFile = endpoint({
  method: 'POST',
  path: '/api/admin/bank-files',
  summary:
    "Imports a camt.054 credit notification (ISO 20022 XML as Swiss banks deliver it, camt.054.001.04 or .08) sent as text. Each booked credit is matched by its QR reference: an exact amount for an order waiting for its money marks it paid (mailed to the customer); every other credit is kept for a person to decide. A payment already imported (the bank's reference) is not booked again, nor is a file uploaded twice. 422 with the reason for a file that is not a camt.054 notification.",
  tags: ['admin'],
  body: BankFileUpload,
  response: BankImportResult,
  errors: [401, 403, 422],
  staff: officeStaff,
});

export const BankCreditsQuery = z.strictObject({
  /** true: only credits still waiting for a person. */
  open: z.enum(['true', 'false']).default('true'),
});

export const getBankCredits = endpoint({
  method: 'GET',
  path: '/api/admin/bank-credits',
  summary: 'The credits the bank files brought, newest first (at most 200); open=true (default) lists only those waiting for a person.',
  tags: ['admin'],
  query: BankCreditsQuery,
  response: z.object({ credits: z.array(BankCreditView) }),
  errors: [401, 403],
  staff: officeStaff,
});

export const CreditDecision = z.strictObject({
  /** markPaid: the money pays the order (the credit's own, or the one named by orderNumber); dismiss: it pays no order (returned, or booked elsewhere). */
  decision: z.enum(['markPaid', 'dismiss']),
  orderNumber: singleLineText().max(20).optional(),
  note: singleLineText().max(500).optional(),
});
export type CreditDecision = z.infer<typeof CreditDecision>;

export const postCreditDecision = endpoint({
  method: 'POST',
  path: '/api/admin/bank-credits/:id/decision',
  summary:
    'A person decides a credit the import left open: mark the order paid (409 if it no longer waits for money) or dismiss it, with a note. A credit is decided once (409 after).',
  tags: ['admin'],
  params: IdParams,
  body: CreditDecision,
  response: BankCreditView,
  errors: [401, 403, 404, 409],
  staff: officeStaff,
});
