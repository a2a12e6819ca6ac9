import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasketItemSaved } from '../../../shared/api/basket-items';
import { OrderDetail } from '../../../shared/api/checkout';
import { getProduct, getTemplates } from '../../../shared/api/config';
import { checkConfiguration, includedVat, isValidQrReference, type Product } from '../../../shared/domain';
import { baskets, mailOutbox, orderItems, orders, printJobs, vouchers, voucherUsages } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { templateOnCanvas } from '../../test/canvas-item';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { addStaticItem, call, confirm, guestAddress, newGuest, prepareGuest, prepareRest, type Shopper, view } from './checkout-test-helpers';

let t: TestApp;
let canvas: Product;
let giftVoucher: Product;
let frenchCanvas: Product;

beforeAll(async () => {
  // The print worker stays off: these tests look at the print jobs as confirm leaves them.
  t = await createTestApp({ PRINT_WORKER_POLL_MS: '0' });
  canvas = getProduct.response.parse((await t.app.inject({ url: '/api/config/canvas/product' })).json());
  giftVoucher = getProduct.response.parse((await t.app.inject({ url: '/api/config/gift-voucher/product' })).json());
  frenchCanvas = getProduct.response.parse((await t.app.inject({ url: '/api/config/canvas/product', headers: { 'accept-language': 'fr' } })).json());
});
afterAll(() => t.close());

const giftUnit = () => checkConfiguration(giftVoucher, giftVoucher.defaultConfiguration, 1, new Date()).price.unitRappen;

