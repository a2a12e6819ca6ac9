import { swissIid } from '../../shared/domain/payments/iban';

/*
 * Writes an ISO 20022 credit-transfer initiation (pain.001.001.09) as Swiss banks take it under
 * the Swiss Payment Standards 2022: one payment group (PmtInf) from the shop's account, one
 * transaction per transfer (a bank refund, a partner's payout), amounts in CHF written from integer rappen (never through floating
 * point), the debtor's bank named by the clearing number (IID) of its IBAN. The element order is
 * the schema's (schema/pain.001.001.09.xsd beside this file, checked in the test).
 */

interface Pain001Debtor {
  readonly name: string;
  readonly street: string;
  readonly zipcode: string;
  readonly city: string;
  readonly country: string;
  readonly iban: string;
}

export interface Pain001Transfer {
  /** Unique per payment, told back by the bank (camt.054 of the debit): the refund's or the payout's own id. */
  readonly endToEndId: string;
  readonly amountRappen: number;
  readonly creditorName: string;
  readonly creditorIban: string;
  /** What the payer reads on their statement (at most 140 characters). */
  readonly remittance: string;
}

export interface Pain001Input {
  readonly messageId: string;
  readonly createdAt: Date;
  /** YYYY-MM-DD: the day the bank is to pay. */
  readonly executionDate: string;
  readonly debtor: Pain001Debtor;
  readonly transfers: readonly Pain001Transfer[];
}

/** 1380 rappen as "13.80". */
export function rappenToAmount(rappen: number): string {
  if (!Number.isSafeInteger(rappen) || rappen < 0) throw new Error(`not an amount in rappen: ${rappen}`);
  return `${Math.floor(rappen / 100)}.${String(rappen % 100).padStart(2, '0')}`;
}

/**
 * Text as SPS lets it through: the Latin characters of its character set (Basic Latin, Latin-1,
 * Latin Extended-A, Ș ș Ț ț, €); anything else becomes "." rather than having the whole file refused.
 */
function spsText(value: string, max: number): string {
  const allowed = /[\u0020-\u007e\u00a0-\u017f\u0218-\u021b\u20ac]/;
  const clean = [...value.normalize('NFC')].map((char) => (allowed.test(char) ? char : '.')).join('');
  return escapeXml([...clean.trim()].slice(0, max).join(''));
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const el = (name: string, ...content: string[]) => `<${name}>${content.join('')}</${name}>`;

function debtorAgent(iban: string): string {
  const iid = swissIid(iban);
  if (iid === null) throw new Error('the debtor account must be a Swiss or Liechtenstein IBAN');
  return el('DbtrAgt', el('FinInstnId', el('ClrSysMmbId', el('ClrSysId', el('Cd', 'CHBCC')), el('MmbId', iid))));
}

function transaction(transfer: Pain001Transfer): string {
  return el(
    'CdtTrfTxInf',
    el('PmtId', el('InstrId', spsText(transfer.endToEndId, 35)), el('EndToEndId', spsText(transfer.endToEndId, 35))),
    el('Amt', `<InstdAmt Ccy="CHF">${rappenToAmount(transfer.amountRappen)}</InstdAmt>`),
    el('Cdtr', el('Nm', spsText(transfer.creditorName, 70))),
    el('CdtrAcct', el('Id', el('IBAN', transfer.creditorIban))),
    el('RmtInf', el('Ustrd', spsText(transfer.remittance, 140))),
  );
}

/** The whole file, UTF-8 XML. At least one transfer: a payment file without payments is refused by every bank. */
export function writePain001(input: Pain001Input): string {
  if (input.transfers.length === 0) throw new Error('a payment file needs at least one transfer');
  const count = String(input.transfers.length);
  const total = rappenToAmount(input.transfers.reduce((sum, transfer) => sum + transfer.amountRappen, 0));
  const { debtor } = input;
  const createdAt = input.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const body = el(
    'CstmrCdtTrfInitn',
    el(
      'GrpHdr',
      el('MsgId', spsText(input.messageId, 35)),
      el('CreDtTm', createdAt),
      el('NbOfTxs', count),
      el('CtrlSum', total),
      el('InitgPty', el('Nm', spsText(debtor.name, 70))),
    ),
    el(
      'PmtInf',
      el('PmtInfId', spsText(`${input.messageId}-1`, 35)),
      el('PmtMtd', 'TRF'),
      el('BtchBookg', 'true'),
      el('NbOfTxs', count),
      el('CtrlSum', total),
      el('ReqdExctnDt', el('Dt', input.executionDate)),
      el(
        'Dbtr',
        el('Nm', spsText(debtor.name, 70)),
        el(
          'PstlAdr',
          el('StrtNm', spsText(debtor.street, 70)),
          el('PstCd', spsText(debtor.zipcode, 16)),
          el('TwnNm', spsText(debtor.city, 35)),
          el('Ctry', debtor.country),
        ),
      ),
      el('DbtrAcct', el('Id', el('IBAN', debtor.iban))),
      debtorAgent(debtor.iban),
      ...input.transfers.map(transaction),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">${body}</Document>\n`;
}
