import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { qrReference, VAT_RATE_BP } from '../../../shared/domain';
import { loadConfig } from '../../config/config';
import { qrBillData, qrBillPdf } from './qr-bill';
import { TEST_ADDRESS } from '../../test/test-address';

const config = loadConfig({});
const order = {
  number: '100042',
  totalRappen: 12_345,
  vatRappen: 925,
  vatRateBp: VAT_RATE_BP,
  qrReference: qrReference('100042'),
  createdAt: new Date('2030-03-01T10:00:00Z'),
  billingAddress: TEST_ADDRESS,
};

describe('QR-bill', () => {
  it('pays the order total in CHF to the configured QR-IBAN with the order’s QR reference', () => {
    const data = qrBillData(order, config, 'de');
    expect(data).toMatchObject({
      currency: 'CHF',
      amount: 123.45,
      reference: '000000000000000000001000428',
      message: 'Bestellung 100042',
      creditor: { account: 'CH44 3199 9123 0008 8901 2', name: 'Print Atelier AG', zip: '6039', city: 'Root', country: 'CH' },
      debtor: { name: 'Lea Keller', zip: '9490', city: 'Vaduz', country: 'LI' },
    });
  });

  it('renders a one-page A4 PDF that swissqrbill accepts', async () => {
    const pdf = await PDFDocument.load(await qrBillPdf(order, config, 'fr'));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe('Facture 100042');
  });

  it('refuses an IBAN that is not a QR-IBAN at start-up', () => {
    expect(() => loadConfig({ QR_IBAN: 'CH93 0076 2011 6238 5295 7' })).toThrow(/QR_IBAN/);
    expect(loadConfig({ QR_IBAN: 'ch44 3199 9123 0008 8901 2' }).QR_IBAN).toBe('CH4431999123000889012');
  });
});
