import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { qrReference, VAT_RATE_BP } from '../../../shared/domain';
import { loadConfig } from '../../config/config';
import { TEST_ADDRESS } from '../../test/test-address';
import type { InvoiceContent, InvoiceLine } from './invoice-content';
import { invoicePdf } from './invoice-pdf';

const config = loadConfig({});
const canvas: InvoiceLine = { product: 'Leinwand', details: 'Format: 40 x 30 cm, Rahmentiefe: 2 cm', quantity: 2, unitRappen: 8_790, amountRappen: 17_580 };
const poster: InvoiceLine = { product: 'Poster', details: 'Format: 60 x 40 cm, Papier: Matt', quantity: 1, unitRappen: 123_450, amountRappen: 123_450 };
const invoice: InvoiceContent = {
  number: '2030-100042',
  orderNumber: '100042',
  date: '2030-03-01',
  dueDate: '2030-03-31',
  creditor: config.company,
  debtor: TEST_ADDRESS,
  lines: [canvas, poster],
  itemsRappen: 141_030,
  discounts: [{ code: 'WELCOME10', amountRappen: 14_103 }],
  shippingName: 'Post Priority',
  shippingRappen: 900,
  totalRappen: 127_827,
  vat: [{ rateBp: VAT_RATE_BP, grossRappen: 127_827, vatRappen: 9_578 }],
  voucherSalesRappen: 0,
  payments: [],
  amountDueRappen: 127_827,
  qrReference: qrReference('100042'),
};

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  // One space for every run of spaces and no-break spaces, so a test reads amounts as a person does.
  return { pages: totalPages, text: text.replace(/[\s\u00a0\u202f]+/g, ' ') };
}

/** One expectation a part, so that a failure names the part the text lacks. */
function expectParts(text: string, parts: readonly string[]) {
  for (const part of parts) expect(text).toContain(part);
}

describe('invoice PDF', () => {
  it('is a Swiss invoice in German: creditor with VAT number, debtor, numbers, dates, items, totals with VAT, QR-bill', async () => {
    const { pages, text } = await pdfText(await invoicePdf(invoice, config.QR_IBAN, 'de'));
    expect(pages).toBe(1);
    expectParts(text, [
      'Print Atelier AG',
      'Technologiepark',
      '6039 Root',
      'MWST-Nr. CHE-123.456.788 MWST',
      'Lea Keller',
      'FL-9490 Vaduz',
      'Rechnung 2030-100042',
      'Rechnungsnummer 2030-100042',
      'Bestellnummer 100042',
      'Rechnungsdatum 01.03.2030',
      'Zahlbar bis 31.03.2030',
      'Leinwand',
      'Format: 40 x 30 cm, Rahmentiefe: 2 cm',
      '2 CHF 87.90 CHF 175.80',
      "1 CHF 1'234.50 CHF 1'234.50",
      "Warenwert CHF 1'410.30",
      'Gutschein WELCOME10 - CHF 141.03',
      'Versand: Post Priority CHF 9.00',
      "Total CHF 1'278.27",
      "inkl. 8.1 % MWST auf CHF 1'278.27 CHF 95.78",
      'bis am 31.03.2030',
      // The payment part, in swissqrbill's German.
      'Zahlteil',
      'CH44 3199 9123 0008 8901 2',
      '00 00000 00000 00000 00010 00428',
    ]);
  });

  it('speaks the order’s language, French with its own number format and VAT words', async () => {
    const { text } = await pdfText(await invoicePdf(invoice, config.QR_IBAN, 'fr'));
    expectParts(text, [
      'Facture 2030-100042',
      'N° TVA CHE-123.456.788 TVA',
      'Date de la facture 01.03.2030',
      'Payable jusqu’au 31.03.2030',
      '1 234.50 CHF',
      'TVA 8.1 % incluse sur 1 278.27 CHF 95.78 CHF',
      'Section paiement',
    ]);
  });

  it('leaves gift vouchers sold out of the VAT and counts gift vouchers redeemed as payments before the amount due', async () => {
    const voucher: InvoiceLine = { product: 'Geschenkgutschein CHF 50', details: 'Kartenmotiv: Neutral', quantity: 1, unitRappen: 5_000, amountRappen: 5_000 };
    const mixed: InvoiceContent = {
      ...invoice,
      lines: [canvas, voucher],
      itemsRappen: 22_580,
      discounts: [],
      totalRappen: 23_480,
      vat: [{ rateBp: VAT_RATE_BP, grossRappen: 18_480, vatRappen: 1_385 }],
      voucherSalesRappen: 5_000,
      payments: [{ code: 'GV-AAAA-BBBB-CCCC', amountRappen: 5_000 }],
      amountDueRappen: 18_480,
    };
    const { text } = await pdfText(await invoicePdf(mixed, config.QR_IBAN, 'de'));
    expectParts(text, [
      'Total CHF 234.80',
      'inkl. 8.1 % MWST auf CHF 184.80 CHF 13.85',
      'Geschenkgutscheine (Mehrzweckgutscheine), ohne MWST CHF 50.00',
      'Bezahlt mit Geschenkgutschein GV-AAAA-BBBB-CCCC - CHF 50.00',
      'Zu bezahlen CHF 184.80',
      // The QR-bill asks for the amount due.
      'Betrag CHF 184.80',
    ]);
  });

  it('has no QR-bill when gift vouchers paid it all', async () => {
    const paid: InvoiceContent = { ...invoice, payments: [{ code: 'GV-AAAA-BBBB-CCCC', amountRappen: 127_827 }], amountDueRappen: 0 };
    const { text } = await pdfText(await invoicePdf(paid, config.QR_IBAN, 'en'));
    expect(text).toContain('Amount due CHF 0.00');
    expect(text).toContain('nothing is left to pay');
    expect(text).not.toContain('Payment part');
  });

  it('continues a long list of items on further pages and gives the QR-bill the foot of a page of its own', async () => {
    const many = { ...invoice, lines: Array.from({ length: 30 }, (_, index) => ({ ...canvas, product: `Leinwand ${index + 1}` })) };
    const { pages, text } = await pdfText(await invoicePdf(many, config.QR_IBAN, 'it'));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Leinwand 30');
    expect(text).toContain('Sezione pagamento');
  });
});
