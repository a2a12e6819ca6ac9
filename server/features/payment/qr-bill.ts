import PdfKitDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Data } from 'swissqrbill/types';
import type { AddressSnapshot } from '../../../shared/domain';
import type { Locale } from '../../../shared/i18n/locales';
import type { CreditorConfig } from './payment-providers';
import { formatIban } from './payment-providers';

export interface InvoiceOrder {
  readonly number: string;
  readonly totalRappen: number;
  readonly vatRappen: number;
  readonly qrReference: string;
  readonly billingAddress: AddressSnapshot;
  readonly createdAt: Date;
}

const LANGUAGES = { de: 'DE', fr: 'FR', it: 'IT', en: 'EN' } as const;
const TITLES: Record<Locale, string> = { de: 'Rechnung', fr: 'Facture', it: 'Fattura', en: 'Invoice' };
const ORDER: Record<Locale, string> = { de: 'Bestellung', fr: 'Commande', it: 'Ordine', en: 'Order' };
const VAT: Record<Locale, string> = { de: 'inkl. MWST 8.1 %', fr: 'TVA 8,1 % incluse', it: 'IVA 8,1 % inclusa', en: 'incl. VAT 8.1 %' };

/** The QR-bill's payment data: the shop's QR-IBAN, the amount in CHF and the order's QR reference. */
export function qrBillData(order: InvoiceOrder, config: CreditorConfig, locale: Locale): Data {
  const debtor = order.billingAddress;
  const name = [debtor.company, `${debtor.firstname} ${debtor.lastname}`].filter(Boolean).join(', ');
  return {
    currency: 'CHF',
    amount: order.totalRappen / 100,
    reference: order.qrReference,
    message: `${ORDER[locale]} ${order.number}`,
    creditor: {
      account: formatIban(config.QR_IBAN),
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
  const pdf = new PdfKitDocument({ size: 'A4', margin: 50, info: { Title: `${TITLES[locale]} ${order.number}`, Author: config.CREDITOR_NAME } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  const amount = new Intl.NumberFormat(`${locale}-CH`, { style: 'currency', currency: 'CHF' });
  pdf.fontSize(10).text(`${config.CREDITOR_NAME}\n${config.CREDITOR_ADDRESS}\n${config.CREDITOR_ZIP} ${config.CREDITOR_CITY}`);
  pdf.moveDown(2).fontSize(18).text(`${TITLES[locale]} ${order.number}`);
  pdf.moveDown().fontSize(11).text(order.createdAt.toISOString().slice(0, 10));
  pdf.moveDown().text(`${amount.format(order.totalRappen / 100)} (${VAT[locale]}: ${amount.format(order.vatRappen / 100)})`);
  new SwissQRBill(data, { language: LANGUAGES[locale] }).attachTo(pdf);
  pdf.end();
  await done;
  return Buffer.concat(chunks);
}
