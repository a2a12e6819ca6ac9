import { rand, type Target } from './target';

/* A guest's basket made ready for confirm over the API, for the probes that need placed orders. */

function address(t: Target, tag: string) {
  return {
    sex: 'f',
    firstname: t.secret('name', `Nora${tag}`),
    lastname: t.secret('name', `Brunner${tag}`),
    address1: t.secret('address', `Probegasse ${tag}`),
    zipcode: '9490',
    city: 'Vaduz',
    country: 'LI',
  };
}

/** A guest's basket ready for confirm (gift voucher, addresses, shipping, invoice, terms); answers its cookie. */
export async function readyBasket(t: Target, email: string, ip: string): Promise<string> {
  const added = await t.call('POST', '/api/basket/addStatic', { body: { productId: 'gift-voucher', quantity: 1 }, ip });
  const cookie = added.cookie;
  if (added.status !== 200 || !cookie) throw new Error(`addStatic: ${added.status} ${added.text}`);
  const set = await t.call('POST', '/api/checkout/addresses/set', {
    body: { kind: 'guest', email, billingAddress: address(t, rand()), deliveryAddress: null },
    cookie,
    ip,
  });
  if (set.status !== 200) throw new Error(`addresses/set: ${set.status} ${set.text}`);
  const basket = set.body as { shippingOptions: { shippingOption_id: number }[] };
  await t.call('POST', '/api/checkout/paymentAndShipping/set', {
    body: { shippingOptionId: basket.shippingOptions[0]?.shippingOption_id, paymentMethod: 'invoice' },
    cookie,
    ip,
  });
  const terms = await t.call('POST', '/api/checkout/terms/set', { body: { accept: true }, cookie, ip });
  if (terms.status !== 200) throw new Error(`terms: ${terms.status} ${terms.text}`);
  return cookie;
}
