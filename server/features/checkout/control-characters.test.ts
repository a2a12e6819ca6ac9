import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasketView } from '../../../shared/api/basket-view';
import { catalogues } from '../../../shared/i18n/messages';
import { expectError } from '../../test/expect-error';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, guestAddress, newGuest, type Shopper, view } from './checkout-test-helpers';

/*
 * PostgreSQL refuses NUL in text: a NUL in a checkout address, the comment or a voucher code
 * reached the database and answered 500. Now each answers 400 naming the field, for NUL and the
 * other control characters (here BEL); a comment may still span lines.
 */

const controlText = catalogues.de['validation.controlCharacter'];
const hostile = { nul: 'Le\u0000a', bell: 'Le\u0007a' };

let t: TestApp;
let guest: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  guest = await newGuest(t.app);
});
afterAll(() => t.close());

async function expectRefused(url: string, payload: unknown, field: string) {
  const body = expectError(await call(t.app, guest, 'POST', url, payload), 400, 'validation_failed');
  expect(body.error.fields?.[field], `${url} ${field}: ${JSON.stringify(body)}`).toEqual([controlText]);
}

const addressFields = ['company', 'department', 'firstname', 'lastname', 'address1', 'address2', 'zipcode', 'city'];

describe.each(Object.entries(hostile))('a text with %s', (_name, value) => {
  it.each(addressFields)('guest addresses refuse it in the billing and delivery %s', async (field) => {
    await expectRefused(
      '/api/checkout/addresses/set',
      { kind: 'guest', email: 'lea@example.li', billingAddress: { ...guestAddress, [field]: value }, deliveryAddress: null },
      `billingAddress.${field}`,
    );
    await expectRefused(
      '/api/checkout/addresses/set',
      { kind: 'guest', email: 'lea@example.li', billingAddress: guestAddress, deliveryAddress: { ...guestAddress, [field]: value } },
      `deliveryAddress.${field}`,
    );
  });

  it('guest addresses refuse it in email', async () => {
    await expectRefused(
      '/api/checkout/addresses/set',
      { kind: 'guest', email: `lea${value}@example.li`, billingAddress: guestAddress, deliveryAddress: null },
      'email',
    );
  });

  it('the comment refuses it', async () => {
    await expectRefused('/api/checkout/comment/set', { comment: `Bitte ${value} rasch` }, 'comment');
  });

  it.each(['/api/checkout/voucher/add', '/api/checkout/voucher/add_force'])('%s refuses it in code', async (url) => {
    await expectRefused(url, { code: `WELCOME${value}10` }, 'code');
  });

  it('payment and shipping refuse it in paymentMethod', async () => {
    await expectRefused('/api/checkout/paymentAndShipping/set', { shippingOptionId: 1, paymentMethod: `invoice${value}` }, 'paymentMethod');
  });

  it('an order link refuses it in access', async () => {
    const res = await t.app.inject({ url: `/api/orders/1?access=${encodeURIComponent(`${'a'.repeat(30)}${value}`)}`, headers: { 'accept-language': 'de' } });
    expect(expectError(res, 400, 'validation_failed').error.fields?.access).toEqual([controlText]);
  });
});

it('a comment keeps its line breaks and tabs; nothing refused was stored', async () => {
  const basket = await view(t.app, guest, 'POST', '/api/checkout/comment/set', { comment: 'Erste Zeile\r\nzweite\tZeile' });
  expect(BasketView.parse(basket).checkout.comment).toBe('Erste Zeile\r\nzweite\tZeile');
  expect(basket.checkout.billingAddress).toBeNull();
  expect(basket.vouchers).toEqual([]);
});
