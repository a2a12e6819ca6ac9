import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { OrderDetail, type OrderConfirmation } from '../../../shared/api/checkout';
import { includedVat } from '../../../shared/domain';
import { loadConfig } from '../../config/config';
import { buffer } from 'node:stream/consumers';
import { mailOutbox, orderItems, orders, printJobs, vouchers } from '../../db/schema';
import { printFileKey } from '../production/print-worker';
import { canvasAndTemplate, canvasItemBody } from '../../test/canvas-item';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { expectError } from '../../test/expect-error';
import { changeOrderStatus } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { call, confirm, newGuest, prepareGuest, type Shopper, view } from '../checkout/checkout-test-helpers';
import { staffSession } from '../staff/test-helpers';
import { issueGiftVoucherCodes } from './issue-codes';

/*
 * Gift vouchers are multi-purpose vouchers (../shared/docs/domain.md): selling one carries no VAT;
 * once its order is paid each piece gets a single-use value code; redeeming a code pays, it does
 * not discount, so the VAT of the order that redeems it is that of the goods bought.
 */

const t = useTestApp({ PRINT_WORKER_POLL_MS: '0' });
const company = loadConfig({}).company;

const detail = async (order: OrderConfirmation) =>
  OrderDetail.parse((await t.app.inject({ url: `/api/orders/${order.orderId}?access=${order.accessToken}` })).json());

async function withCanvas(): Promise<Shopper> {
  const shopper: Shopper = { cookies: {}, headers: { 'accept-language': 'de' } };
  const { canvas, template } = await canvasAndTemplate(t.app);
  const res = await call(t.app, shopper, 'POST', '/api/basket/items', canvasItemBody(canvas, template, 1));
  expect(res.statusCode, res.body).toBe(200);
  shopper.cookies[BASKET_COOKIE] = res.cookies.find((cookie) => cookie.name === BASKET_COOKIE)?.value ?? '';
  return shopper;
}

