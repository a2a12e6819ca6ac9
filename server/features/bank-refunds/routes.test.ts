import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { BankRefundView } from '../../../shared/api/bank-refunds';
import { OrderPaymentView } from '../../../shared/api/online-payment';
import { bankRefunds, mailOutbox, orders } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { changeOrderStatus } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { confirm, newGuest, prepareGuest } from '../checkout/checkout-test-helpers';
import { payByBankFile } from '../bank-payments/test-helpers';
import { schemaErrors } from '../../pain001/validate-pain001';

const t = useTestApp({ PRINT_WORKER_POLL_MS: '0' });
const office = { cookie: '', 'accept-language': 'de' };
const production = { cookie: '', 'accept-language': 'de' };
beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
  production.cookie = (await staffSession(t.app, 'production')).headers.cookie;
});

const formatChf = (rappen: number) => `${Math.floor(rappen / 100)}.${String(rappen % 100).padStart(2, '0')}`;

type OrderRow = typeof orders.$inferSelect;

async function placed(email: string, method: 'prepayment' | 'invoice' = 'prepayment'): Promise<OrderRow> {
  const guest = await newGuest(t.app);
  await prepareGuest(t.app, guest, method, email);
  const { orderId } = await confirm(t.app, guest);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

/** Pays the order through a camt.054 file whose payer is Lea Muster, CH93 0076 2011 6238 5295 7. */
const paidByBankFile = (order: OrderRow) => payByBankFile(t.app, office, order);

const changeStatus = (order: OrderRow, body: object) => changeOrderStatus(t.app, office, order.id, body);
const cancel = async (order: OrderRow) => expect((await changeStatus(order, { event: 'cancel', reason: 'Motiv nicht druckbar' })).statusCode).toBe(200);
const refundsOf = (order: OrderRow) => t.database.db.select().from(bankRefunds).where(eq(bankRefunds.orderId, order.id));
const openList = async (headers = office) => (await t.app.inject({ url: '/api/admin/bank-refunds', headers })).json() as { refunds: BankRefundView[] };
const paidBack = (id: number, headers = office) => t.app.inject({ method: 'POST', url: `/api/admin/bank-refunds/${id}/paid-back`, headers });
const setPayer = (id: number, payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/bank-refunds/${id}/payer`, headers: office, payload });
const exportFile = (headers = office) => t.app.inject({ url: '/api/admin/bank-refunds/pain001', headers });

const parseFile = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (name) => name === 'CdtTrfTxInf' }).parse(xml).Document
    .CstmrCdtTrfInitn as {
    PmtInf: {
      CdtTrfTxInf: {
        PmtId: { EndToEndId: string };
        Amt: { InstdAmt: { '#text': string } };
        Cdtr: { Nm: string };
        CdtrAcct: { Id: { IBAN: string } };
        RmtInf: { Ustrd: string };
      }[];
    };
  };

describe('refunds of bank-transfer money', () => {
  it('records an open refund with the payer and IBAN of the bank file when an order paid by bank is cancelled', async () => {
    const order = await placed('bank-cancel@example.ch');
    await paidByBankFile(order);
    await cancel(order);
    expect(await refundsOf(order)).toMatchObject([
      { amountRappen: order.totalRappen, status: 'open', payerName: 'Lea Muster', iban: 'CH9300762011623852957', payerSource: 'bankFile' },
    ]);
  });

  it('tells the customer in the cancel mail that the money goes back to the account it came from, and when', async () => {
    const order = await placed('bank-cancel-mail@example.ch');
    await paidByBankFile(order);
    await cancel(order);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.subject, `Ihre Bestellung ${order.number} wurde storniert`)));
    expect(mail?.textBody).toContain(`Wir überweisen Ihnen diesen Betrag innerhalb von 10 Arbeitstagen zurück, auf das Konto, von dem er kam.`);
  });

  it('shows the refund as open on the order’s payment, no more as "no payment"', async () => {
    const order = await placed('bank-cancel-view@example.ch');
    await paidByBankFile(order);
    await cancel(order);
    const view = OrderPaymentView.parse((await t.app.inject({ url: `/api/admin/orders/${order.id}/payment`, headers: office })).json());
    expect(view.status).toBe('refundOpen');
    expect(view.bankRefunds).toMatchObject([{ amountRappen: order.totalRappen, status: 'open', payable: true }]);
  });

  it('records nothing for an order cancelled before its money came', async () => {
    const order = await placed('unpaid-cancel@example.ch');
    await cancel(order);
    expect(await refundsOf(order)).toEqual([]);
  });

  it('asks staff for the account of an order they marked paid by hand, and refuses an IBAN with a wrong check digit', async () => {
    const order = await placed('by-hand@example.ch', 'invoice');
    expect((await changeStatus(order, { event: 'markPaid' })).statusCode).toBe(200);
    await cancel(order);
    const [refund] = await refundsOf(order);
    expect(refund).toMatchObject({ amountRappen: order.totalRappen - order.paidByVouchersRappen, payerName: null, iban: null });
    expect((await openList()).refunds.find((r) => r.id === refund!.id)).toMatchObject({ payable: false });

    expectError(await setPayer(refund!.id, { payerName: 'Hans Beispiel', iban: 'CH94 0076 2011 6238 5295 7' }), 400, 'validation_failed');
    const saved = BankRefundView.parse((await setPayer(refund!.id, { payerName: 'Hans Beispiel', iban: 'ch93 0076 2011 6238 5295 7' })).json());
    expect(saved).toMatchObject({ payerName: 'Hans Beispiel', iban: 'CH9300762011623852957', payerSource: 'staff', payable: true });
  });

  it('exports the open refunds as a pain.001.001.09 file valid against the schema, exact to the rappen, naming the order', async () => {
    const order = await placed('export@example.ch');
    await paidByBankFile(order);
    await cancel(order);
    const [refund] = await refundsOf(order);
    const res = await exportFile();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="refunds-\d{14}\.xml"/);
    expect(await schemaErrors(res.body)).toBeNull();
    const tx = parseFile(res.body).PmtInf.CdtTrfTxInf.find((one) => one.PmtId.EndToEndId === `REFUND-${refund!.id}`);
    expect(tx).toMatchObject({
      Amt: { InstdAmt: { '#text': formatChf(order.totalRappen) } },
      Cdtr: { Nm: 'Lea Muster' },
      CdtrAcct: { Id: { IBAN: 'CH9300762011623852957' } },
      RmtInf: { Ustrd: `Rückerstattung Bestellung ${order.number}, Referenz ${order.qrReference}` },
    });
  });

  it('marks a refund paid back once: it leaves the open list and the payment file', async () => {
    const order = await placed('paid-back@example.ch');
    await paidByBankFile(order);
    await cancel(order);
    const [refund] = await refundsOf(order);
    const res = await paidBack(refund!.id);
    expect(BankRefundView.parse(res.json())).toMatchObject({ status: 'paidBack', payable: false });
    expect((await openList()).refunds.map((r) => r.id)).not.toContain(refund!.id);
    const file = await exportFile();
    if (file.statusCode === 200) expect(file.body).not.toContain(`REFUND-${refund!.id}<`);
    expectError(await paidBack(refund!.id), 409, 'conflict');
    const view = OrderPaymentView.parse((await t.app.inject({ url: `/api/admin/orders/${order.id}/payment`, headers: office })).json());
    expect(view.status).toBe('refunded');
  });

  it('gives back part of a bank-paid order’s money as an open refund, mails the customer how and when, and owes only the rest on cancel', async () => {
    const order = await placed('partial@example.ch');
    await paidByBankFile(order);
    const refund = (body: object) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/bank-refunds`, headers: office, payload: body });
    const res = await refund({ amountRappen: 500, reason: 'Rahmen beschädigt', refundedRappen: 0 });
    expect(BankRefundView.parse(res.json())).toMatchObject({ amountRappen: 500, status: 'open', payerName: 'Lea Muster', iban: 'CH9300762011623852957' });
    const view = OrderPaymentView.parse((await t.app.inject({ url: `/api/admin/orders/${order.id}/payment`, headers: office })).json());
    expect(view).toMatchObject({ status: 'refundOpen', capturedRappen: order.totalRappen, refundedRappen: 500, refundableRappen: order.totalRappen - 500 });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    expect(mails.map((mail) => mail.textBody).join('\n')).toContain('innerhalb von 10 Arbeitstagen zurück, auf das Konto, von dem Ihre Zahlung kam.');

    await cancel(order);
    expect((await refundsOf(order)).map((row) => row.amountRappen)).toEqual([500, order.totalRappen - 500]);
  });

  it('refuses a bank refund over what is left, or made on an outdated view', async () => {
    const order = await placed('partial-refused@example.ch');
    await paidByBankFile(order);
    const refund = (body: object) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/bank-refunds`, headers: office, payload: body });
    expectError(await refund({ amountRappen: order.totalRappen + 1, refundedRappen: 0 }), 400, 'validation_failed');
    expect((await refund({ amountRappen: 100, refundedRappen: 0 })).statusCode).toBe(200);
    expectError(await refund({ amountRappen: 100, refundedRappen: 0 }), 409, 'conflict');
  });

  it('is the office’s: the workshop gets 403, a stranger 401', async () => {
    expectError(await t.app.inject({ url: '/api/admin/bank-refunds', headers: production }), 403, 'forbidden');
    expectError(await exportFile(production), 403, 'forbidden');
    expectError(await paidBack(1, production), 403, 'forbidden');
    expectError(await t.app.inject({ url: '/api/admin/bank-refunds' }), 401, 'unauthorized');
    expectError(await t.app.inject({ url: '/api/admin/bank-refunds/pain001' }), 401, 'unauthorized');
  });
});
