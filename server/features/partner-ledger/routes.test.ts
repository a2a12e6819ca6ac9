import { spawn } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { PartnerLedgerView } from '../../../shared/api/partner-ledger';
import { csvAmount } from '../../../shared/domain/books/csv';
import { includedVat } from '../../../shared/domain/checkout/vat';
import { formatRappen } from '../../../shared/i18n/format';
import { auditLog, orders, partnerLedger } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { changeOrderStatus } from '../../test/test-order';
import { testClock } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { schemaErrors } from '../../pain001/validate-pain001';
import { payByBankFile } from '../bank-payments/test-helpers';
import { addStaticItem, confirm, newGuest, prepareGuest } from '../checkout/checkout-test-helpers';
import { staffSession } from '../staff/test-helpers';
import { commissionOnChange } from './record-commission';
import { insertPartner } from './test-helpers';

/*
 * The commission ledger through the real routes and PostgreSQL, in March 2030: orders of a gift
 * voucher (which earns nothing) and two sample sets (10 % for the partner), attributed to a partner
 * by setting orders.partner_id as confirm does; paid, refunded and cancelled as staff and the bank file do.
 */
const clock = testClock(new Date('2030-03-10T10:00:00Z'));
const t = useTestApp({ PRINT_WORKER_POLL_MS: '0' }, { now: () => clock.now });
const office = { cookie: '', 'accept-language': 'de' };
const MONTH = 'month=2030-03';
let partnerId = 0;

beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
  partnerId = await insertPartner(t.database.db);
});

type OrderRow = typeof orders.$inferSelect;

/** A guest's order of a gift voucher and two sample sets, attributed to `partner` (null: none). */
async function attributedOrder(partner: number | null, paymentMethod: 'prepayment' | 'invoice' = 'prepayment'): Promise<OrderRow> {
  const guest = await newGuest(t.app);
  await addStaticItem(t.app, guest, 2, 'sample-set');
  await prepareGuest(t.app, guest, paymentMethod, 'ledger@example.ch');
  const { orderId } = await confirm(t.app, guest);
  const [row] = await t.database.db.update(orders).set({ partnerId: partner }).where(eq(orders.id, orderId)).returning();
  return row!;
}

/** The commission of such an order by hand: the sample sets without VAT (no discount, shipping and the voucher left out), 10 % of it. */
function expectedEntry(order: OrderRow) {
  const goods = order.itemsRappen - order.voucherSalesRappen - order.discountRappen;
  const base = goods - includedVat(goods, order.vatRateBp);
  return { baseRappen: base, commissionRappen: Math.floor((base + 5) / 10) };
}

const rowsOf = (order: OrderRow) => t.database.db.select().from(partnerLedger).where(eq(partnerLedger.orderId, order.id)).orderBy(partnerLedger.id);
const markPaid = async (order: OrderRow) => expect((await changeOrderStatus(t.app, office, order.id, { event: 'markPaid' })).statusCode).toBe(200);
const cancel = async (order: OrderRow) =>
  expect((await changeOrderStatus(t.app, office, order.id, { event: 'cancel', reason: 'Motiv unscharf' })).statusCode).toBe(200);
