import type * as FastXmlParser from 'fast-xml-parser';
import { type BankCredit, MAX_CREDIT_RAPPEN } from '../../../shared/domain/payments/bank-credit';
import { lazyRequire } from '../../lazy/lazy-package';

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

/** Why a file is refused, worded by the server (admin.bank.refusal.* in shared/i18n/messages/back-office-server.ts). */
export type CamtReason =
  | 'doctype'
  | 'notXml'
  | 'tooDeep'
  | 'unreadable'
  | 'notNotification'
  | 'noMessageId'
  | 'noAmount'
  | 'notAmount'
  | 'amountTooLarge'
  | 'badCurrency'
  | 'badDate'
  | 'tooLong';

/** Where in the file: the entry's position (1-based, as a person counts the file's Ntry), the payment's in a batch, the bank's reference. */
export interface CamtPlace {
  readonly entry: number;
  readonly payment: number | null;
  readonly bankReference: string;
}

/** A file refused as a whole, before anything of it is booked: why, and for a payment's fault, which one. */
export class CamtError extends Error {
  override name = 'CamtError';
  constructor(
    readonly reason: CamtReason,
    readonly values: Readonly<Record<string, string | number>> = {},
    readonly place: CamtPlace | null = null,
  ) {
    super(`${reason} ${JSON.stringify(values)}${place ? ` at entry ${place.entry}` : ''}`);
  }
}

/** A camt.054 nests about a dozen levels; 60 000 levels are an attack on the reader, refused before it builds anything. */
export const MAX_NESTING = 40;

/**
 * ISO 20022 allows 35 characters for references and 140 for names; a longer value is no bank's (and
 * a huge reference breaks its index). A payment's reference may be its entry's with its place in the
 * batch added, or the message's with the entry's, hence more room for it.
 */
const MAX_CHARS = {
  AcctSvcrRef: 300,
  Nm: 140,
  IBAN: 34,
  MsgId: 140,
} as const;

type Node = Record<string, unknown>;

/** The XML reader (~100 ms of CPU to load), loaded with the first bank file rather than at the start. */
const fastXml = lazyRequire<typeof FastXmlParser>('fast-xml-parser');

let made: InstanceType<typeof FastXmlParser.XMLParser> | undefined;
const parser = () =>
  (made ??= new fastXml.XMLParser({
    removeNSPrefix: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    trimValues: true,
    // Entity expansion is how XML bombs grow; bank files need none (and a DOCTYPE is refused before).
    processEntities: false,
    maxNestedTags: MAX_NESTING + 1,
    isArray: (name) => ['Ntfctn', 'Ntry', 'TxDtls', 'Strd', 'CdtrRefInf'].includes(name),
  }));

