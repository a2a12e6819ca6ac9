/*
 * The accountant's CSV files. Excel opens a comma-separated file as UTF-8 only when it starts with a
 * byte order mark; Swiss Excel (a de-CH or fr-CH Windows) splits lines at semicolons instead, so each
 * export comes in both. Lines end in CRLF as RFC 4180 says; a cell with the separator, a quote or a
 * line break is quoted. Amounts are CHF with two decimals and a point, exact from whole rappen.
 */

export const CSV_FORMATS = ['excel', 'semicolon'] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

const SEPARATOR: Record<CsvFormat, string> = { excel: ',', semicolon: ';' };
const BOM = '\uFEFF';

/** CHF from whole rappen, '-1234.05': exact (integer arithmetic, no float), no thousands separator for a spreadsheet to misread. */
export function csvAmount(rappen: number): string {
  if (!Number.isSafeInteger(rappen)) throw new RangeError(`amount must be whole rappen, got ${rappen}`);
  const sign = rappen < 0 ? '-' : '';
  const abs = Math.abs(rappen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function csvCell(value: string, separator: string): string {
  // A cell starting with = + - @ is a formula to a spreadsheet; amounts (digits after '-') are left as they are.
  const guarded = /^[=+@]|^-(?!\d)/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(guarded) || guarded.includes(separator) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** The file's text: the byte order mark, the header line, one line per row. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[], format: CsvFormat): string {
  const separator = SEPARATOR[format];
  const lines = [header, ...rows].map((cells) => cells.map((cell) => csvCell(cell, separator)).join(separator));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
