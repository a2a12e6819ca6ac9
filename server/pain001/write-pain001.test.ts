import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './validate-pain001';
import { type Pain001Input, rappenToAmount, writePain001 } from './write-pain001';

const input: Pain001Input = {
  messageId: 'REFUNDS-20261128141500',
  createdAt: new Date('2026-11-28T14:15:00.123Z'),
  executionDate: '2026-11-30',
  debtor: { name: 'Print Atelier GmbH', street: 'Musterstrasse 12', zipcode: '8000', city: 'Zürich', country: 'CH', iban: 'CH8100700110000012345' },
  transfers: [
    {
      endToEndId: 'REFUND-1',
      amountRappen: 1380,
      creditorName: 'Lea Muster',
      creditorIban: 'CH9300762011623852957',
      remittance: 'Rückerstattung Bestellung 2026-000001',
    },
    {
      endToEndId: 'REFUND-2',
      amountRappen: 100_005,
      creditorName: 'Chloé & Marc <Dupont>',
      creditorIban: 'DE89370400440532013000',
      remittance: 'Remboursement commande 2026-000002',
    },
  ],
};

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (name) => name === 'CdtTrfTxInf' }).parse(xml).Document
    .CstmrCdtTrfInitn;

describe('writePain001', () => {
  it('writes a file valid against the pain.001.001.09 schema (xmllint)', async () => {
    expect(await schemaErrors(writePain001(input))).toBeNull();
  });

  it('is refused by the schema when an element is out of place (the check bites)', async () => {
    const broken = writePain001(input).replace('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>XXX</PmtMtd>');
    expect(await schemaErrors(broken)).toMatch(/PmtMtd/);
  });

  it('writes each amount in CHF exact to the rappen, and their sum as the control sum', () => {
    const doc = parse(writePain001(input));
    expect(
      doc.PmtInf.CdtTrfTxInf.map((tx: { Amt: { InstdAmt: { '#text': string; '@Ccy': string } } }) => [tx.Amt.InstdAmt['#text'], tx.Amt.InstdAmt['@Ccy']]),
    ).toEqual([
      ['13.80', 'CHF'],
      ['1000.05', 'CHF'],
    ]);
    expect([doc.GrpHdr.NbOfTxs, doc.GrpHdr.CtrlSum, doc.PmtInf.CtrlSum]).toEqual(['2', '1013.85', '1013.85']);
  });

  it('pays each creditor to their IBAN with the order in the remittance information', () => {
    const [first] = parse(writePain001(input)).PmtInf.CdtTrfTxInf;
    expect(first).toMatchObject({
      PmtId: { EndToEndId: 'REFUND-1' },
      Cdtr: { Nm: 'Lea Muster' },
      CdtrAcct: { Id: { IBAN: 'CH9300762011623852957' } },
      RmtInf: { Ustrd: 'Rückerstattung Bestellung 2026-000001' },
    });
  });

  it('debits the shop, naming its bank by the clearing number of its IBAN', () => {
    const info = parse(writePain001(input)).PmtInf;
    expect(info).toMatchObject({
      PmtMtd: 'TRF',
      ReqdExctnDt: { Dt: '2026-11-30' },
      Dbtr: { Nm: 'Print Atelier GmbH' },
      DbtrAcct: { Id: { IBAN: 'CH8100700110000012345' } },
      DbtrAgt: { FinInstnId: { ClrSysMmbId: { ClrSysId: { Cd: 'CHBCC' }, MmbId: '00700' } } },
    });
  });

  it('escapes what XML would read as markup', () => {
    expect(writePain001(input)).toContain('<Nm>Chloé &amp; Marc &lt;Dupont&gt;</Nm>');
  });

  it('writes rappen as francs without floating point', () => {
    expect([rappenToAmount(5), rappenToAmount(1380), rappenToAmount(123_456_789_01)]).toEqual(['0.05', '13.80', '123456789.01']);
  });
});
