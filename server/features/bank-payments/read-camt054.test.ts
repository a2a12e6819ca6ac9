import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CamtError, MAX_NESTING, amountToRappen, readCamt054 } from './read-camt054';

const sample = (name: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (xml, [key, value]) => xml.replaceAll(`{{${key}}}`, value),
    readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8'),
  );

/** The refusal reading `xml` throws. */
function refusal(xml: string): CamtError {
  try {
    readCamt054(xml);
  } catch (error) {
    if (error instanceof CamtError) return error;
    throw error;
  }
  throw new Error('read without refusal');
}

/** A notification of no payment, behind `doctype`. */
const camt = (doctype: string, msgId: string) =>
  `<?xml version="1.0"?>${doctype}<Document><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>${msgId}</MsgId></GrpHdr></BkToCstmrDbtCdtNtfctn></Document>`;

/** A notification whose header is followed by `levels` nested elements. */
const deep = (levels: number) =>
  `<Document><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>m</MsgId></GrpHdr>${'<a x=">">'.repeat(levels)}${'</a>'.repeat(levels)}</BkToCstmrDbtCdtNtfctn></Document>`;

/** The QR batch sample, its three payments of CHF 1.00 unless `values` say otherwise. */
const batch = (values: Record<string, string>) =>
  sample('camt054-v08-qr-batch.xml', {
    BATCH_TOTAL: '1.00',
    EXACT_AMOUNT: '1.00',
    EXACT_REFERENCE: '210000000003139471430009017',
    SHORT_AMOUNT: '1.00',
    SHORT_REFERENCE: '000000000000000000001000027',
    ...values,
  });

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
    expect(refusal('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt/></Document>')).toMatchObject({
      reason: 'notNotification',
    });
  });

  it('refuses any DTD: external and parameter entities, entity bombs', () => {
    for (const xml of [
      camt('<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>', '&x;'),
      camt('<!DOCTYPE d [<!ENTITY % p SYSTEM "http://127.0.0.1/p.dtd"> %p;]>', 'x'),
      camt('<!DOCTYPE d [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>', '&b;'),
      camt('<!doctype d SYSTEM "http://127.0.0.1/d.dtd">', 'x'),
    ])
      expect(refusal(xml)).toMatchObject({ reason: 'doctype', place: null });
  });

  it('refuses deep nesting in linear time, before anything recurses into it', () => {
    const started = performance.now();
    expect(refusal(deep(60_000))).toMatchObject({ reason: 'tooDeep', values: { max: MAX_NESTING } });
    expect(refusal(deep(90_000))).toMatchObject({ reason: 'tooDeep' });
    expect(performance.now() - started).toBeLessThan(5000);
    // Comments, CDATA and self-closed elements are no levels.
    expect(readCamt054(deep(MAX_NESTING - 2).replace('<a x=">">', '<!-- <a> --><![CDATA[<b>]]><c/><a>')).credits).toEqual([]);
  });

  it('refuses what the XML reader refuses, e.g. a reserved name, as a file fault', () => {
    expect(refusal('<Document><BkToCstmrDbtCdtNtfctn><constructor/></BkToCstmrDbtCdtNtfctn></Document>')).toMatchObject({ reason: 'unreadable' });
    expect(refusal('<Document><x></Document>')).toMatchObject({ reason: 'notXml', values: { line: 1 } });
  });

  it('checks every payment before anything is booked, naming the one at fault', () => {
    expect(refusal(batch({ SHORT_AMOUNT: '21474836.48' }))).toMatchObject({
      reason: 'amountTooLarge',
      values: { amount: '21474836.48' },
      place: { entry: 1, payment: 2, bankReference: '261124CH0A1B2C3D-0002' },
    });
    expect(refusal(batch({ EXACT_AMOUNT: '999999999999.99' }))).toMatchObject({ reason: 'amountTooLarge', place: { payment: 1 } });
    expect(refusal(batch({ SHORT_AMOUNT: '1,50' }))).toMatchObject({ reason: 'notAmount', place: { payment: 2 } });
    expect(refusal(batch({}).replace('<Dt>2026-11-24</Dt>', '<Dt>2026-02-30</Dt>'))).toMatchObject({ reason: 'badDate', place: { entry: 1 } });
    expect(refusal(batch({}).replace('<Nm>Marco Rossi</Nm>', `<Nm>${'x'.repeat(141)}</Nm>`))).toMatchObject({
      reason: 'tooLong',
      values: { field: 'Nm' },
      place: { payment: 2 },
    });
    expect(refusal(batch({}).replace('-0003</AcctSvcrRef>', `${'0'.repeat(3000)}</AcctSvcrRef>`))).toMatchObject({
      reason: 'tooLong',
      values: { field: 'AcctSvcrRef' },
      place: { payment: 3 },
    });
    expect(refusal(batch({}).replace('<Amt Ccy="CHF">75.00</Amt>', '<Amt Ccy="chf ">75.00</Amt>'))).toMatchObject({ reason: 'badCurrency' });
    // The largest amount a credit holds is read; a person decides what it pays.
    expect(readCamt054(batch({ SHORT_AMOUNT: '21474836.47' })).credits[1]?.amountRappen).toBe(2_147_483_647);
  });

  it('counts amounts in rappen exactly', () => {
    expect(amountToRappen('0.1')).toBe(10);
    expect(amountToRappen('1234567.89')).toBe(123_456_789);
    expect(amountToRappen('21474836.47')).toBe(2_147_483_647);
    expect(() => amountToRappen('21474836.48')).toThrow(CamtError);
    expect(() => amountToRappen('1,50')).toThrow(CamtError);
    expect(() => amountToRappen('-5.00')).toThrow(CamtError);
  });
});
