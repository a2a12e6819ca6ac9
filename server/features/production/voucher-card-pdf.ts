import { buffer } from 'node:stream/consumers';
import PdfKitDocument from 'pdfkit';
import { type PrintArea, areaGeometry } from '../../../shared/domain';
import { formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { winAnsiText } from '../../pdf/win-ansi-text';

const MM = 72 / 25.4;
/** The demo card's A6 format with 2 mm bleed, for a gift voucher whose order kept no print area. */
const DEFAULT_CARD = { width: 148, height: 105, trim: 2 };

export interface VoucherCard {
  readonly code: string;
  readonly amountRappen: number;
}

/**
 * The print file of a gift voucher item: one card page per piece, each with its own code and value
 * in the order's language, the card motif (the chosen option) named for the production staff in
 * the PDF's title. Boxes as for every print file: MediaBox = BleedBox = all printed, TrimBox = the card.
 */
export async function voucherCardPdf(cards: readonly VoucherCard[], area: PrintArea | undefined, locale: Locale, title: string): Promise<Uint8Array> {
  const intl = serverIntl(locale);
  const size = area
    ? { ...areaGeometry(area).full, trim: area.specs.trim }
    : { width: DEFAULT_CARD.width + 2 * DEFAULT_CARD.trim, height: DEFAULT_CARD.height + 2 * DEFAULT_CARD.trim, trim: DEFAULT_CARD.trim };
  const width = size.width * MM;
  const height = size.height * MM;
  const trim = size.trim * MM;
  const inset = trim + 10 * MM;
  const textWidth = width - 2 * inset;
  const pdf = new PdfKitDocument({ autoFirstPage: false, info: { Title: title, Producer: 'Print Atelier production', Creator: 'Print Atelier' } });
  const bytes = buffer(pdf);
  for (const card of cards) {
    pdf.addPage({ size: [width, height], margin: 0 });
    Object.assign(pdf.page.dictionary.data, { BleedBox: [0, 0, width, height], TrimBox: [trim, trim, width - trim, height - trim] });
    pdf
      .font('Helvetica-Bold')
      .fontSize(22)
      .fillColor('#1f2a44')
      .text(intl.formatMessage({ id: 'voucherCard.title' }), inset, inset, { width: textWidth });
    pdf
      .font('Helvetica')
      .fontSize(14)
      .text(winAnsiText(intl.formatMessage({ id: 'voucherCard.value' }, { amount: formatRappen(card.amountRappen, locale) })), { width: textWidth });
    pdf
      .moveDown(1.2)
      .fontSize(9)
      .fillColor('#555555')
      .text(intl.formatMessage({ id: 'voucherCard.code' }), { width: textWidth });
    pdf.font('Courier-Bold').fontSize(20).fillColor('#000000').text(card.code, { width: textWidth });
    pdf
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor('#555555')
      .text(intl.formatMessage({ id: 'voucherCard.redeem' }, { shop: intl.formatMessage({ id: 'shop.name' }) }), inset, height - inset - 22, {
        width: textWidth,
      });
  }
  pdf.end();
  return bytes;
}
