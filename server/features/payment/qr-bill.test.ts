import { describe, expect, it } from 'vitest';
import { qrReference } from '../../../shared/domain';
import { loadConfig } from '../../config/config';
import { qrBillData } from './qr-bill';
import { TEST_ADDRESS } from '../../test/test-address';

const config = loadConfig({});
const payment = { orderNumber: '100042', amountRappen: 12_345, qrReference: qrReference('100042'), creditor: config.company, debtor: TEST_ADDRESS };

describe('QR-bill', () => {
  it('pays the order total in CHF to the configured QR-IBAN with the order’s QR reference', () => {
    const data = qrBillData(payment, config.QR_IBAN, 'de');
    expect(data).toMatchObject({
      currency: 'CHF',
      amount: 123.45,
      reference: '000000000000000000001000428',
      message: 'Bestellung 100042',
      creditor: { account: 'CH44 3199 9123 0008 8901 2', name: 'Print Atelier AG', address: 'Technologiepark', zip: '6039', city: 'Root', country: 'CH' },
      debtor: { name: 'Lea Keller', zip: '9490', city: 'Vaduz', country: 'LI' },
    });
  });

  it('refuses an IBAN that is not a QR-IBAN at start-up', () => {
    expect(() => loadConfig({ QR_IBAN: 'CH93 0076 2011 6238 5295 7' })).toThrow(/QR_IBAN/);
    expect(loadConfig({ QR_IBAN: 'ch44 3199 9123 0008 8901 2' }).QR_IBAN).toBe('CH4431999123000889012');
  });
});
