import { z } from 'zod/mini';
import { LEDGER_MONTH_PATTERN } from '../domain/partners/statement';
import { Pain001File } from './bank-refunds';
import { CsvFile } from './books';
import { PdfFile } from './checkout';
import { endpointsTagged } from './endpoint';
import { IdParams } from './id-params';
import * as routes from './routes/partner-ledger';

const endpoint = endpointsTagged('admin');

/*
 * The partners' commission ledger in the back office: a month's entries and reversals by partner,
 * each partner's statement of the month (PDF and CSV, in the partner's language) and the month's
 * payout file (pain.001).
 */

export const LedgerMonthQuery = z.strictObject({ month: z.string().check(z.regex(LEDGER_MONTH_PATTERN, 'a month as YYYY-MM')) });
export type LedgerMonthQuery = z.infer<typeof LedgerMonthQuery>;

const LedgerPart = z.object({ rateBp: z.int(), baseRappen: z.int(), commissionRappen: z.int() });

export const LedgerRowView = z.object({
  id: z.int(),
  /** The Zurich day the payment, refund or cancel was booked. */
  day: z.iso.date(),
  orderId: z.int(),
  orderNumber: z.string(),
  /** An entry (the order was paid) or a reversal (negative: a refund or a cancel after payment). */
  kind: z.enum(['entry', 'reversal']),
  baseRappen: z.int(),
  commissionRappen: z.int(),
  /** A part per commission rate, as the statement lists them. */
  parts: z.array(LedgerPart),
});
export type LedgerRowView = z.infer<typeof LedgerRowView>;

export const PartnerMonthView = z.object({
  partnerId: z.int(),
  name: z.string(),
  /** Whether a payout can go to it: it gave an IBAN. */
  hasIban: z.boolean(),
  rows: z.array(LedgerRowView),
  /** The month's sums of its rows: what the statement totals and the payout pays when positive. */
  baseRappen: z.int(),
  commissionRappen: z.int(),
});
export type PartnerMonthView = z.infer<typeof PartnerMonthView>;

export const PartnerLedgerView = z.object({ month: z.string(), partners: z.array(PartnerMonthView) });
export type PartnerLedgerView = z.infer<typeof PartnerLedgerView>;

export const getPartnerLedgerSchemas = { query: LedgerMonthQuery, response: PartnerLedgerView };
export const getPartnerLedger = endpoint(routes.getPartnerLedger, getPartnerLedgerSchemas, {
  summary:
    'The commission ledger of a month (Zurich days), by partner: each entry (an attributed order paid) and reversal (a refund or a cancel after payment, negative), with its net base without VAT, rate and commission in rappen, and the month’s totals. Partners without rows in the month are left out.',
});

export const getPartnerStatementPdfSchemas = { params: IdParams, query: LedgerMonthQuery, response: PdfFile };
export const getPartnerStatementPdf = endpoint(routes.getPartnerStatementPdf, getPartnerStatementPdfSchemas, {
  summary:
    'A partner’s commission statement of a month as application/pdf, in the partner’s language: a line per entry and reversal (date, order number, net base, rate, commission) and the month’s total, as the ledger has them. Each download is audited.',
});

export const getPartnerStatementCsvSchemas = { params: IdParams, query: LedgerMonthQuery, response: CsvFile };
export const getPartnerStatementCsv = endpoint(routes.getPartnerStatementCsv, getPartnerStatementCsvSchemas, {
  summary:
    'The same statement as CSV (text/csv, UTF-8 with a byte order mark, separated by semicolons as Swiss Excel reads it), in the partner’s language, the total on its last line. Each download is audited.',
});

export const getPartnerPayoutFileSchemas = { query: LedgerMonthQuery, response: Pain001File };
export const getPartnerPayoutFile = endpoint(routes.getPartnerPayoutFile, getPartnerPayoutFileSchemas, {
  summary:
    'The payouts of a month as one ISO 20022 credit-transfer file (pain.001.001.09, Swiss Payment Standards): one payment per partner whose month’s commission is positive and who gave an IBAN. Downloading changes nothing and is audited. 409 when no partner is to be paid.',
  errors: [409],
});
