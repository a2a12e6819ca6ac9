import { escapeHtml } from './html';

/** One line of a mail's amounts: what it is and its amount, the total strong; an item may have a picture (its Content-ID). */
export interface AmountRow {
  label: string;
  amount: string;
  strong?: boolean;
  pictureCid?: string | null;
  /** A rule above this row: the sums begin. */
  ruleAbove?: boolean;
  /** The label is a code to type (a voucher's): set in a monospaced face. */
  code?: boolean;
}

/** Labels longer than this go on a line of their own in the text part, the amount on the next. */
const TEXT_LABEL_MAX = 46;

/**
 * The amounts of a mail's plain text, aligned: the labels in a column, every amount right-aligned
 * to the same edge (read in a monospaced view as most mail clients show a text part; a label too
 * long for its column stands on its own line, its amount below at the same edge).
 */
export function amountLines(rows: readonly AmountRow[]): string[] {
  const labelWidth = Math.min(TEXT_LABEL_MAX, Math.max(0, ...rows.map((row) => row.label.length)));
  const amountWidth = Math.max(0, ...rows.map((row) => row.amount.length));
  const lines: string[] = [];
  for (const row of rows) {
    if (row.ruleAbove) lines.push('-'.repeat(labelWidth + 2 + amountWidth));
    const amount = row.amount.padStart(amountWidth);
    if (row.label.length > labelWidth) lines.push(row.label, `${' '.repeat(labelWidth + 2)}${amount}`);
    else lines.push(`${row.label.padEnd(labelWidth)}  ${amount}`);
  }
  return lines;
}

const cell = 'padding: 6px 0; vertical-align: top;';

/**
 * The amounts of a mail's HTML in one full-width table: items and sums share one right-aligned
 * amount column (no wrapping, tabular figures), so every amount ends at the same edge; items with a
 * picture show it, 96 px wide, in a first column.
 */
export function amountTable(rows: readonly AmountRow[]): string {
  const pictures = rows.some((row) => Boolean(row.pictureCid));
  const body = rows
    .map((row) => {
      const rule = row.ruleAbove ? ` border-top: 1px solid #e4ded6;` : '';
      const weight = row.strong ? ' font-weight: bold;' : '';
      const face = row.code ? ' font-family: monospace; font-size: 17px; font-weight: bold;' : '';
      const picture = pictures
        ? `<td style="${cell}${rule} width: 108px;">${
            row.pictureCid
              ? `<img src="cid:${escapeHtml(row.pictureCid)}" width="96" alt="" style="display: block; width: 96px; height: auto; border: 0;">`
              : ''
          }</td>`
        : '';
      return `<tr>${picture}<td style="${cell}${rule}${weight}${face} padding-right: 16px;">${escapeHtml(row.label)}</td><td align="right" style="${cell}${rule}${weight} text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums;">${escapeHtml(row.amount)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width: 100%; border-collapse: collapse; margin: 12px 0;">${body}</table>`;
}
