import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { BasketItemAdded, BasketView } from '../../../shared/api/basket-view';
import { OrderConfirmation } from '../../../shared/api/checkout';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { baskets } from '../../db/schema';

/*
 * A shopper driving the API as the shell does: a visitor with a basket cookie or a customer with
 * a bearer token. Every call checks its status and parses the answer with the shared contract.
 */

/** `ip` sets the request's remote address (127.0.0.1 by default), for the per-IP limits. */
export type Shopper = { cookies: Record<string, string>; headers: Record<string, string>; ip?: string };

export const guestAddress = {
  sex: 'f',
  firstname: 'Lea',
  lastname: 'Keller',
  address1: 'Landstrasse 5',
  zipcode: '9490',
  city: 'Vaduz',
  country: 'LI',
};

export async function call(app: FastifyInstance, shopper: Shopper, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    cookies: shopper.cookies,
    headers: shopper.headers,
    ...(shopper.ip === undefined ? {} : { remoteAddress: shopper.ip }),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function view(app: FastifyInstance, shopper: Shopper, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<BasketView> {
  const res = await call(app, shopper, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return BasketView.parse(res.json());
}

/** Adds a static product (the gift voucher by default); a visitor without a cookie gets one. */
export async function addStaticItem(app: FastifyInstance, shopper: Shopper, quantity = 1, productId = 'gift-voucher') {
  const res = await call(app, shopper, 'POST', '/api/basket/addStatic', { productId, quantity });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === BASKET_COOKIE)?.value;
  if (cookie) shopper.cookies[BASKET_COOKIE] = cookie;
  return BasketItemAdded.parse(res.json());
}

export async function newGuest(app: FastifyInstance, quantity = 1, ip?: string): Promise<Shopper> {
  const shopper: Shopper = { cookies: {}, headers: { 'accept-language': 'de' }, ...(ip === undefined ? {} : { ip }) };
  await addStaticItem(app, shopper, quantity);
  return shopper;
}

/** Addresses, the first shipping option, invoice and the terms: everything confirm needs. */
export async function prepareGuest(app: FastifyInstance, shopper: Shopper, paymentMethod = 'invoice', email = 'lea@example.li'): Promise<BasketView> {
  await view(app, shopper, 'POST', '/api/checkout/addresses/set', { kind: 'guest', email, billingAddress: guestAddress, deliveryAddress: null });
  return prepareRest(app, shopper, paymentMethod);
}

export async function prepareRest(app: FastifyInstance, shopper: Shopper, paymentMethod = 'invoice'): Promise<BasketView> {
  const basket = await view(app, shopper, 'GET', '/api/basket');
  const shippingOptionId = basket.shippingOptions[0]?.shippingOption_id as number;
  await view(app, shopper, 'POST', '/api/checkout/paymentAndShipping/set', { shippingOptionId, paymentMethod });
  return view(app, shopper, 'POST', '/api/checkout/terms/set', { accept: true });
}

export async function confirm(app: FastifyInstance, shopper: Shopper, payload: unknown = {}) {
  const res = await call(app, shopper, 'POST', '/api/checkout/confirm', payload);
  expect(res.statusCode, res.body).toBe(200);
  return OrderConfirmation.parse(res.json());
}

/**
 * A guest's order of a gift voucher through the routes; from a basket a partner brought when
 * `partnerId` is given (the basket names it, as a partner's handover does).
 */
export async function partnerGuestOrder(app: FastifyInstance, email: string, partnerId: number | null, paymentMethod = 'prepayment') {
  const guest = await newGuest(app);
  await prepareGuest(app, guest, paymentMethod, email);
  if (partnerId !== null) {
    // As a claimed handover leaves the basket: its partner and the touch that brought it.
    const touch = { at: new Date().toISOString(), page: 'https://partner.example/shop', params: {} };
    await app.db
      .update(baskets)
      .set({ partnerId, attribution: { channel: 'embed', firstTouch: touch, lastTouch: touch } })
      .where(eq(baskets.email, email));
  }
  return confirm(app, guest);
}
