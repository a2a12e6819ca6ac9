import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { VatReturn } from '../../../shared/api/books';
import { MONTH_FIGURES, MONTH_ORDERS, MONTH_REFUND } from '../../../shared/domain/books/hand-computed-month';
import { auditLog, onlinePayments, refunds } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { insertOrder } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { confirm, newGuest, prepareGuest } from '../checkout/checkout-test-helpers';
import { staffSession } from '../staff/test-helpers';

/*
 * The books through the real routes and PostgreSQL: March 2026 holds the hand-computed orders of
 * shared/domain/books/hand-computed-month.ts (A, B with a gift voucher, C on the last evening), an order
 * cancelled and one placed half an hour into April in Zurich (still March in UTC); A got CHF 10 back.
 */
const t = useTestApp();
const office = { cookie: '', 'accept-language': 'de' };
const MARCH = 'from=2026-03-01&to=2026-03-31';

beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
  const a = await insertOrder(t.app, { ...MONTH_ORDERS.A, paymentMethod: 'card', createdAt: new Date('2026-03-02T08:00:00Z') });
  await insertOrder(t.app, { ...MONTH_ORDERS.B, createdAt: new Date('2026-03-15T12:00:00Z') });
  // 23:30 in Zurich (summer time since 29 March): still the 31st.
  await insertOrder(t.app, { ...MONTH_ORDERS.C, paymentMethod: 'card', createdAt: new Date('2026-03-31T21:30:00Z') });
  await insertOrder(t.app, { totalRappen: 50_000, vatRappen: 3_746, status: 'cancelled', createdAt: new Date('2026-03-10T08:00:00Z') });
  await insertOrder(t.app, { totalRappen: 70_000, vatRappen: 5_245, createdAt: new Date('2026-03-31T22:30:00Z') });
  const [page] = await t.database.db
    .insert(onlinePayments)
    .values({
      orderId: a.id,
      attempt: 1,
      method: 'card',
      sessionId: 'cs_books',
      url: 'https://pay.example',
      amountRappen: 127_827,
      expiresAt: new Date('2026-03-03T08:00:00Z'),
    })
    .returning();
  await t.database.db.insert(refunds).values({
    orderId: a.id,
    paymentId: page!.id,
    providerRefundId: 're_books',
    amountRappen: MONTH_REFUND.amountRappen,
    status: 'succeeded',
    kind: 'staff',
    createdAt: new Date('2026-03-20T10:00:00Z'),
  });
});

const booksExport = (query: string, headers: Record<string, string> = office) => t.app.inject({ url: `/api/admin/books/export?${MARCH}&${query}`, headers });
const auditOf = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('GET /api/admin/books/vat-return', () => {
  it('gives the hand-computed figures of the month, in Swiss days, without the cancelled order', async () => {
    const res = await t.app.inject({ url: `/api/admin/books/vat-return?${MARCH}`, headers: office });
    expect(res.statusCode, res.body).toBe(200);
    expect(VatReturn.parse(res.json())).toEqual({ from: '2026-03-01', to: '2026-03-31', ...MONTH_FIGURES, orderCount: 3 });
  });

  it('refuses a period that ends before it starts', async () => {
    expectError(await t.app.inject({ url: '/api/admin/books/vat-return?from=2026-03-31&to=2026-03-01', headers: office }), 400, 'validation_failed');
  });
});