describe('guest checkout', () => {
  it('places the order with the server’s totals, print jobs, a QR reference and the confirmation mail with the QR-bill', async () => {
    const guest = await newGuest(t.app, 2);
    const ready = await prepareGuest(t.app, guest);
    expect(ready.checkout.missing).toEqual([]);
    expect(ready.checkout.deliveryAddress).toMatchObject({ zipcode: '9490', country: 'LI' });
    const confirmation = await confirm(t.app, guest);

    const items = 2 * giftUnit();
    expect(confirmation.totals.itemsRappen).toBe(items);
    expect(confirmation.totals.totalRappen).toBe(items + confirmation.totals.shippingRappen);
    // Gift vouchers are multi-purpose vouchers: only the shipping carries VAT.
    expect(confirmation.totals.voucherSalesRappen).toBe(items);
    expect(confirmation.totals.vatRappen).toBe(includedVat(confirmation.totals.shippingRappen));
    expect(confirmation.payment).toMatchObject({ method: 'invoice', amountRappen: confirmation.totals.totalRappen, iban: 'CH44 3199 9123 0008 8901 2' });
    expect(isValidQrReference(confirmation.payment.qrReference as string)).toBe(true);
    expect(confirmation.accessToken).toBeTruthy();

    expect((await view(t.app, guest, 'GET', '/api/basket')).count).toBe(0);
    expect((await call(t.app, guest, 'GET', '/api/basket/count')).json()).toEqual({ count: 0 });

    const jobs = await t.database.db
      .select({ status: printJobs.status })
      .from(printJobs)
      .innerJoin(orderItems, eq(orderItems.id, printJobs.orderItemId))
      .where(eq(orderItems.orderId, confirmation.orderId));
    // A gift voucher's card is printed with its code, which exists once the order is paid: no job yet.
    expect(jobs).toEqual([]);

    // Without SMTP_URL the worker writes the queued confirmation and keeps it in the outbox.
    await t.app.mail.flush();
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, confirmation.orderId));
    expect(mail?.status).toBe('kept');
    expect(mail?.recipient).toBe('lea@example.li');
    expect(mail?.orderAccessToken, 'the token is only in the written link').toBeNull();
    expect(mail?.textBody).toContain(`access=${confirmation.accessToken}`);
    expect(mail?.subject).toContain(confirmation.number);
    expect(mail?.textBody).toContain('Vaduz');
    expect(mail?.htmlBody).toContain(confirmation.number);
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: `Rechnung-${confirmation.createdAt.slice(0, 4)}-${confirmation.number}.pdf`,
      contentType: 'application/pdf',
    });
    expect(
      Buffer.from(mail?.attachments?.[0]?.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const own = await t.app.inject({ url: `/api/orders/${confirmation.orderId}?access=${confirmation.accessToken}` });
    expect(own.statusCode, own.body).toBe(200);
    expect(OrderDetail.parse(own.json())).toMatchObject({
      number: confirmation.number,
      items: [{ productId: 'gift-voucher', quantity: 2, printStatus: null }],
    });
    expectError(await t.app.inject({ url: `/api/orders/${confirmation.orderId}` }), 404, 'not_found');
    expectError(await t.app.inject({ url: `/api/orders/${confirmation.orderId}?access=${'x'.repeat(43)}` }), 404, 'not_found');
  });

  it('refuses to confirm without terms, addresses or items, with localized messages', async () => {
    const empty: Shopper = { cookies: {}, headers: { 'accept-language': 'en' } };
    expect(expectError(await call(t.app, empty, 'POST', '/api/checkout/confirm'), 409, 'conflict').error.message).toBe('Your basket is empty.');

    const guest = await newGuest(t.app);
    guest.headers['accept-language'] = 'fr';
    expect(expectError(await call(t.app, guest, 'POST', '/api/checkout/confirm'), 409, 'conflict').error.message).toMatch(/adresse/);
    await prepareGuest(t.app, guest);
    await view(t.app, guest, 'POST', '/api/checkout/terms/set', { accept: false });
    expect(expectError(await call(t.app, guest, 'POST', '/api/checkout/confirm'), 409, 'conflict').error.message).toBe('Veuillez accepter les CG.');
    const [row] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.email, 'lea@example.li'));
    expect(row?.n).toBe(1); // only the order of the first test
  });

  it('takes an optional phone for the delivery from a guest and keeps it with the delivery address', async () => {
    const guest = await newGuest(t.app);
    const addresses = (deliveryAddress: Record<string, unknown> | null) =>
      call(t.app, guest, 'POST', '/api/checkout/addresses/set', { kind: 'guest', email: 'phone@example.li', billingAddress: guestAddress, deliveryAddress });
    const tooLong = await addresses({ ...guestAddress, phone: '0'.repeat(41) });
    expect(expectError(tooLong, 400, 'validation_failed').error.fields?.['deliveryAddress.phone']).toBeTruthy();
    expect((await addresses({ ...guestAddress, firstname: 'Tom', phone: ' 079 123 45 67 ' })).statusCode).toBe(200);
    await prepareRest(t.app, guest);
    const confirmation = await confirm(t.app, guest);
    const detail = OrderDetail.parse((await t.app.inject({ url: `/api/orders/${confirmation.orderId}?access=${confirmation.accessToken}` })).json());
    expect(detail.deliveryAddress).toMatchObject({ firstname: 'Tom', phone: '079 123 45 67' });
    expect(detail.billingAddress.phone ?? null).toBeNull();
  });

  it('validates postcodes of Switzerland and Liechtenstein', async () => {
    const guest = await newGuest(t.app);
    guest.headers['accept-language'] = 'en';
    const bad = (zipcode: string, country: string) =>
      call(t.app, guest, 'POST', '/api/checkout/addresses/set', {
        kind: 'guest',
        email: 'a@example.ch',
        billingAddress: { sex: 'm', firstname: 'A', lastname: 'B', address1: 'X 1', zipcode, city: 'Y', country },
      });
    expect(expectError(await bad('9490', 'CH'), 400, 'validation_failed').error.fields?.['billingAddress.zipcode']).toEqual([
      'Please enter a Swiss postcode of 4 digits.',
    ]);
    expect(expectError(await bad('8001', 'LI'), 400, 'validation_failed').error.fields?.['billingAddress.zipcode']).toEqual([
      'Postcodes in Liechtenstein run from 9485 to 9498.',
    ]);
    expect(expectError(await bad('8001', 'DE'), 400, 'validation_failed').error.fields?.['billingAddress.country']).toBeTruthy();
    expect((await call(t.app, guest, 'POST', '/api/checkout/addresses/set', { kind: 'customer', billingAddressId: 1 })).statusCode).toBe(401);
  });
});

async function canvasItem(shopper: Shopper, quantity: number, qualityConfirmed = false) {
  const template = getTemplates.response.parse((await t.app.inject({ url: '/api/config/templates' })).json())[0]!;
  const { check, area, design } = templateOnCanvas(canvas, template);
  const body = {
    productId: 'canvas',
    instruction: { version: 2, configuration: check.configuration, price: { totalRappen: 1 } },
    design: { [area.id]: { items: design.items } },
    printdata: { forged: true },
    quantity,
    qualityConfirmed,
  };
  const res = await call(t.app, shopper, 'POST', '/api/basket/items', body);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === BASKET_COOKIE)?.value;
  if (cookie) shopper.cookies[BASKET_COOKIE] = cookie;
  return BasketItemSaved.parse(res.json()).basketItemId;
}
const canvasTotal = (quantity: number) => checkConfiguration(canvas, canvas.defaultConfiguration, quantity, new Date()).price.totalRappen;