const bankRefund = (order: OrderRow, amountRappen: number, refundedRappen = 0) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/bank-refunds`, headers: office, payload: { amountRappen, refundedRappen } });

/** What pdftotext reads of a PDF (poppler, as the packing slips' test uses). */
function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const tool = spawn('pdftotext', ['-layout', '-', '-']);
    let text = '';
    tool.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    tool.on('error', reject);
    tool.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`pdftotext exited with ${code}`))));
    tool.stdin.end(pdf);
  });
}

describe('the ledger’s entries', () => {
  it('writes an entry when an attributed order is paid: the goods without VAT, the gift voucher left out, at the product’s rate', async () => {
    const order = await attributedOrder(partnerId, 'invoice');
    await markPaid(order);
    const [entry, ...more] = await rowsOf(order);
    expect(more).toEqual([]);
    const expected = expectedEntry(order);
    expect(entry).toMatchObject({ partnerId, source: 'paid', reversesId: null, ...expected, parts: [{ rateBp: 1000, ...expected }] });
  });

  it('writes nothing for an order no partner brought', async () => {
    const order = await attributedOrder(null, 'invoice');
    await markPaid(order);
    expect(await rowsOf(order)).toEqual([]);
  });

  it('writes the entry once when the payment’s step runs again (a retry)', async () => {
    const order = await attributedOrder(partnerId, 'invoice');
    await markPaid(order);
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    await commissionOnChange(t.database.db, { order: paid!, event: 'markPaid', at: clock.now });
    expect(await rowsOf(order)).toHaveLength(1);
  });

  it('takes back a partial refund in proportion to the order’s total, naming the entry', async () => {
    const order = await attributedOrder(partnerId);
    await payByBankFile(t.app, office, order);
    expect((await bankRefund(order, 1000)).statusCode).toBe(200);
    const [entry, reversal] = await rowsOf(order);
    const share = (amount: number) => -Math.floor((2 * amount * 1000 + order.totalRappen) / (2 * order.totalRappen));
    expect(reversal).toMatchObject({
      source: expect.stringMatching(/^bank-refund:\d+$/),
      reversesId: entry!.id,
      baseRappen: share(entry!.baseRappen),
      commissionRappen: share(entry!.commissionRappen),
    });
  });

  it('takes back all that is left when a paid order is cancelled, so the order’s rows sum to zero; the refund the cancel opens takes nothing more', async () => {
    const order = await attributedOrder(partnerId);
    await payByBankFile(t.app, office, order);
    expect((await bankRefund(order, 700)).statusCode).toBe(200);
    await cancel(order);
    const rows = await rowsOf(order);
    expect(rows.map((row) => row.source)).toEqual(['paid', expect.stringMatching(/^bank-refund:\d+$/), 'cancel']);
    expect(rows.reduce((sum, row) => sum + row.commissionRappen, 0)).toBe(0);
    expect(rows.reduce((sum, row) => sum + row.baseRappen, 0)).toBe(0);
  });

  it('writes no reversal when an unpaid order is cancelled', async () => {
    const order = await attributedOrder(partnerId);
    await cancel(order);
    expect(await rowsOf(order)).toEqual([]);
  });

  it('refuses a second entry of an order in the database itself', async () => {
    const order = await attributedOrder(partnerId, 'invoice');
    await markPaid(order);
    const [entry] = await rowsOf(order);
    const { id: _id, ...copy } = entry!;
    await expect(t.database.db.insert(partnerLedger).values(copy)).rejects.toMatchObject({ cause: { constraint: 'partner_ledger_order_source' } });
  });
});

const ledger = async () => PartnerLedgerView.parse((await t.app.inject({ url: `/api/admin/partner-ledger?${MONTH}`, headers: office })).json());
const ours = async () => (await ledger()).partners.find((partner) => partner.partnerId === partnerId)!;
/** The sums of all the partner's rows (all of them in March). */
async function ledgerTotal() {
  const rows = await t.database.db.select().from(partnerLedger).where(eq(partnerLedger.partnerId, partnerId));
  return { baseRappen: rows.reduce((sum, row) => sum + row.baseRappen, 0), commissionRappen: rows.reduce((sum, row) => sum + row.commissionRappen, 0) };
}
/** Text with every run of spaces (no-break ones too) as one space, as pdftotext's layout and CHF's spaces differ. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the month’s statement and payout', () => {
  // The month holds at least an entry and a reversal, whichever of the tests above ran.
  beforeAll(async () => {
    await markPaid(await attributedOrder(partnerId, 'invoice'));
    const refunded = await attributedOrder(partnerId);
    await payByBankFile(t.app, office, refunded);
    const refund = await bankRefund(refunded, 500);
    if (refund.statusCode !== 200) throw new Error(refund.body);
  });

  it('lists the partner’s rows of the month with their totals', async () => {
    const partner = await ours();
    expect(partner).toMatchObject({ name: 'Atelier Lac', hasIban: true, ...(await ledgerTotal()) });
    expect(partner.rows.map((row) => row.kind)).toContain('reversal');
    expect(partner.rows.every((row) => row.day.startsWith('2030-03'))).toBe(true);
  });

  it('writes the CSV in the partner’s language for Swiss Excel, its total line the ledger’s to the rappen', async () => {
    const res = await t.app.inject({ url: `/api/admin/partner-ledger/${partnerId}/statement.csv?${MONTH}`, headers: office });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.headers['content-disposition']).toContain('Decompte-commissions_2030-03_Atelier_Lac.csv');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFDate;Numéro de commande;Base hors TVA;Taux %;Commission');
    const total = await ledgerTotal();
    expect(lines.at(-2)).toBe(`Total;;${csvAmount(total.baseRappen)};;${csvAmount(total.commissionRappen)}`);
    const sum = lines.slice(1, -2).reduce((acc, line) => acc + Math.round(Number(line.split(';')[4]) * 100), 0);
    expect(sum).toBe(total.commissionRappen);
  });

  it('writes the PDF in the partner’s language with the ledger’s total', async () => {
    const res = await t.app.inject({ url: `/api/admin/partner-ledger/${partnerId}/statement.pdf?${MONTH}`, headers: office });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Décompte des commissions 03.2030');
    const total = await ledgerTotal();
    const totalLine = text.split('\n').find((line) => line.trim().startsWith('Total'));
    expect(spaced(totalLine ?? '')).toBe(spaced(`Total ${formatRappen(total.baseRappen, 'fr')} ${formatRappen(total.commissionRappen, 'fr')}`));
  });

  it('writes a payout file that the pain.001 schema accepts, paying the partner its month’s commission', async () => {
    const res = await t.app.inject({ url: `/api/admin/partner-ledger/pain001?${MONTH}`, headers: office });
    expect(res.statusCode, res.body).toBe(200);
    expect(await schemaErrors(res.body)).toBeNull();
    const file = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'CdtTrfTxInf' }).parse(res.body).Document.CstmrCdtTrfInitn as {
      PmtInf: { CdtTrfTxInf: { PmtId: { EndToEndId: string }; Amt: { InstdAmt: string }; CdtrAcct: { Id: { IBAN: string } }; RmtInf: { Ustrd: string } }[] };
    };
    const total = await ledgerTotal();
    expect(file.PmtInf.CdtTrfTxInf).toEqual([
      {
        PmtId: { InstrId: `PAYOUT-203003-${partnerId}`, EndToEndId: `PAYOUT-203003-${partnerId}` },
        Amt: { InstdAmt: csvAmount(total.commissionRappen) },
        Cdtr: { Nm: 'Atelier Lac' },
        CdtrAcct: { Id: { IBAN: 'CH5604835012345678009' } },
        RmtInf: { Ustrd: 'Commission 03.2030' },
      },
    ]);
  });

  it('refuses a payout file for a month without commissions', async () => {
    expectError(await t.app.inject({ url: '/api/admin/partner-ledger/pain001?month=2030-01', headers: office }), 409, 'conflict');
  });

  it('records each download', async () => {
    await t.app.inject({ url: `/api/admin/partner-ledger/${partnerId}/statement.csv?${MONTH}`, headers: office });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partnerLedger.download'), eq(auditLog.subjectId, `${partnerId}/2030-03`)));
    expect(entries.map((entry) => (entry.after as { file: string }).file)).toContain('csv');
    expect(entries.every((entry) => entry.staffId !== null)).toBe(true);
  });

  it('is the office’s: the workshop gets 403', async () => {
    const production = (await staffSession(t.app, 'production')).headers;
    expectError(await t.app.inject({ url: `/api/admin/partner-ledger?${MONTH}`, headers: production }), 403, 'forbidden');
    expectError(await t.app.inject({ url: `/api/admin/partner-ledger/${partnerId}/statement.pdf?${MONTH}`, headers: production }), 403, 'forbidden');
  });

  it('refuses a month that is not YYYY-MM', async () => {
    expectError(await t.app.inject({ url: '/api/admin/partner-ledger?month=2030-13', headers: office }), 400, 'validation_failed');
  });
});