describe('GET /api/admin/books/export', () => {
  it('writes the invoices for Swiss Excel: byte order mark, semicolons, German columns, every order placed, amounts to the rappen', async () => {
    const res = await booksExport('file=invoices&format=semicolon');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="Rechnungen_2026-03-01_2026-03-31.csv"');
    const lines = res.body.split('\r\n');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(lines[0]).toBe(
      '\uFEFFRechnungsnummer;Bestellnummer;Datum;Kunde;Zahlungsart;Status;Total inkl. MWST;Davon Geschenkgutscheine ohne MWST;MWST-Satz %;MWST;Bezahlt mit Geschenkgutscheinen;Zu bezahlen',
    );
    expect(lines).toHaveLength(4 + 2);
    expect(lines[1]).toMatch(/^2026-\d+;\d+;02\.03\.2026;Lea Keller;Karte \/ Wallet;Eingegangen;1278\.27;0\.00;8\.1;95\.78;0\.00;1278\.27$/);
    expect(lines[4]).toContain(';31.03.2026;');
  });

  it('writes the VAT return with commas for Excel, one line per ziffer', async () => {
    const res = await booksExport('file=vatReturn&format=excel', { ...office, 'accept-language': 'fr' });
    expect(res.body.split('\r\n').slice(1, -1)).toEqual([
      '200,Total des contre-prestations convenues,1484.75',
      '235,Diminutions de la contre-prestation (remboursements),9.25',
      '280,Divers\u202f: bons polyvalents vendus (non imposables),50.00',
      '289,Total des déductions,59.25',
      '299,Total du chiffre d’affaires imposable,1425.50',
      '302,Prestations au taux de 8.1 %,1425.50',
      '303,Impôt au taux de 8.1 %,115.47',
      '399,Total de l’impôt dû (avant impôt préalable),115.47',
    ]);
  });

  it('lists the refunds and the gift vouchers sold of the month', async () => {
    expect((await booksExport('file=refunds&format=excel')).body.split('\r\n')[1]).toMatch(/^20\.03\.2026,\d+,Karte \/ Wallet,re_books,Lea Keller,10\.00$/);
    const sold = await booksExport('file=vouchersSold&format=excel');
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.body.split('\r\n')[1]).toMatch(/^15\.03\.2026,\d+,,50\.00$/);
  });

  it('records each download: who took which file of which period', async () => {
    await booksExport('file=payments&format=excel');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'books.export'), eq(auditLog.subjectId, '2026-03-01..2026-03-31')));
    expect(entries.map((entry) => entry.after)).toContainEqual({ file: 'payments', format: 'excel', rows: 0 });
    expect(entries.every((entry) => entry.staffId !== null)).toBe(true);
  });

  it('is not for production staff: the books are money', async () => {
    const production = (await staffSession(t.app, 'production')).headers;
    expectError(await booksExport('file=invoices&format=excel', production), 403, 'forbidden');
  });
});

describe('GET /api/admin/orders/:id/invoice', () => {
  it('gives staff the invoice the customer has, same number and QR reference, and records the download', async () => {
    const guest = await newGuest(t.app);
    await prepareGuest(t.app, guest, 'invoice');
    const order = await confirm(t.app, guest);
    const customers = await t.app.inject({ url: `/api/orders/${order.orderId}/invoice?access=${order.accessToken}` });
    const res = await t.app.inject({ url: `/api/admin/orders/${order.orderId}/invoice`, headers: office });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toBe(customers.headers['content-disposition']);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })).text.replace(/[\s\u00a0]+/g, ' ');
    expect(text).toContain(`Rechnungsnummer ${order.createdAt.slice(0, 4)}-${order.number}`);
    expect(text.replace(/\s/g, '')).toContain(order.payment.qrReference ?? 'a QR reference');
    expect((await auditOf('order.invoiceDownload')).map((entry) => entry.subjectId)).toContain(String(order.orderId));
  });

  it('has none for an order paid in advance, nor for an order that does not exist', async () => {
    const guest = await newGuest(t.app);
    await prepareGuest(t.app, guest, 'prepayment');
    const order = await confirm(t.app, guest);
    expectError(await t.app.inject({ url: `/api/admin/orders/${order.orderId}/invoice`, headers: office }), 404, 'not_found');
    expectError(await t.app.inject({ url: '/api/admin/orders/2000000000/invoice', headers: office }), 404, 'not_found');
  });
});