const node = (value: unknown): Node => (value !== null && typeof value === 'object' ? (value as Node) : {});
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (value !== null && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return null;
};
const path = (from: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((at, key) => node(at)[key], from);

/** "129.50" as 12950 rappen, without floating point; more than one credit can hold is refused. */
export function amountToRappen(amount: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new CamtError('notAmount', { amount: amount.slice(0, 40) });
  const rappen = Number(match[1]) * 100 + Number(((match[2] ?? '') + '00').slice(0, 2));
  if (rappen > MAX_CREDIT_RAPPEN) throw new CamtError('amountTooLarge', { amount: amount.trim() });
  return rappen;
}

function amountOf(value: unknown): { amountRappen: number; currency: string } {
  const amount = text(value);
  const currency = node(value)['@Ccy'];
  if (amount === null || typeof currency !== 'string') throw new CamtError('noAmount');
  if (!/^[A-Z]{3}$/.test(currency)) throw new CamtError('badCurrency', { currency: currency.slice(0, 40) });
  return { amountRappen: amountToRappen(amount), currency };
}

/** The value of the element `field`, refused when longer than a bank writes. */
function bounded(field: keyof typeof MAX_CHARS, value: string | null): string | null {
  if (value !== null && value.length > MAX_CHARS[field]) throw new CamtError('tooLong', { field, max: MAX_CHARS[field] });
  return value;
}

/** A booking date PostgreSQL's date takes: YYYY-MM-DD that exists on the calendar. */
function dateOf(value: string | null): string | null {
  if (value === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || match[1] === '0000' || day?.toISOString().slice(0, 10) !== value) throw new CamtError('badDate', { date: value.slice(0, 40) });
  return value;
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

/**
 * Whether elements nest deeper than `limit`, counted in one pass over a well-formed text (comments,
 * CDATA, declarations and quoted attribute values skipped), so a deep file is refused in linear
 * time before any reader recurses into it.
 */
function nestsDeeperThan(xml: string, limit: number): boolean {
  let depth = 0;
  for (let at = xml.indexOf('<'); at !== -1;) {
    let end: number;
    if (xml.startsWith('<!--', at)) end = xml.indexOf('-->', at) + 3;
    else if (xml.startsWith('<![CDATA[', at)) end = xml.indexOf(']]>', at) + 3;
    else if (xml[at + 1] === '?' || xml[at + 1] === '!') end = xml.indexOf('>', at) + 1;
    else {
      end = tagEnd(xml, at);
      if (xml[at + 1] === '/') depth--;
      else if (xml[end - 2] !== '/' && ++depth > limit) return true;
    }
    if (end <= at) return false;
    at = xml.indexOf('<', end);
  }
  return false;
}

/** The index after a tag's closing ">", a ">" inside a quoted attribute value not counting. */
function tagEnd(xml: string, from: number): number {
  let quote: string | null = null;
  for (let at = from + 1; at < xml.length; at++) {
    const char = xml[at];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return at + 1;
  }
  return -1;
}

function parse(xml: string): Node {
  // No bank file has a DTD; refusing any keeps external and parameter entities and entity bombs out of the reader.
  if (/<!DOCTYPE/i.test(xml)) throw new CamtError('doctype');
  const valid = fastXml.XMLValidator.validate(xml);
  if (valid !== true) throw new CamtError('notXml', { line: valid.err.line });
  if (nestsDeeperThan(xml, MAX_NESTING)) throw new CamtError('tooDeep', { max: MAX_NESTING });
  try {
    return node(parser().parse(xml));
  } catch {
    // What the reader itself refuses beyond these, e.g. an element named __proto__ or constructor.
    throw new CamtError('unreadable');
  }
}

/** Runs `read` for one payment of the file, naming it in a refusal. */
function naming<T>(place: CamtPlace, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof CamtError && error.place === null) throw new CamtError(error.reason, error.values, place);
    throw error;
  }
}

/**
 * Reads the whole file or refuses it whole: every payment is checked here (amount, currency, date,
 * lengths), so an import either books all of it or none.
 */
export function readCamt054(xml: string): CamtFile {
  const document = node(parse(xml)['Document']);
  const notification = document['BkToCstmrDbtCdtNtfctn'];
  if (notification === undefined) throw new CamtError('notNotification');
  const messageId = bounded('MsgId', text(path(notification, 'GrpHdr', 'MsgId')));
  if (messageId === null) throw new CamtError('noMessageId');
  const credits: CamtCredit[] = [];
  let position = 0;
  for (const ntfctn of (node(notification)['Ntfctn'] as unknown[] | undefined) ?? []) {
    for (const [entryIndex, entry] of ((node(ntfctn)['Ntry'] as unknown[] | undefined) ?? []).entries()) {
      position += 1;
      if (statusOf(entry) !== 'BOOK') continue;
      const indicator = text(path(entry, 'CdtDbtInd'));
      const reversal = text(path(entry, 'RvslInd')) === 'true';
      // A debit is money leaving the account (fees, refunds we made); a reversed credit is a credit taken back.
      if (indicator !== 'CRDT' && !reversal) continue;
      const entryRef = text(path(entry, 'AcctSvcrRef')) ?? `${messageId}/${entryIndex}`;
      const details = (path(entry, 'NtryDtls', 'TxDtls') as unknown[] | undefined) ?? [];
      const parts = details.length > 0 ? details : [entry];
      for (const [index, part] of parts.entries()) {
        const bankReference = text(path(part, 'Refs', 'AcctSvcrRef')) ?? (parts.length > 1 ? `${entryRef}/${index + 1}` : entryRef);
        const place = { entry: position, payment: parts.length > 1 ? index + 1 : null, bankReference: bankReference.slice(0, MAX_CHARS.AcctSvcrRef) };
        credits.push(
          naming(place, () => ({
            ...amountOf(node(part)['Amt'] ?? node(entry)['Amt']),
            reference: qrReferenceOf(part),
            reversal,
            bankReference: bounded('AcctSvcrRef', bankReference) as string,
            bookedOn: dateOf(text(path(entry, 'BookgDt', 'Dt'))),
            debtorName: bounded('Nm', debtorOf(part)),
            debtorIban: bounded('IBAN', debtorIbanOf(part)),
          })),
        );
      }
    }
  }
  return { messageId, credits };
}
