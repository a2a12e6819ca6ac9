import { postalLines } from '../../../shared/domain';
import { formatRappen, formatSwissDate, formatVatRate } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import type { AnyMessageKey } from '../../../shared/i18n/messages/server-catalogues';
import { serverIntl } from '../../i18n/server-intl';
import { hairline } from '../../pdf/hairline';
import { pdfBytes } from '../../pdf/pdf-bytes';
import { winAnsiText } from '../../pdf/win-ansi-text';
import { qrBillData, qrBillLanguage } from '../payment/qr-bill';
import type { InvoiceContent } from './invoice-content';

/*
 * The invoice as an A4 PDF, laid out as Swiss invoices are: the creditor with its VAT number at the
 * top, the debtor's address where a right-window envelope shows it, the invoice's numbers and dates,
 * one line per item, the totals with the VAT they contain, and the QR-bill's payment part at the
 * foot of the page (on a page of its own when the items leave no room for it).
 */

const MM = 72 / 25.4;
const PAGE_HEIGHT = 297 * MM;
const LEFT = 20 * MM;
const RIGHT = 210 * MM - 20 * MM;
/** The address field of a C5 envelope with its window on the right (SN 010130). */
const WINDOW = { x: 118 * MM, y: 52 * MM };
const QR_BILL_HEIGHT = 105 * MM;
const COLUMNS = { item: LEFT, quantity: 300, unit: 360, amount: 450 } as const;
const GREY = '#555555';