describe('prices the server computes', () => {
  it('ignores prices sent by the browser, in the item and in the confirm body', async () => {
    const shopper: Shopper = { cookies: {}, headers: {} };
    await canvasItem(shopper, 1);
    await prepareGuest(t.app, shopper, 'prepayment', 'tamper@example.ch');
    const confirmation = await confirm(t.app, shopper, { totalRappen: 1, itemsRappen: 1, price: 0.01 });
    expect(confirmation.totals.itemsRappen).toBe(canvasTotal(1));
    expect(confirmation.totals.totalRappen).toBeGreaterThan(canvasTotal(1) - 1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, confirmation.orderId));
    expect(order?.itemsRappen).toBe(canvasTotal(1));
    expect(confirmation.payment).toMatchObject({ method: 'prepayment', dueDays: null });
  });

  it('words an item’s options in the language of the order, not of the page the item was added on', async () => {
    const shopper: Shopper = { cookies: {}, headers: { 'accept-language': 'de' } };
    await canvasItem(shopper, 1);
    shopper.headers['accept-language'] = 'fr';
    await prepareGuest(t.app, shopper, 'prepayment', 'langue@example.ch');
    const confirmation = await confirm(t.app, shopper);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, confirmation.orderId));
    const french = checkConfiguration(frenchCanvas, frenchCanvas.defaultConfiguration, 1, new Date()).customerDetails;
    expect(french.map((detail) => detail.property)).toContain('Taille');
    expect(item?.productName).toBe(frenchCanvas.name);
    expect(item?.instruction.customerDetails).toEqual(french);
  });

  it('keeps the shopper’s consent to a low-quality image on the order item, for the print file’s preflight', async () => {
    const shopper: Shopper = { cookies: {}, headers: {} };
    await canvasItem(shopper, 1, true);
    await prepareGuest(t.app, shopper, 'prepayment', 'zustimmung@example.ch');
    const confirmation = await confirm(t.app, shopper);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, confirmation.orderId));
    expect(item?.qualityConfirmed).toBe(true);
  });

  it('reprices a changed quantity with its bulk tier, and clones and removes items', async () => {
    const shopper: Shopper = { cookies: {}, headers: {} };
    const id = await canvasItem(shopper, 1);
    let basket = await view(t.app, shopper, 'POST', `/api/basket/items/${id}/quantity`, { quantity: 10 });
    expect(basket.items[0]).toMatchObject({ quantity: 10, totalRappen: canvasTotal(10), bulkFromAmount: 10 });
    expect(canvasTotal(10)).toBeLessThan(10 * canvasTotal(1));
    basket = await view(t.app, shopper, 'POST', `/api/basket/items/${id}/clone`);
    expect(basket.items.map((i) => i.quantity)).toEqual([10, 10]);
    expect(basket.itemsRappen).toBe(2 * canvasTotal(10));
    basket = await view(t.app, shopper, 'DELETE', `/api/basket/items/${id}`);
    expect(basket.items).toHaveLength(1);
    expect(basket.items[0]?.id).not.toBe(id);
  });
});

describe('static products and limits', () => {
  it('adds a product without a design, refuses one that needs a design, and keeps quantities within the product limits', async () => {
    const shopper: Shopper = { cookies: {}, headers: { 'accept-language': 'en' } };
    const { basketItemId } = await addStaticItem(t.app, shopper, 1);
    expect(expectError(await call(t.app, shopper, 'POST', '/api/basket/addStatic', { productId: 'canvas' }), 422, 'unprocessable').error.message).toMatch(
      /configurator/,
    );
    expectError(await call(t.app, shopper, 'POST', '/api/basket/addStatic', { productId: 'no-such-product' }), 404, 'not_found');
    // the gift voucher allows 1-20 pieces
    expect(
      expectError(await call(t.app, shopper, 'POST', `/api/basket/items/${basketItemId}/quantity`, { quantity: 21 }), 422, 'unprocessable').error.fields
        ?.quantity,
    ).toHaveLength(1);
    const basket = await view(t.app, shopper, 'POST', `/api/basket/items/${basketItemId}/quantity`, { quantity: 20 });
    expect(basket.items[0]).toMatchObject({ quantity: 20, totalRappen: 20 * giftUnit(), productName: 'Gift voucher CHF 50', bulkFromAmount: null });
    // Without a design to show, a line shows the product's own picture, in the design chosen.
    expect(basket.items[0]).toMatchObject({ previewUrl: null, pictureId: 'gift-voucher-neutral' });
    expect(
      (await call(t.app, shopper, 'POST', '/api/basket/addStatic', { productId: 'gift-voucher', configuration: { design: 'christmas' } })).statusCode,
    ).toBe(200);
    const both = await view(t.app, shopper, 'GET', '/api/basket');
    expect(both.items.map((item) => item.pictureId).toSorted()).toEqual(['gift-voucher-christmas', 'gift-voucher-neutral']);
  });
});

