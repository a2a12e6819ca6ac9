import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { OrderConfirmation } from '../../../shared/api/checkout';
import { Footer } from '../../../shared/api/footer';
import { mailOutbox } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { addStaticItem, call, confirm, newGuest, prepareGuest, prepareRest, type Shopper } from '../checkout/checkout-test-helpers';
import { bearer, registerCustomer } from '../selfcare/test-helpers';

/*
 * GET /api/orders/:id/invoice: the invoice PDF with its QR-bill of an invoice order for whoever may
 * read the order (its customer by bearer token, a guest by the confirmation's access token), 404
 * for the rest. The shop runs with a company of its own, which every document must name.
 */

const t = useTestApp({ COMPANY_STREET: 'Seeweg 7', COMPANY_ZIP: '6003', COMPANY_CITY: 'Luzern', COMPANY_VAT_NUMBER: 'CHE-102.909.703' });

const invoiceUrl = (order: OrderConfirmation, access?: string | null) => `/api/orders/${order.orderId}/invoice${access ? `?access=${access}` : ''}`;

async function guestOrder(paymentMethod = 'invoice', language = 'de'): Promise<OrderConfirmation> {
  const guest = await newGuest(t.app);
  guest.headers['accept-language'] = language;
  await prepareGuest(t.app, guest, paymentMethod);
  return confirm(t.app, guest);
}

async function customer(): Promise<Shopper> {
  const { token } = await registerCustomer(t.app);
  return { cookies: {}, headers: { ...bearer(token), 'accept-language': 'fr' } };
}

/** The answer is this order's invoice: a one-page PDF download titled with its number (the order's with the year in front). */
async function expectInvoice(res: LightMyRequestResponse, order: OrderConfirmation, title: string) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const number = `${order.createdAt.slice(0, 4)}-${order.number}`;
  // Named in the order's language: Rechnung-2030-100001.pdf, Facture-…, with both names of RFC 6266.
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${title}-${number}.pdf"; filename*=UTF-8''${title}-${number}.pdf`);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const pdf = await PDFDocument.load(res.rawPayload);
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toBe(`${title} ${number}`);
}

const pdfText = async (pdf: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

describe('GET /api/orders/:id/invoice', () => {
  it('names the configured company as the footer and the confirmation e-mail do: one source for its address', async () => {
    const order = await guestOrder('invoice', 'de');
    const res = await t.app.inject({ url: invoiceUrl(order, order.accessToken) });
    const text = await pdfText(res.rawPayload);
    // The invoice head with the VAT number, and the QR-bill's creditor (receipt and payment part).
    expect(text).toContain('MWST-Nr. CHE-102.909.703 MWST');
    expect(text.match(/Seeweg 7/g)?.length).toBe(3);
    expect(text.match(/6003 Luzern/g)?.length).toBe(3);
    const footer = Footer.parse((await t.app.inject({ url: '/api/footer?lang=de' })).json());
    expect(footer.company).toMatchObject({ street: 'Seeweg 7', zipcode: '6003', city: 'Luzern' });
    await t.app.mail.flush();
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.orderId));
    expect(mail?.textBody).toContain('Print Atelier AG\nSeeweg 7\n6003 Luzern');
  });

  it("gives a guest their order's invoice with the access token, in the order's language", async () => {
    const order = await guestOrder('invoice', 'it');
    // Asked from a page in another language: the invoice stays the one the e-mail carried.
    await expectInvoice(await t.app.inject({ url: invoiceUrl(order, order.accessToken), headers: { 'accept-language': 'en' } }), order, 'Fattura');
  });

  it('gives nothing without the token, with a wrong one, or with the token of another order', async () => {
    const order = await guestOrder();
    const other = await guestOrder();
    expectError(await t.app.inject({ url: invoiceUrl(order) }), 404, 'not_found');
    expectError(await t.app.inject({ url: invoiceUrl(order, 'x'.repeat(43)) }), 404, 'not_found');
    expectError(await t.app.inject({ url: invoiceUrl(order, other.accessToken) }), 404, 'not_found');
    // A customer's login opens no guest order either.
    expectError(await call(t.app, await customer(), 'GET', invoiceUrl(order)), 404, 'not_found');
  });

  it('gives a customer their own invoice by bearer token, and nobody else', async () => {
    const anna = await customer();
    await addStaticItem(t.app, anna, 1);
    await prepareRest(t.app, anna);
    const order = await confirm(t.app, anna);
    await expectInvoice(await call(t.app, anna, 'GET', invoiceUrl(order)), order, 'Facture');
    expectError(await call(t.app, await customer(), 'GET', invoiceUrl(order)), 404, 'not_found');
    expectError(await t.app.inject({ url: invoiceUrl(order) }), 404, 'not_found');
  });

  it('has no invoice for an order paid in advance, nor for an order that does not exist', async () => {
    const prepaid = await guestOrder('prepayment');
    expectError(await t.app.inject({ url: invoiceUrl(prepaid, prepaid.accessToken) }), 404, 'not_found');
    expectError(await t.app.inject({ url: invoiceUrl({ ...prepaid, orderId: 2_000_000_000 }, prepaid.accessToken) }), 404, 'not_found');
  });
});
