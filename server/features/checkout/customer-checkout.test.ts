import { describe, expect, it } from 'vitest';
import { OrderDetail } from '../../../shared/api/checkout';
import { OrderList, SelfcareData } from '../../../shared/api/selfcare';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { bearer, registerCustomer } from '../selfcare/test-helpers';
import { addStaticItem, call, confirm, prepareRest, type Shopper, view } from './checkout-test-helpers';

const t = useTestApp({ PRINT_WORKER_POLL_MS: '0' });

async function customer(): Promise<Shopper & { customerId: number; username: string; password: string }> {
  const { token, customer_id, payload } = await registerCustomer(t.app);
  return {
    cookies: {},
    headers: { ...bearer(token), 'accept-language': 'it' },
    customerId: customer_id,
    username: String(payload.username),
    password: String(payload.password),
  };
}

describe('customer checkout', () => {
  it('preselects the default address, places the order and lists it in self-care', async () => {
    const anna = await customer();
    await addStaticItem(t.app, anna, 1);
    expect(anna.cookies).toEqual({}); // a customer's basket needs no cookie
    const data = SelfcareData.parse((await call(t.app, anna, 'GET', '/api/selfcare/data')).json());
    const basket = await view(t.app, anna, 'GET', '/api/basket');
    expect(basket.checkout).toMatchObject({ billingAddressId: data.defaultAddressId, deliveryAddressId: data.defaultAddressId, email: data.contact.email });
    expect(basket.checkout.billingAddress).toMatchObject({ zipcode: '6039', country: 'CH' });

    await prepareRest(t.app, anna);
    const confirmation = await confirm(t.app, anna);
    expect(confirmation.accessToken).toBeNull();
    expect(confirmation.email).toBe(data.contact.email);
    const orders = OrderList.parse((await call(t.app, anna, 'GET', '/api/selfcare/orders')).json()).orders;
    expect(orders).toMatchObject([{ id: confirmation.orderId, number: confirmation.number, status: 'received', totalRappen: confirmation.totals.totalRappen }]);
    const detail = OrderDetail.parse((await call(t.app, anna, 'GET', `/api/orders/${confirmation.orderId}`)).json());
    expect(detail).toMatchObject({ language: 'it', payment: { method: 'invoice' } });
    expect(detail.payment.text).toMatch(/Paghi/);
  });

  it('keeps two customers out of each other’s baskets, addresses and orders', async () => {
    const anna = await customer();
    const ben = await customer();
    const { basketItemId } = await addStaticItem(t.app, anna, 1);
    await prepareRest(t.app, anna);
    const order = await confirm(t.app, anna);
    const { basketItemId: annasNext } = await addStaticItem(t.app, anna, 1);
    expect(annasNext).not.toBe(basketItemId);

    await addStaticItem(t.app, ben, 1);
    expectError(await call(t.app, ben, 'POST', `/api/basket/items/${annasNext}/quantity`, { quantity: 3 }), 404, 'not_found');
    expectError(await call(t.app, ben, 'DELETE', `/api/basket/items/${annasNext}`), 404, 'not_found');
    expectError(await call(t.app, ben, 'POST', `/api/basket/items/${annasNext}/clone`), 404, 'not_found');
    expectError(await call(t.app, ben, 'GET', `/api/orders/${order.orderId}`), 404, 'not_found');
    const annasAddress = SelfcareData.parse((await call(t.app, anna, 'GET', '/api/selfcare/data')).json()).defaultAddressId;
    expectError(await call(t.app, ben, 'POST', '/api/checkout/addresses/set', { kind: 'customer', billingAddressId: annasAddress }), 404, 'not_found');
    expect((await view(t.app, anna, 'GET', '/api/basket')).items.map((i) => i.quantity)).toEqual([1]);
    expect(OrderList.parse((await call(t.app, ben, 'GET', '/api/selfcare/orders')).json()).orders).toEqual([]);
  });

  it('merges the visitor basket into the customer basket at login and keeps the earlier one as a backup', async () => {
    const anna = await customer();
    await addStaticItem(t.app, anna, 3);
    const visitor: Shopper = { cookies: {}, headers: {} };
    // A sample set, which a discount code may lower (it does not lower gift vouchers).
    await addStaticItem(t.app, visitor, 1, 'sample-set');
    await view(t.app, visitor, 'POST', '/api/checkout/voucher/add', { code: 'WELCOME10' });
    const login = await call(t.app, visitor, 'POST', '/api/selfcare/login', { username: anna.username, password: anna.password });
    expect(login.statusCode, login.body).toBe(200);

    const merged = await view(t.app, anna, 'GET', '/api/basket');
    expect(merged.items.map((i) => i.quantity)).toEqual([3, 1]);
    expect(merged.vouchers.map((v) => v.code)).toEqual(['WELCOME10']);
    // the cookie no longer opens anything once its basket belongs to the customer
    expect((await view(t.app, visitor, 'GET', '/api/basket')).count).toBe(0);

    const backups = (await call(t.app, anna, 'GET', '/api/basket/backups')).json().backups;
    expect(backups).toMatchObject([{ reason: 'merged', count: 1, items: [{ productId: 'gift-voucher', quantity: 3 }] }]);
    const restored = await view(t.app, anna, 'POST', `/api/basket/backups/${backups[0].id}/restore`);
    expect(restored.items.map((i) => i.quantity)).toEqual([3, 1, 3]);
    const ben = await customer();
    expectError(await call(t.app, ben, 'POST', `/api/basket/backups/${backups[0].id}/restore`), 404, 'not_found');
  });

  it('adopts the visitor basket as is when the customer has none', async () => {
    const anna = await customer();
    const visitor: Shopper = { cookies: {}, headers: {} };
    await addStaticItem(t.app, visitor, 2);
    expect((await call(t.app, visitor, 'POST', '/api/selfcare/login', { username: anna.username, password: anna.password })).statusCode).toBe(200);
    expect((await view(t.app, anna, 'GET', '/api/basket')).items.map((i) => i.quantity)).toEqual([2]);
    expect((await call(t.app, visitor, 'GET', '/api/basket/count')).json()).toEqual({ count: 0 });
  });
});