describe('vouchers', () => {
  it('explains each refusal, asks before replacing a code that cannot be combined, and removes by basketVoucherId', async () => {
    const guest = await newGuest(t.app);
    guest.headers['accept-language'] = 'en';
    const add = (code: string, force = false) => call(t.app, guest, 'POST', `/api/checkout/voucher/${force ? 'add_force' : 'add'}`, { code });
    // The gift voucher alone: no discount code lowers a gift voucher.
    expect(expectError(await add('welcome10'), 422, 'unprocessable').error.message).toBe('Discount codes do not apply to gift vouchers.');
    await canvasItem(guest, 1);
    expect(expectError(await add('NOPE'), 422, 'unprocessable').error.fields?.code).toEqual(['We do not know this voucher code.']);
    expect(expectError(await add('expired'), 422, 'unprocessable').error.message).toBe('This voucher has expired.');
    await t.database.db.insert(vouchers).values({ code: 'SOON', kind: 'percentage', percent: 5, validFrom: new Date(Date.now() + 86_400_000) });
    expect(expectError(await add('SOON'), 422, 'unprocessable').error.message).toBe('This voucher is not valid yet.');
    expect(expectError(await add('CHF20'), 422, 'unprocessable').error.message).toMatch(/^This voucher applies from a goods value of CHF.100\.00\.$/);

    let basket = await view(t.app, guest, 'POST', '/api/checkout/voucher/add', { code: 'welcome10' });
    expect(basket.vouchers).toMatchObject([{ code: 'WELCOME10', amountRappen: Math.round(canvasTotal(1) / 10), refusal: null, pays: false }]);
    expect(basket.discountRappen).toBe(Math.round(canvasTotal(1) / 10));
    expect(expectError(await add('WELCOME10'), 422, 'unprocessable').error.message).toBe('This voucher is already in the basket.');

    await canvasItem(guest, 2); // goods now above CHF 100
    const conflict = expectError(await add('CHF20'), 409, 'conflict');
    expect(conflict.error.message).toContain('WELCOME10');
    basket = await view(t.app, guest, 'POST', '/api/checkout/voucher/add_force', { code: 'chf20' });
    expect(basket.vouchers.map((v) => v.code)).toEqual(['CHF20']);
    expect(basket.discountRappen).toBe(2000);
    expect(basket.totalRappen).toBe(basket.itemsRappen - 2000 + basket.shippingRappen);

    basket = await view(t.app, guest, 'POST', '/api/checkout/voucher/remove', { basketVoucherId: basket.vouchers[0]!.basketVoucherId });
    expect(basket.vouchers).toEqual([]);
    expect(expectError(await call(t.app, guest, 'POST', '/api/checkout/voucher/remove', { basketVoucherId: 999_999 }), 404, 'not_found').error.message).toBe(
      'This voucher is not in the basket.',
    );
  });

  it('refuses a code a guest e-mail already used when it is limited per customer', async () => {
    const first = await newGuest(t.app);
    await canvasItem(first, 1);
    await view(t.app, first, 'POST', '/api/checkout/voucher/add', { code: 'THANKYOU5' });
    await prepareGuest(t.app, first, 'invoice', 'Once@Example.ch');
    await confirm(t.app, first);
    const second = await newGuest(t.app);
    second.headers['accept-language'] = 'en';
    await canvasItem(second, 1);
    await prepareGuest(t.app, second, 'invoice', 'once@example.ch');
    expect(expectError(await call(t.app, second, 'POST', '/api/checkout/voucher/add', { code: 'THANKYOU5' }), 422, 'unprocessable').error.message).toBe(
      'You have already redeemed this voucher.',
    );
  });
});

