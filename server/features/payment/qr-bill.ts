import PdfKitDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Data, Language } from 'swissqrbill/types';
import { formatIBAN } from 'swissqrbill/utils';
import type { AddressSnapshot } from '../../../shared/domain';
import { formatRappen, formatVatRate } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import type { CreditorConfig } from './payment-providers';

export interface InvoiceOrder {
  readonly number: string;
  readonly totalRappen: number;
  readonly vatRappen: number;
  /** The rate the order was taken with (orders keep it, as rates change). */
  readonly vatRateBp: number;
  readonly qrReference: string;
  readonly billingAddress: AddressSnapshot;
  readonly createdAt: Date;
}

const QR_BILL_LANGUAGES: readonly Language[] = ['DE', 'FR', 'IT', 'EN', 'RM'];

/**
 * The language swissqrbill words its payment part in (its own texts, not the shop's): the
 * customer's where it has it, else English, so a new shop language needs no change here.
 */
function qrBillLanguage(locale: Locale): Language {
  return QR_BILL_LANGUAGES.find((language) => language === locale.toUpperCase()) ?? 'EN';
}

/** The QR-bill's payment data: the shop's QR-IBAN, the amount in CHF and the order's QR reference. */
export function qrBillData(order: InvoiceOrder, config: CreditorConfig, locale: Locale): Data {
  const debtor = order.billingAddress;
  const name = [debtor.company, `${debtor.firstname} ${debtor.lastname}`].filter(Boolean).join(', ');
  return {
    currency: 'CHF',
    amount: order.totalRappen / 100,
    reference: order.qrReference,
    message: serverIntl(locale).formatMessage({ id: 'invoice.order' }, { number: order.number }),
    creditor: {
      account: formatIBAN(config.QR_IBAN),
      name: config.CREDITOR_NAME,
      address: config.CREDITOR_ADDRESS,
      zip: config.CREDITOR_ZIP,
      city: config.CREDITOR_CITY,
      country: config.CREDITOR_COUNTRY,
    },
    debtor: { name: name.slice(0, 70), address: debtor.address1.slice(0, 70), zip: debtor.zipcode, city: debtor.city.slice(0, 35), country: debtor.country },
  };
}

/** The invoice as a one-page A4 PDF: a short header and the QR-bill payment part at its foot. */
export async function qrBillPdf(order: InvoiceOrder, config: CreditorConfig, locale: Locale): Promise<Buffer> {
  const data = qrBillData(order, config, locale);
  const intl = serverIntl(locale);
  const title = intl.formatMessage({ id: 'invoice.title' }, { number: order.number });
  const vat = intl.formatMessage({ id: 'invoice.vatIncluded' }, { rate: formatVatRate(locale, order.vatRateBp) });
  const pdf = new PdfKitDocument({ size: 'A4', margin: 50, info: { Title: title, Author: config.CREDITOR_NAME } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  pdf.fontSize(10).text(`${config.CREDITOR_NAME}\n${config.CREDITOR_ADDRESS}\n${config.CREDITOR_ZIP} ${config.CREDITOR_CITY}`);
  pdf.moveDown(2).fontSize(18).text(title);
  pdf.moveDown().fontSize(11).text(order.createdAt.toISOString().slice(0, 10));
  pdf.moveDown().text(`${formatRappen(order.totalRappen, locale)} (${vat}: ${formatRappen(order.vatRappen, locale)})`);
  new SwissQRBill(data, { language: qrBillLanguage(locale) }).attachTo(pdf);
  pdf.end();
  await done;
  return Buffer.concat(chunks);
}
