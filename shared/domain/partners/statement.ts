import type { BookTable } from '../books/book-rows';
import { percent } from '../books/book-rows';
import { csvAmount } from '../books/csv';
import { addCalendarDays } from '../calendar/swiss-holidays';
import type { IsoDate } from '../calendar/zurich-date';
import { formatSwissDate } from '../../i18n/format';
import { type CommissionPart, partsTotal } from './commission';

/*
 * A partner's monthly statement, data in, data out: a line per rate of each ledger row (an entry or
 * a reversal) of the month, oldest first, and the month's total, which is the sum of the lines, so
 * the PDF, the CSV and the ledger agree to the rappen. The payout of the month is that total.
 */

/** A month as the statement names it: 'YYYY-MM'. */
export const LEDGER_MONTH_PATTERN = /^(19|20)\d\d-(0[1-9]|1[0-2])$/;

/** The first and the last calendar day of a month ('2026-02' -> 2026-02-01 .. 2026-02-28). */
export function monthDays(month: string): { from: IsoDate; to: IsoDate } {
  const [year = 0, number = 0] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addCalendarDays(next, -1) };
}

/** A ledger row as the statement reads it. */
export interface StatementRow {
  /** The Zurich day it was booked. */
  readonly day: IsoDate;
  readonly orderNumber: string;
  readonly parts: readonly CommissionPart[];
}

export interface StatementLine extends CommissionPart {
  readonly day: IsoDate;
  readonly orderNumber: string;
}

export function statementLines(rows: readonly StatementRow[]): StatementLine[] {
  return rows.flatMap((row) => row.parts.map((part) => ({ day: row.day, orderNumber: row.orderNumber, ...part })));
}

/** The month's base and commission: the sums of its lines. */
export const statementTotal = (lines: readonly StatementLine[]) => partsTotal(lines);

const STATEMENT_COLUMNS = ['date', 'orderNumber', 'netBase', 'rate', 'commission'] as const;

/** The statement as a table for the CSV: its lines, then the total (worded by the caller) under the amounts. */
export function statementTable(rows: readonly StatementRow[], totalWord: string): BookTable<(typeof STATEMENT_COLUMNS)[number]> {
  const lines = statementLines(rows);
  const total = statementTotal(lines);
  return {
    columns: STATEMENT_COLUMNS,
    rows: [
      ...lines.map((line) => [formatSwissDate(line.day), line.orderNumber, csvAmount(line.baseRappen), percent(line.rateBp), csvAmount(line.commissionRappen)]),
      [totalWord, '', csvAmount(total.baseRappen), '', csvAmount(total.commissionRappen)],
    ],
  };
}