describe('gift vouchers', () => {
  it('sells without VAT, issues one code per piece once paid, and the code pays a later order without lowering its VAT', async () => {
    // Bought: two gift vouchers by invoice. Only the shipping carries VAT; no card is printed before the codes exist.
    const buyer = await newGuest(t.app, 2);
    await prepareGuest(t.app, buyer, 'invoice', 'giver@example.ch');
    const bought = await confirm(t.app, buyer);
    const boughtItems = await t.database.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, bought.orderId));
    expect(await t.database.db.$count(printJobs, eq(printJobs.orderItemId, boughtItems[0]!.id))).toBe(0);
    expect(bought.totals.voucherSalesRappen).toBe(bought.totals.itemsRappen);
    expect(bought.totals.vatRappen).toBe(includedVat(bought.totals.shippingRappen));
    expect((await detail(bought)).giftVoucherCodes).toEqual([]);

    // Paid (the back office marks it): each piece gets its code, named in one mail; asked again, nothing new.
    await t.database.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, bought.orderId));
    const codes = await issueGiftVoucherCodes(t.database.db, bought.orderId, company);
    expect(codes.map((code) => code.amountRappen)).toEqual([5000, 5000]);
    expect(new Set(codes.map((code) => code.code)).size).toBe(2);
    for (const { code } of codes) expect(code).toMatch(/^GV-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(await issueGiftVoucherCodes(t.database.db, bought.orderId, company)).toEqual(codes);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, 'giver@example.ch'), eq(mailOutbox.subject, `Ihre Gutscheincodes zur Bestellung ${bought.number}`)));
    expect(mails).toHaveLength(1);
    for (const { code } of codes) expect(mails[0]?.textBody).toContain(code);
    expect((await detail(bought)).giftVoucherCodes).toEqual(codes.map(({ code, amountRappen }) => ({ code, amountRappen })));

    // The card is printed once its codes exist: one page per piece, each with its own code and value.
    await t.app.printFiles.flush();
    const [job] = await t.database.db.select().from(printJobs).where(eq(printJobs.orderItemId, codes[0]!.orderItemId));
    expect(job).toMatchObject({ status: 'done', fileKey: printFileKey(codes[0]!.orderItemId) });
    const stored = await t.app.images.storage.get(job!.fileKey as string);
    const card = await extractText(await getDocumentProxy(new Uint8Array(await buffer(stored!.body))));
    expect(card.totalPages).toBe(2);
    expect(card.text.map((page) => /GV-[\w-]+/.exec(page)?.[0])).toEqual(codes.map((code) => code.code));
    expect(card.text[0]).toContain('Geschenkgutschein');
    expect(card.text[0]).toMatch(/im Wert von CHF\s50\.00/);

    // Redeemed: the code pays CHF 50 of a canvas order; the VAT stays that of the whole canvas order.
    const [first, second] = codes;
    const redeemer = await withCanvas();
    const basket = await view(t.app, redeemer, 'POST', '/api/checkout/voucher/add', { code: first!.code.toLowerCase() });
    expect(basket.vouchers).toMatchObject([{ code: first!.code, amountRappen: 5000, pays: true, refusal: null }]);
    expect(basket).toMatchObject({ discountRappen: 0, voucherSalesRappen: 0, paidByVouchersRappen: 5000, amountDueRappen: basket.totalRappen - 5000 });
    expect(basket.vatRappen).toBe(includedVat(basket.totalRappen));
    await prepareGuest(t.app, redeemer, 'invoice', 'friend@example.ch');
    const redeemed = await confirm(t.app, redeemer);
    expect(redeemed.totals).toMatchObject({ paidByVouchersRappen: 5000, vatRappen: includedVat(redeemed.totals.totalRappen) });
    expect(redeemed.payment.amountRappen).toBe(redeemed.totals.totalRappen - 5000);
    const invoice = await t.app.inject({ url: `/api/orders/${redeemed.orderId}/invoice?access=${redeemed.accessToken}` });
    const text = (await extractText(await getDocumentProxy(new Uint8Array(invoice.rawPayload)), { mergePages: true })).text;
    expect(text).toContain(`Bezahlt mit Geschenkgutschein ${first!.code}`);
    expect(text).toContain('Zu bezahlen');

    // Used once: a second basket is told so.
    const late = await withCanvas();
    late.headers['accept-language'] = 'en';
    const refused = await call(t.app, late, 'POST', '/api/checkout/voucher/add', { code: first!.code });
    expect(expectError(refused, 422, 'unprocessable').error.message).toBe('This voucher has already been redeemed.');

    // A code that pays all of an order of a gift voucher: the order is paid as it is placed, and its own code is issued at once.
    const regift = await newGuest(t.app, 1);
    const regiftBasket = await view(t.app, regift, 'POST', '/api/checkout/voucher/add', { code: second!.code });
    expect(regiftBasket.amountDueRappen).toBe(0);
    await prepareGuest(t.app, regift, 'invoice', 'regift@example.ch');
    const regifted = await confirm(t.app, regift);
    expect(regifted.totals.amountDueRappen).toBe(0);
    const [paid] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, regifted.orderId));
    expect(paid?.status).toBe('paid');
    expect((await detail(regifted)).giftVoucherCodes).toHaveLength(1);
    const [used] = await t.database.db.select({ usedCount: vouchers.usedCount }).from(vouchers).where(eq(vouchers.code, second!.code));
    expect(used?.usedCount).toBe(1);
  });

  it('cancelled after payment, an order withdraws the codes it issued that nobody used', async () => {
    const buyer = await newGuest(t.app, 1);
    await prepareGuest(t.app, buyer, 'invoice', 'withdrawn@example.ch');
    const bought = await confirm(t.app, buyer);
    const staff = await staffSession(t.app, 'office');
    const paid = await changeOrderStatus(t.app, staff.headers, bought.orderId, { event: 'markPaid' });
    expect(paid.statusCode, paid.body).toBe(200);
    const code = (await detail(bought)).giftVoucherCodes[0]!.code;
    const cancelled = await changeOrderStatus(t.app, staff.headers, bought.orderId, { event: 'cancel', reason: 'Zahlung zurückgebucht' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const redeemer = await withCanvas();
    expectError(await call(t.app, redeemer, 'POST', '/api/checkout/voucher/add', { code }), 422, 'unprocessable');
  });
});
