import type { Company } from '../../../shared/api/company';
import { statementLines, statementTotal } from '../../../shared/domain/partners/statement';
import { formatRappen, formatSwissDate, formatVatRate } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import type { AnyMessageKey } from '../../../shared/i18n/messages/server-catalogues';
import { serverIntl } from '../../i18n/server-intl';
import { hairline } from '../../pdf/hairline';
import { pdfBytes } from '../../pdf/pdf-bytes';
import { winAnsiText } from '../../pdf/win-ansi-text';
import type { LedgerPartner } from './ledger-records';

/*
 * A partner's statement of a month as an A4 PDF in its language: the shop, the partner, a line per
 * rate of each entry and reversal, and the month's total (the sums of the lines, as the CSV has them).
 */

const MM = 72 / 25.4;
const LEFT = 20 * MM;
const RIGHT = 210 * MM - 20 * MM;
const BOTTOM = 297 * MM - 20 * MM;
const GREY = '#555555';
/** Where each column starts, and its width; the amounts are right-aligned. */
const COLUMNS = [
  { x: LEFT, width: 60, align: 'left' },
  { x: LEFT + 65, width: 105, align: 'left' },
  { x: LEFT + 175, width: 95, align: 'right' },
  { x: LEFT + 280, width: 60, align: 'right' },
  { x: LEFT + 350, width: RIGHT - LEFT - 350, align: 'right' },
] as const;

export function statementPdf(partner: LedgerPartner, month: string, sender: Company): Promise<Buffer> {
  const locale: Locale = partner.language;
  const intl = serverIntl(locale);
  const t = (id: AnyMessageKey, values?: Record<string, string>) => winAnsiText(intl.formatMessage({ id }, values));
  const chf = (rappen: number) => winAnsiText(formatRappen(rappen, locale));
  const title = t('partnerStatement.title', { month: `${month.slice(5)}.${month.slice(0, 4)}`, partner: partner.name });
  const lines = statementLines(partner.rows);
  const total = statementTotal(lines);
  return pdfBytes({ size: 'A4', margin: LEFT, info: { Title: title, Author: sender.name } }, (pdf) => {
    const row = (cells: readonly string[], bold = false) => {
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const y = pdf.y;
      // Each cell starts at the row's top; the row ends below its tallest cell.
      let bottom = y + 12;
      for (const [index, cell] of cells.entries()) {
        const column = COLUMNS[index];
        if (!column) continue;
        pdf.text(cell, column.x, y, { width: column.width, align: column.align });
        bottom = Math.max(bottom, pdf.y);
      }
      pdf.y = bottom;
    };
    const header = () =>
      row(
        [
          t('partnerStatement.date'),
          t('partnerStatement.orderNumber'),
          t('partnerStatement.netBase'),
          t('partnerStatement.rate'),
          t('partnerStatement.commission'),
        ],
        true,
      );
    pdf.font('Helvetica-Bold').fontSize(12).text(winAnsiText(sender.name), LEFT, LEFT);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor(GREY)
      .text(winAnsiText([sender.street, `${sender.zipcode} ${sender.city}`, sender.email].join('\n')));
    pdf
      .fillColor('black')
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(title, LEFT, 60 * MM, { width: RIGHT - LEFT });
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor(GREY)
      .text(t('partnerStatement.intro'), { width: RIGHT - LEFT })
      .fillColor('black');
    pdf.y += 12;
    header();
    for (const line of lines) {
      if (pdf.y > BOTTOM - 24) {
        pdf.addPage();
        header();
      }
      row([formatSwissDate(line.day), line.orderNumber, chf(line.baseRappen), winAnsiText(formatVatRate(locale, line.rateBp)), chf(line.commissionRappen)]);
    }
    if (lines.length === 0) pdf.font('Helvetica').fontSize(9).text(t('partnerStatement.none'), LEFT, pdf.y);
    hairline(pdf, LEFT, RIGHT, pdf.y + 2);
    pdf.y += 6;
    row([t('partnerStatement.total'), '', chf(total.baseRappen), '', chf(total.commissionRappen)], true);
  });
}
