import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { BankCredit } from '../../../shared/domain/payments/bank-credit';

/*
 * Reads the credits of an ISO 20022 camt.054 notification as Swiss banks deliver them (SPS 2019
 * camt.054.001.04 and SPS 2022 camt.054.001.08, namespaces ignored): every booked entry, one credit
 * per transaction detail (a QR batch books many payments as one entry), each with its QR reference.
 * Pending entries are not money yet; ordinary debits (fees) are not payments.
 */

export interface CamtCredit extends BankCredit {
  /** The bank's own reference of the payment, unique per account: the same payment in two files is one payment. */
  readonly bankReference: string;
  readonly bookedOn: string | null;
  readonly debtorName: string | null;
  /** The payer's account, when the bank names it (RltdPties/DbtrAcct/Id/IBAN): where a refund goes back to. */
  readonly debtorIban: string | null;
}

export interface CamtFile {
  readonly messageId: string;
  readonly credits: CamtCredit[];
}

export class CamtError extends Error {
  override name = 'CamtError';
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: true,
  // Entity expansion is how XML bombs grow; bank files need none.
  processEntities: false,
  isArray: (name) => ['Ntfctn', 'Ntry', 'TxDtls', 'Strd', 'CdtrRefInf'].includes(name),
});

const node = (value: unknown): Node => (value !== null && typeof value === 'object' ? (value as Node) : {});
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (value !== null && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return null;
};
const path = (from: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((at, key) => node(at)[key], from);

/** "129.50" as 12950 rappen, without floating point. */
export function amountToRappen(amount: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new CamtError(`not an amount: ${amount}`);
  return Number(match[1]) * 100 + Number(((match[2] ?? '') + '00').slice(0, 2));
}

function amountOf(value: unknown): { amountRappen: number; currency: string } {
  const amount = text(value);
  const currency = node(value)['@Ccy'];
  if (amount === null || typeof currency !== 'string') throw new CamtError('an amount without currency');
  return { amountRappen: amountToRappen(amount), currency };
}

function qrReferenceOf(details: unknown): string | null {
  for (const strd of (path(details, 'RmtInf', 'Strd') as unknown[] | undefined) ?? []) {
    for (const info of (node(strd)['CdtrRefInf'] as unknown[] | undefined) ?? []) {
      const ref = text(node(info)['Ref'])?.replace(/\s/g, '') ?? null;
      if (ref !== null && /^\d{27}$/.test(ref)) return ref;
    }
  }
  return null;
}

function debtorOf(details: unknown): string | null {
  const debtor = path(details, 'RltdPties', 'Dbtr');
  return text(path(debtor, 'Pty', 'Nm')) ?? text(path(debtor, 'Nm'));
}

function debtorIbanOf(details: unknown): string | null {
  return (
    text(path(details, 'RltdPties', 'DbtrAcct', 'Id', 'IBAN'))
      ?.replace(/\s/g, '')
      .toUpperCase() ?? null
  );
}

const statusOf = (entry: unknown) => text(path(entry, 'Sts', 'Cd')) ?? text(path(entry, 'Sts'));

export function readCamt054(xml: string): CamtFile {
  if (XMLValidator.validate(xml) !== true) throw new CamtError('not well-formed XML');
  const document = node(parser.parse(xml)['Document']);
  const notification = document['BkToCstmrDbtCdtNtfctn'];
  if (notification === undefined) throw new CamtError('not a camt.054 notification (BkToCstmrDbtCdtNtfctn missing)');
  const messageId = text(path(notification, 'GrpHdr', 'MsgId'));
  if (messageId === null) throw new CamtError('the group header has no MsgId');
  const credits: CamtCredit[] = [];
  for (const ntfctn of (node(notification)['Ntfctn'] as unknown[] | undefined) ?? []) {
    for (const [entryIndex, entry] of ((node(ntfctn)['Ntry'] as unknown[] | undefined) ?? []).entries()) {
      if (statusOf(entry) !== 'BOOK') continue;
      const indicator = text(path(entry, 'CdtDbtInd'));
      const reversal = text(path(entry, 'RvslInd')) === 'true';
      // A debit is money leaving the account (fees, refunds we made); a reversed credit is a credit taken back.
      if (indicator !== 'CRDT' && !reversal) continue;
      const entryRef = text(path(entry, 'AcctSvcrRef')) ?? `${messageId}/${entryIndex}`;
      const bookedOn = text(path(entry, 'BookgDt', 'Dt'));
      const details = (path(entry, 'NtryDtls', 'TxDtls') as unknown[] | undefined) ?? [];
      const parts = details.length > 0 ? details : [entry];
      for (const [index, part] of parts.entries()) {
        const amount = amountOf(node(part)['Amt'] ?? node(entry)['Amt']);
        credits.push({
          ...amount,
          reference: qrReferenceOf(part),
          reversal,
          bankReference: text(path(part, 'Refs', 'AcctSvcrRef')) ?? (parts.length > 1 ? `${entryRef}/${index + 1}` : entryRef),
          bookedOn,
          debtorName: debtorOf(part),
          debtorIban: debtorIbanOf(part),
        });
      }
    }
  }
  return { messageId, credits };
}
