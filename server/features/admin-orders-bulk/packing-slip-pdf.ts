import type { Company } from '../../../shared/api/company';
import { postalLines } from '../../../shared/domain';
import { zurichDate } from '../../../shared/domain/calendar/zurich-date';
import { formatSwissDate } from '../../../shared/i18n/format';
import type { AnyMessageKey } from '../../../shared/i18n/messages/server-catalogues';
import { serverIntl } from '../../i18n/server-intl';
import { code128Bars } from '../../pdf/code128';
import { hairline } from '../../pdf/hairline';
import { pdfBytes } from '../../pdf/pdf-bytes';
import { winAnsiText } from '../../pdf/win-ansi-text';
import type { PackingSlip } from './packing-slip-content';

/*
 * Packing slips, a page per order (more when its items need them): the sender, the delivery
 * address, a Code 128 of the order number to scan at the packing table, and the items with their
 * design thumbnails, so the parcel is checked against the pictures. A4 for the office printer, A6
 * for a label printer (the same layout, smaller).
 */

const MM = 72 / 25.4;
const GREY = '#555555';

interface Layout {
  size: 'A4' | 'A6';
  width: number;
  height: number;
  margin: number;
  /** The body text's size; the others follow from it. */
  font: number;
  thumbnail: number;
  /** A bar's narrowest width (the scanners of a packing table read 0.25 mm). */
  module: number;
  barHeight: number;
}

const LAYOUTS: Record<'a4' | 'a6', Layout> = {
  a4: { size: 'A4', width: 210 * MM, height: 297 * MM, margin: 18 * MM, font: 10, thumbnail: 24 * MM, module: 0.33 * MM, barHeight: 14 * MM },
  a6: { size: 'A6', width: 105 * MM, height: 148 * MM, margin: 6 * MM, font: 7, thumbnail: 12 * MM, module: 0.25 * MM, barHeight: 9 * MM },
};

export function packingSlipsPdf(slips: readonly PackingSlip[], sender: Company, format: 'a4' | 'a6'): Promise<Buffer> {
  const layout = LAYOUTS[format];
  const { margin, font } = layout;
  const right = layout.width - margin;
  return pdfBytes({ size: layout.size, margin, autoFirstPage: false, info: { Author: sender.name } }, (pdf) => {
    for (const slip of slips) {
      const intl = serverIntl(slip.language);
      const t = (id: AnyMessageKey, values?: Record<string, string>) => winAnsiText(intl.formatMessage({ id }, values));
      pdf.addPage();

      // The order code at the top right, where a scanner finds it on every slip of a stack.
      const { bars, modules } = code128Bars(slip.number);
      const codeWidth = modules * layout.module;
      const codeLeft = right - codeWidth;
      for (const [start, width] of bars) pdf.rect(codeLeft + start * layout.module, margin, width * layout.module, layout.barHeight).fill('black');
      pdf
        .font('Helvetica')
        .fontSize(font)
        .text(slip.number, codeLeft, margin + layout.barHeight + 2, { width: codeWidth, align: 'center' });

      const textWidth = codeLeft - margin - 10;
      pdf
        .fillColor(GREY)
        .fontSize(font * 0.8)
        .text(winAnsiText([sender.name, sender.street, `${sender.zipcode} ${sender.city}`].join(', ')), margin, margin, { width: textWidth });
      pdf
        .fillColor('black')
        .font('Helvetica-Bold')
        .fontSize(font * 1.6)
        .text(t('packingSlip.title'), margin, pdf.y + font, { width: textWidth });
      const placed = zurichDate(slip.placedAt);
      pdf
        .font('Helvetica')
        .fontSize(font)
        .text(
          [t('packingSlip.order', { number: slip.number }), placed === null ? null : t('packingSlip.placed', { date: formatSwissDate(placed) })]
            .filter(Boolean)
            .join('\n'),
          {
            width: textWidth,
          },
        );

      pdf.y = Math.max(pdf.y, margin + layout.barHeight + font * 2) + font * 1.5;
      pdf
        .font('Helvetica-Bold')
        .fontSize(font * 0.8)
        .fillColor(GREY)
        .text(t('packingSlip.deliverTo'), margin, pdf.y);
      pdf
        .font('Helvetica')
        .fontSize(font * 1.2)
        .fillColor('black')
        .text(winAnsiText(postalLines(slip.deliverTo).join('\n')), { width: right - margin });

      const quantityWidth = font * 5;
      const itemLeft = margin + layout.thumbnail + font;
      const itemWidth = right - quantityWidth - itemLeft;
      const header = () => {
        pdf.font('Helvetica-Bold').fontSize(font * 0.9);
        const y = pdf.y;
        pdf.text(t('packingSlip.item'), margin, y, { width: itemWidth });
        pdf.text(t('packingSlip.quantity'), right - quantityWidth, y, { width: quantityWidth, align: 'right' });
        hairline(pdf, margin, right, pdf.y + 2);
        pdf.y += font * 0.6;
      };
      pdf.y += font * 1.5;
      header();
      for (const item of slip.items) {
        if (pdf.y + layout.thumbnail > layout.height - margin) {
          pdf.addPage();
          pdf
            .font('Helvetica')
            .fontSize(font)
            .text(t('packingSlip.order', { number: slip.number }), margin, margin);
          pdf.y += font;
          header();
        }
        const top = pdf.y;
        if (item.thumbnail) pdf.image(item.thumbnail, margin, top, { fit: [layout.thumbnail, layout.thumbnail] });
        pdf.font('Helvetica-Bold').fontSize(font).text(winAnsiText(item.product), itemLeft, top, { width: itemWidth });
        if (item.details !== '')
          pdf
            .font('Helvetica')
            .fontSize(font * 0.85)
            .fillColor(GREY)
            .text(winAnsiText(item.details), { width: itemWidth });
        pdf
          .fillColor('black')
          .font('Helvetica-Bold')
          .fontSize(font * 1.2)
          .text(String(item.quantity), right - quantityWidth, top, { width: quantityWidth, align: 'right' });
        pdf.y = Math.max(pdf.y, top + (item.thumbnail ? layout.thumbnail : 0)) + font * 0.8;
      }
      pdf
        .font('Helvetica')
        .fontSize(font)
        .text(t('packingSlip.thanks'), margin, pdf.y + font, { width: right - margin });
    }
  });
}
