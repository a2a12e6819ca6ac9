import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BankCreditView, BankImportResult } from '../../../shared/api/bank-payments';
import { mailOutbox, orderStatusHistory, orders } from '../../db/schema';
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

const upload = (content: string, filename = 'camt054.xml') =>
  t.app.inject({ method: 'POST', url: '/api/admin/bank-files', headers: staff, payload: { filename, content } });
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
});
