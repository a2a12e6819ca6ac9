import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BankCreditView, BankImportResult } from '../../../shared/api/bank-payments';
import { bankCredits, bankFiles, mailOutbox, orderStatusHistory, orders } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { confirm, newGuest, prepareGuest } from '../checkout/checkout-test-helpers';

const t = useTestApp({ PRINT_WORKER_POLL_MS: '0' });
const staff = { cookie: '', 'accept-language': 'de' };
beforeAll(async () => {
  staff.cookie = (await staffSession(t.app, 'office')).headers.cookie;
});

/** Rappen as a bank file writes francs: 12950 -> "129.50". */
const formatChf = (rappen: number) => `${Math.floor(rappen / 100)}.${String(rappen % 100).padStart(2, '0')}`;

const sample = (name: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (xml, [key, value]) => xml.replaceAll(`{{${key}}}`, value),
    readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8'),
  );

async function placed(email: string) {
  const guest = await newGuest(t.app);
  await prepareGuest(t.app, guest, 'prepayment', email);
  const { orderId } = await confirm(t.app, guest);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

const upload = (content: string, filename = 'camt054.xml', locale = 'de') =>
  t.app.inject({ method: 'POST', url: '/api/admin/bank-files', headers: { ...staff, 'accept-language': locale }, payload: { filename, content } });
const decide = (id: number, body: object) => t.app.inject({ method: 'POST', url: `/api/admin/bank-credits/${id}/decision`, headers: staff, payload: body });
const statusOf = async (id: number) => (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

/** A batch of three: the first order's exact amount, the second's less five francs, and a reference of no order. */
async function batchFor(exact: typeof orders.$inferSelect, short: typeof orders.$inferSelect, tag = 'A') {
  return sample('camt054-v08-qr-batch.xml', {
    BATCH_TOTAL: formatChf(exact.totalRappen + short.totalRappen - 500 + 7500),
    EXACT_AMOUNT: formatChf(exact.totalRappen),
    EXACT_REFERENCE: exact.qrReference,
    SHORT_AMOUNT: formatChf(short.totalRappen - 500),
    SHORT_REFERENCE: short.qrReference,
  }).replaceAll('261124CH0A1B2C3D', `261124CH0${tag}${exact.id}`);
}

/** A camt.054.001.04 file of one booked entry per payment (the older sample's entry, repeated). */
function fileOf(messageId: string, payments: { amount: string; reference: string; bankReference: string }[]) {
  const [head, rest] = sample('camt054-v04-single.xml', {}).replace('MSG-2026-11-25-0001', messageId).split('<Ntry>') as [string, string];
  const [entry, tail] = rest.split('</Ntry>') as [string, string];
  const entries = payments.map(
    (p) => `<Ntry>${entry.replaceAll('{{AMOUNT}}', p.amount).replaceAll('{{REFERENCE}}', p.reference).replace('ZKB-20261125-77', p.bankReference)}</Ntry>`,
  );
  return head + entries.join('') + tail;
}

const creditsOf = (bankReferences: string[]) => t.database.db.select().from(bankCredits).where(inArray(bankCredits.bankReference, bankReferences));
const filesOf = (messageId: string) => t.database.db.select().from(bankFiles).where(eq(bankFiles.messageId, messageId));

/** A notification of no payment, its MsgId `inner`, behind `doctype`. */
const camt = (inner: string, doctype = '') =>
  `<?xml version="1.0"?>${doctype}<Document><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>${inner}</MsgId></GrpHdr></BkToCstmrDbtCdtNtfctn></Document>`;

describe('bank files (camt.054)', () => {
  it('pays the order whose reference and amount match, leaves the rest to a person, and books a file once', async () => {
    const exact = await placed('exact@example.ch');
    const short = await placed('short@example.ch');
    const xml = await batchFor(exact, short);
    const res = await upload(xml);
    expect(res.statusCode, res.body).toBe(200);
    const result = BankImportResult.parse(res.json());
    expect(result.alreadyImported).toBe(false);
    expect(result.credits.map((credit) => [credit.outcome, credit.order?.number ?? null, credit.debtorName]).toSorted()).toEqual(
      [
        ['paid', exact.number, 'Lea Muster'],
        ['amountDiffers', short.number, 'Marco Rossi'],
        ['unknownReference', null, 'Unbekannt AG'],
      ].toSorted(),
    );
    expect(await statusOf(exact.id)).toBe('paid');
    expect(await statusOf(short.id)).toBe('received');
    const [step] = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, exact.id))
      .orderBy(orderStatusHistory.id)
      .offset(1);
    expect(step).toMatchObject({ status: 'paid', actor: 'bank', event: 'markPaid' });
    expect((await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'exact@example.ch'))).map((m) => m.subject)).toContain(
      `Zahlung erhalten: Bestellung ${exact.number}`,
    );

    // The same file again, or a later file repeating the same payments: nothing is booked twice.
    const again = BankImportResult.parse((await upload(xml, 'again.xml')).json());
    expect(again).toMatchObject({ alreadyImported: true, fileId: result.fileId });
    const overlapping = BankImportResult.parse((await upload(xml.replace('20261125375204000006587', '20261126375204000000001'))).json());
    expect(overlapping.credits).toEqual([]);

    // Open for a person: the short payment and the unknown reference.
    const open = (await t.app.inject({ url: '/api/admin/bank-credits', headers: staff })).json() as { credits: BankCreditView[] };
    expect(open.credits.filter((c) => c.order?.id === short.id || c.reference === '000000000000000000009999990')).toHaveLength(2);
  });

  it('lets a person mark a short payment paid, or give the order number a payer forgot, once', async () => {
    const exact = await placed('first@example.ch');
    const short = await placed('second@example.ch');
    const other = await placed('third@example.ch');
    const result = BankImportResult.parse((await upload(await batchFor(exact, short, 'B'))).json());
    const shortCredit = result.credits.find((c) => c.outcome === 'amountDiffers')!;
    const unknown = result.credits.find((c) => c.outcome === 'unknownReference')!;

    const decided = BankCreditView.parse((await decide(shortCredit.id, { decision: 'markPaid', note: 'Rest per Telefon vereinbart' })).json());
    expect(decided).toMatchObject({ decision: 'markedPaid', note: 'Rest per Telefon vereinbart' });
    expect(await statusOf(short.id)).toBe('paid');
    expectError(await decide(shortCredit.id, { decision: 'dismiss' }), 409, 'conflict');

    expectError(await decide(unknown.id, { decision: 'markPaid' }), 400, 'validation_failed');
    const named = BankCreditView.parse((await decide(unknown.id, { decision: 'markPaid', orderNumber: other.number })).json());
    expect(named.order?.number).toBe(other.number);
    expect(await statusOf(other.id)).toBe('paid');
  });

  it('reads the older camt.054.001.04 form too', async () => {
    const order = await placed('older@example.ch');
    const res = await upload(
      sample('camt054-v04-single.xml', { AMOUNT: formatChf(order.totalRappen), REFERENCE: order.qrReference }).replace('ZKB-20261125-77', `ZKB-${order.id}`),
    );
    expect(BankImportResult.parse(res.json()).credits.map((c) => c.outcome)).toEqual(['paid']);
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('refuses a file that is no camt.054 notification, saying so', async () => {
    const res = expectError(await upload('<Document><BkToCstmrStmt/></Document>'), 422, 'unprocessable');
    expect(res.error.message).toMatch(/keine camt.054-Gutschriftsanzeige/);
  });

  it('is the staff’s', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/admin/bank-files', payload: { filename: 'x.xml', content: '<a/>' } }), 401, 'unauthorized');
    expectError(await t.app.inject({ url: '/api/admin/bank-credits' }), 401, 'unauthorized');
  });

  it('refuses a file with an amount beyond what can be booked, naming the entry, books none of it, and books the corrected file whole', async () => {
    const [first, second, third] = [await placed('range1@example.ch'), await placed('range2@example.ch'), await placed('range3@example.ch')];
    const payments = [
      { amount: formatChf(first.totalRappen), reference: first.qrReference, bankReference: `RANGE-${first.id}-1` },
      { amount: '21474836.48', reference: second.qrReference, bankReference: `RANGE-${first.id}-2` },
      { amount: formatChf(third.totalRappen), reference: third.qrReference, bankReference: `RANGE-${first.id}-3` },
    ];
    const messageId = `RANGE-${first.id}`;
    const messages = new Set<string>();
    for (const locale of ['de', 'fr', 'it', 'en']) {
      const { error } = expectError(await upload(fileOf(messageId, payments), 'range.xml', locale), 422, 'unprocessable');
      expect(error.message).toContain(`RANGE-${first.id}-2`);
      expect(error.message).toContain('21474836.48');
      messages.add(error.message);
    }
    expect(messages.size).toBe(4);
    expect(await creditsOf(payments.map((p) => p.bankReference))).toEqual([]);
    expect(await filesOf(messageId)).toEqual([]);
    expect([await statusOf(first.id), await statusOf(third.id)]).toEqual(['received', 'received']);

    payments[1]!.amount = formatChf(second.totalRappen);
    const corrected = BankImportResult.parse((await upload(fileOf(messageId, payments), 'range.xml')).json());
    expect(corrected.alreadyImported).toBe(false);
    expect(corrected.credits.map((c) => c.outcome)).toEqual(['paid', 'paid', 'paid']);
    expect([await statusOf(first.id), await statusOf(second.id), await statusOf(third.id)]).toEqual(['paid', 'paid', 'paid']);
  });

  it('names a batch’s payment by its entry, its place in the batch and its bank reference', async () => {
    const [exact, short] = [await placed('batch1@example.ch'), await placed('batch2@example.ch')];
    const xml = (await batchFor(exact, short, 'C')).replace(
      /(-0003<\/AcctSvcrRef>\s*<\/Refs>\s*<Amt Ccy="CHF">)[^<]+/,
      (_, head: string) => `${head}99999999.99`,
    );
    const { error } = expectError(await upload(xml), 422, 'unprocessable');
    expect(error.message).toContain(`Buchung 1, Zahlung 3 (Bankreferenz 261124CH0C${exact.id}-0003): der Betrag 99999999.99 ist höher`);
    expect(await statusOf(exact.id)).toBe('received');
  });

  it('keeps the largest amount it can book for a person, whatever order its reference names', async () => {
    const order = await placed('huge@example.ch');
    const result = BankImportResult.parse(
      (await upload(fileOf(`HUGE-${order.id}`, [{ amount: '21474836.47', reference: order.qrReference, bankReference: `HUGE-${order.id}` }]))).json(),
    );
    expect(result.credits.map((c) => [c.outcome, c.amountRappen, c.decision])).toEqual([['amountDiffers', 2_147_483_647, null]]);
    expect(await statusOf(order.id)).toBe('received');
  });

  it('books a file in one transaction: a payment the database refuses leaves the whole file unbooked and not marked imported', async () => {
    const placedOrders = [];
    for (const n of [1, 2, 3, 4, 5]) placedOrders.push(await placed(`tx${n}@example.ch`));
    const tag = `TX-${placedOrders[0]!.id}`;
    const payments = placedOrders.map((order, index) => ({
      amount: formatChf(order.totalRappen),
      reference: order.qrReference,
      bankReference: `${tag}-${index + 1}`,
    }));
    // The database itself refuses the third payment (as a full disk or a broken constraint would).
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_third() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.bank_reference = '${tag}-3' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$;
        CREATE TRIGGER refuse_third BEFORE INSERT ON bank_credits FOR EACH ROW EXECUTE FUNCTION refuse_third();`),
    );
    const failed = await upload(fileOf(tag, payments));
    expect(failed.statusCode).toBe(500);
    expect(await creditsOf(payments.map((p) => p.bankReference))).toEqual([]);
    expect(await filesOf(tag)).toEqual([]);
    for (const order of placedOrders) expect(await statusOf(order.id)).toBe('received');
    expect((await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'tx1@example.ch'))).map((m) => m.subject)).not.toContain(
      `Zahlung erhalten: Bestellung ${placedOrders[0]!.number}`,
    );

    await t.database.db.execute(sql.raw('DROP TRIGGER refuse_third ON bank_credits; DROP FUNCTION refuse_third();'));
    const again = BankImportResult.parse((await upload(fileOf(tag, payments))).json());
    expect(again).toMatchObject({ alreadyImported: false });
    expect(again.credits.map((c) => c.outcome)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid']);
  });

  it('refuses XML with a DTD, entities or absurd nesting with 422 and the reason, in the clerk’s language', async () => {
    const refused = {
      external: camt('&x;', '<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]>'),
      parameter: camt('x', '<!DOCTYPE Document [<!ENTITY % p SYSTEM "http://127.0.0.1/x.dtd"> %p;]>'),
      laughs: camt('&c;', '<!DOCTYPE Document [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;">]>'),
      nesting: `<Document><BkToCstmrDbtCdtNtfctn>${'<a>'.repeat(60_000)}${'</a>'.repeat(60_000)}</BkToCstmrDbtCdtNtfctn></Document>`,
      reservedName: camt('x<constructor>1</constructor>'),
    };
    for (const [what, xml] of Object.entries(refused)) {
      const reasons = new Set<string>();
      for (const locale of ['de', 'fr', 'it', 'en']) {
        const res = await upload(xml, `${what}.xml`, locale);
        expect(res.statusCode, `${what} ${locale}: ${res.body}`).toBe(422);
        reasons.add(expectError(res, 422, 'unprocessable').error.message);
      }
      expect(reasons.size, what).toBe(4);
    }
    expect(expectError(await upload(refused.external, 'x.xml', 'en'), 422, 'unprocessable').error.message).toMatch(/DOCTYPE/);
    expect(expectError(await upload(refused.nesting, 'x.xml', 'en'), 422, 'unprocessable').error.message).toMatch(/nested deeper than \d+ levels/);
  });
});