export async function invoicePdf(invoice: InvoiceContent, qrIban: string, locale: Locale): Promise<Buffer> {
  // Loaded with the first invoice, as PDFKit is (pdf-bytes.ts), which it builds on.
  const { SwissQRBill } = await import('swissqrbill/pdf');
  const intl = serverIntl(locale);
  const t = (id: AnyMessageKey, values?: Record<string, string | number>) => winAnsiText(intl.formatMessage({ id }, values));
  const chf = (rappen: number) => winAnsiText(formatRappen(rappen, locale));
  const { reminder } = invoice;
  const title = t(reminder ? `invoice.reminder.${reminder.step}` : 'invoice.title', { number: invoice.number });
  return pdfBytes({ size: 'A4', margin: LEFT, info: { Title: title, Author: invoice.creditor.name } }, (pdf) => {
    const { creditor } = invoice;
    pdf.font('Helvetica-Bold').fontSize(12).text(creditor.name, LEFT, LEFT);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor(GREY)
      .text(
        [creditor.street, `${creditor.zipcode} ${creditor.city}`, creditor.phone, creditor.email, t('invoice.vatNumber', { uid: creditor.vatNumber })].join(
          '\n',
        ),
      );
    pdf
      .fillColor('black')
      .fontSize(10)
      .text(postalLines(invoice.debtor).join('\n'), WINDOW.x, WINDOW.y, { width: RIGHT - WINDOW.x });

    // The invoice's numbers and dates face the address, so the items start high enough to leave the QR-bill room on the first page.
    const facts: [string, string][] = [
      [t('invoice.number'), invoice.number],
      [t('invoice.orderNumber'), invoice.orderNumber],
      [t('invoice.date'), formatSwissDate(invoice.date)],
      [t('invoice.dueDate'), formatSwissDate(invoice.dueDate)],
    ];
    pdf.fontSize(9).y = WINDOW.y;
    for (const [label, value] of facts) {
      const y = pdf.y;
      pdf.font('Helvetica').text(label, LEFT, y, { width: 110 });
      pdf.font('Helvetica-Bold').text(value, LEFT + 110, y, { width: WINDOW.x - LEFT - 120 });
    }
    pdf
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(title, LEFT, 80 * MM);
    const header = () => {
      const y = pdf.y + 14;
      pdf.font('Helvetica-Bold').fontSize(9);
      pdf.text(t('invoice.item'), COLUMNS.item, y, { width: COLUMNS.quantity - COLUMNS.item - 10 });
      pdf.text(t('invoice.quantity'), COLUMNS.quantity, y, { width: 50, align: 'right' });
      pdf.text(t('invoice.unitPrice'), COLUMNS.unit, y, { width: 85, align: 'right' });
      pdf.text(t('invoice.amount'), COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
      rule(pdf.y + 3);
      pdf.y += 8;
    };
    const rule = (y: number) => hairline(pdf, LEFT, RIGHT, y);
    header();
    for (const line of invoice.lines) {
      const itemWidth = COLUMNS.quantity - COLUMNS.item - 10;
      pdf.font('Helvetica').fontSize(8.5);
      const height = pdf.heightOfString(winAnsiText(line.details), { width: itemWidth }) + 16;
      if (pdf.y + height > PAGE_HEIGHT - 30 * MM) {
        pdf.addPage();
        header();
      }
      const y = pdf.y;
      pdf.font('Helvetica-Bold').fontSize(10).text(winAnsiText(line.product), COLUMNS.item, y, { width: itemWidth });
      pdf.font('Helvetica').fontSize(8.5).fillColor(GREY).text(winAnsiText(line.details), { width: itemWidth });
      const bottom = pdf.y;
      pdf.fillColor('black').fontSize(10);
      pdf.text(String(line.quantity), COLUMNS.quantity, y, { width: 50, align: 'right' });
      pdf.text(chf(line.unitRappen), COLUMNS.unit, y, { width: 85, align: 'right' });
      pdf.text(chf(line.amountRappen), COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
      pdf.y = bottom + 6;
    }
    rule(pdf.y);
    pdf.y += 6;

    const sum = (label: string, value: string, bold = false) => {
      const y = pdf.y;
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
      pdf.text(label, LEFT + 40, y, { width: COLUMNS.amount - LEFT - 50, align: 'right' });
      pdf.text(value, COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
      pdf.y += 2;
    };
    sum(t('invoice.subtotal'), chf(invoice.itemsRappen));
    for (const voucher of invoice.discounts) sum(t('invoice.voucher', { code: voucher.code }), `- ${chf(voucher.amountRappen)}`);
    sum(t('invoice.shipping', { name: invoice.shippingName }), chf(invoice.shippingRappen));
    sum(t('invoice.total'), chf(invoice.totalRappen), true);
    for (const vat of invoice.vat) {
      if (vat.grossRappen > 0)
        sum(t('invoice.vatLine', { rate: winAnsiText(formatVatRate(locale, vat.rateBp)), base: chf(vat.grossRappen) }), chf(vat.vatRappen));
    }
    if (invoice.voucherSalesRappen > 0) sum(t('invoice.voucherSales'), chf(invoice.voucherSalesRappen));
    for (const payment of invoice.payments) sum(t('invoice.voucherPayment', { code: payment.code }), `- ${chf(payment.amountRappen)}`);
    if (reminder && reminder.feesRappen > 0) sum(t('invoice.reminder.fee'), chf(reminder.feesRappen));
    if (invoice.payments.length > 0 || (reminder && reminder.feesRappen > 0)) sum(t('invoice.amountDue'), chf(invoice.amountDueRappen), true);
    pdf.font('Helvetica').fontSize(10).moveDown(1);
    const paid = invoice.amountDueRappen === 0;
    pdf.text(paid ? t('invoice.paid') : t('invoice.payBy', { date: formatSwissDate(invoice.dueDate) }), LEFT, pdf.y, { width: RIGHT - LEFT });
    pdf.moveDown(0.5).text(t('invoice.thanks'));

    if (!paid) {
      // swissqrbill would add a page of the payment part's size; an A4 page keeps the invoice one format.
      if (pdf.y > PAGE_HEIGHT - QR_BILL_HEIGHT) pdf.addPage();
      const payment = {
        orderNumber: invoice.orderNumber,
        amountRappen: invoice.amountDueRappen,
        qrReference: invoice.qrReference,
        creditor,
        debtor: invoice.debtor,
      };
      new SwissQRBill(qrBillData(payment, qrIban, locale), { language: qrBillLanguage(locale) }).attachTo(pdf);
    }
  });
}