describe('confirm under concurrency and failure', () => {
  it('answers 20 parallel confirms of one basket with one and the same order', async () => {
    const guest = await newGuest(t.app);
    await prepareGuest(t.app, guest, 'invoice', 'parallel@example.ch');
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(t.app, guest, 'POST', '/api/checkout/confirm')));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().number)).size).toBe(1);
    const [row] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.email, 'parallel@example.ch'));
    expect(row?.n).toBe(1);
    // a confirm repeated later answers the same order again
    expect((await confirm(t.app, guest)).number).toBe(answers[0]!.json().number);
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.recipient, 'parallel@example.ch'))).toBe(1);
  });

  it('uses a gift voucher’s single-use value code once under 50 parallel confirms of different baskets', async () => {
    await t.database.db.insert(vouchers).values({ code: 'RACE50', kind: 'value', amountRappen: 500, maxUses: 1, combinable: true });
    const guests = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const guest = await newGuest(t.app);
        await view(t.app, guest, 'POST', '/api/checkout/voucher/add', { code: 'RACE50' });
        await prepareGuest(t.app, guest, 'invoice', `race${i}@example.ch`);
        return guest;
      }),
    );
    const answers = await Promise.all(guests.map((guest) => call(t.app, guest, 'POST', '/api/checkout/confirm')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expect(expectError(refused, 409, 'conflict').error.message).toMatch(/RACE50/);
    const [voucher] = await t.database.db.select().from(vouchers).where(eq(vouchers.code, 'RACE50'));
    expect(voucher?.usedCount).toBe(1);
    expect(await t.database.db.$count(voucherUsages, eq(voucherUsages.voucherId, voucher!.id))).toBe(1);
    expect(await t.database.db.$count(orders, sql`${orders.email} like 'race%@example.ch'`)).toBe(1);
    const late = await newGuest(t.app);
    late.headers['accept-language'] = 'en';
    expect(expectError(await call(t.app, late, 'POST', '/api/checkout/voucher/add', { code: 'race50' }), 422, 'unprocessable').error.message).toBe(
      'This voucher has already been redeemed.',
    );
  });

  it('leaves nothing half-written when the transaction fails after the order insert', async () => {
    // A gift voucher's value code: spent once, like any single-use code, or not at all.
    await t.database.db.insert(vouchers).values({ code: 'ATOMIC', kind: 'value', amountRappen: 300, maxUses: 1, combinable: true });
    const guest = await newGuest(t.app);
    await canvasItem(guest, 1);
    await view(t.app, guest, 'POST', '/api/checkout/voucher/add', { code: 'ATOMIC' });
    await prepareGuest(t.app, guest, 'invoice', 'atomic@example.ch');
    // A real failure inside the transaction: the print job insert (after orders and order_items) raises.
    await t.database.db.execute(sql`CREATE FUNCTION fail_print_job() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await t.database.db.execute(sql`CREATE TRIGGER fail_print_job BEFORE INSERT ON print_jobs FOR EACH ROW EXECUTE FUNCTION fail_print_job()`);
    try {
      expectError(await call(t.app, guest, 'POST', '/api/checkout/confirm'), 500, 'internal');
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER fail_print_job ON print_jobs`);
      await t.database.db.execute(sql`DROP FUNCTION fail_print_job()`);
    }
    expect(await t.database.db.$count(orders, eq(orders.email, 'atomic@example.ch'))).toBe(0);
    const [voucher] = await t.database.db.select().from(vouchers).where(eq(vouchers.code, 'ATOMIC'));
    expect(voucher?.usedCount).toBe(0);
    const basket = await view(t.app, guest, 'GET', '/api/basket');
    expect(basket.count).toBe(2);
    expect(basket.vouchers.map((v) => v.code)).toEqual(['ATOMIC']);
    const backups = (await call(t.app, guest, 'GET', '/api/basket/backups')).json();
    expect(backups.backups).toMatchObject([{ reason: 'failed_checkout', count: 2 }]);

    const confirmation = await confirm(t.app, guest);
    expect(confirmation.totals).toMatchObject({ discountRappen: 0, paidByVouchersRappen: 300, amountDueRappen: confirmation.totals.totalRappen - 300 });
    const [open] = await t.database.db
      .select({ status: baskets.status })
      .from(baskets)
      .innerJoin(orders, eq(orders.basketId, baskets.id))
      .where(and(eq(orders.id, confirmation.orderId)));
    expect(open?.status).toBe('ordered');
  });
});
