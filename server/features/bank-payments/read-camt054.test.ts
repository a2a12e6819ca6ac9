import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CamtError, amountToRappen, readCamt054 } from './read-camt054';

const sample = (name: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (xml, [key, value]) => xml.replaceAll(`{{${key}}}`, value),
    readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8'),
  );

describe('reading a camt.054 file', () => {
  it('reads each payment of a booked QR batch (SPS 2022, camt.054.001.08) with its reference, amount, payer and payer’s IBAN', () => {
    const file = readCamt054(
      sample('camt054-v08-qr-batch.xml', {
        BATCH_TOTAL: '279.50',
        EXACT_AMOUNT: '129.50',
        EXACT_REFERENCE: '210000000003139471430009017',
        SHORT_AMOUNT: '75',
        SHORT_REFERENCE: '000000000000000000001000027',
      }),
    );
    expect(file.messageId).toBe('20261125375204000006587');
    expect(file.credits).toEqual([
      {
        reference: '210000000003139471430009017',
        amountRappen: 12_950,
        currency: 'CHF',
        reversal: false,
        bankReference: '261124CH0A1B2C3D-0001',
        bookedOn: '2026-11-24',
        debtorName: 'Lea Muster',
        debtorIban: 'CH9300762011623852957',
      },
      {
        reference: '000000000000000000001000027',
        amountRappen: 7500,
        currency: 'CHF',
        reversal: false,
        bankReference: '261124CH0A1B2C3D-0002',
        bookedOn: '2026-11-24',
        debtorName: 'Marco Rossi',
        debtorIban: null,
      },
      {
        reference: '000000000000000000009999990',
        amountRappen: 7500,
        currency: 'CHF',
        reversal: false,
        bankReference: '261124CH0A1B2C3D-0003',
        bookedOn: '2026-11-24',
        debtorName: 'Unbekannt AG',
        debtorIban: null,
      },
    ]);
  });

  it('reads the older form (camt.054.001.04): status as a plain code, the payer’s name in Dbtr', () => {
    const file = readCamt054(sample('camt054-v04-single.xml', { AMOUNT: '48.05', REFERENCE: '000000000000000000001000035' }));
    expect(file.credits).toEqual([
      {
        reference: '000000000000000000001000035',
        amountRappen: 4805,
        currency: 'CHF',
        reversal: false,
        bankReference: 'ZKB-20261125-77',
        bookedOn: '2026-11-25',
        debtorName: 'Chloé Dupont',
        debtorIban: null,
      },
    ]);
  });

  it('refuses what is not a camt.054 notification, saying why', () => {
    expect(() => readCamt054('<Document><x></Document>')).toThrow(CamtError);
    expect(() => readCamt054('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt/></Document>')).toThrow(
      /camt.054/,
    );
  });

  it('expands no entities (no XML bomb grows)', () => {
    const bomb =
      '<!DOCTYPE d [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><Document><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>&b;</MsgId></GrpHdr></BkToCstmrDbtCdtNtfctn></Document>';
    expect(readCamt054(bomb).messageId).toBe('&b;');
  });

  it('counts amounts in rappen exactly', () => {
    expect(amountToRappen('0.1')).toBe(10);
    expect(amountToRappen('1234567.89')).toBe(123_456_789);
    expect(() => amountToRappen('1,50')).toThrow(CamtError);
    expect(() => amountToRappen('-5.00')).toThrow(CamtError);
  });
});
