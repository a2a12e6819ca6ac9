import { beforeAll, describe, expect, it } from 'vitest';
import { AdminSearchResult } from '../../../shared/api/admin-search';
import { qrReference } from '../../../shared/domain';
import { expectError } from '../../test/expect-error';
import { TEST_ADDRESS } from '../../test/test-address';
import { insertOrder } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { registerCustomer } from '../selfcare/test-helpers';
import { staffSession } from '../staff/test-helpers';
import { orders } from '../../db/schema';
import { eq } from 'drizzle-orm';

const t = useTestApp({ PRINT_WORKER_POLL_MS: '0', MAIL_WORKER_POLL_MS: '0' });
let production: { cookie: string };

beforeAll(async () => {
  production = (await staffSession(t.app, 'production')).headers;
});

async function search(q: string) {
  const res = await t.app.inject({ url: `/api/admin/search?${new URLSearchParams({ q })}`, headers: production });
  expect(res.statusCode, res.body).toBe(200);
  return AdminSearchResult.parse(res.json());
}
const orderNumbers = async (q: string) => (await search(q)).orders.map((o) => o.number);

describe('GET /api/admin/search', () => {
  it('finds an order by the town or postcode of its delivery address', async () => {
    const order = await insertOrder(t.app, { deliveryAddress: { ...TEST_ADDRESS, zipcode: '3920', city: 'Zermatt' } });
    expect(await orderNumbers('zermatt')).toEqual([order.number]);
    expect(await orderNumbers('3920')).toEqual([order.number]);
  });

  it('finds an order by its QR reference, typed in the printed groups', async () => {
    const order = await insertOrder(t.app, { number: '734519', qrReference: qrReference('734519') });
    const printed = qrReference('734519').replace(/^(\d\d)(\d{5})(\d{5})(\d{5})(\d{5})(\d{5})$/, '$1 $2 $3 $4 $5 $6');
    expect(await orderNumbers(printed)).toEqual([order.number]);
  });

  it('finds an order by a tracking number added after it was placed', async () => {
    const order = await insertOrder(t.app);
    await t.app.db.update(orders).set({ trackingNumber: '99.00.123456.78901234' }).where(eq(orders.id, order.id));
    expect(await orderNumbers('123456.789')).toEqual([order.number]);
  });

  it('finds an order by its company, with the name and place to show', async () => {
    const order = await insertOrder(t.app, { billingAddress: { ...TEST_ADDRESS, company: 'Bergbahnen Quintenhof AG' } });
    const { orders: hits } = await search('quintenhof');
    expect(hits).toEqual([
      expect.objectContaining({ id: order.id, number: order.number, customerName: 'Bergbahnen Quintenhof AG, Lea Keller', place: '9490 Vaduz' }),
    ]);
  });

  it('finds a customer account by surname or e-mail address, in any case', async () => {
    const { payload } = await registerCustomer(t.app, { lastname: 'Zurbriggen-Imboden' });
    const byName = (await search('ZURBRIGGEN')).customers;
    expect(byName).toEqual([expect.objectContaining({ name: 'Anna Zurbriggen-Imboden', email: payload.email })]);
    expect((await search(String(payload.email))).customers.map((c) => c.id)).toEqual([byName[0]?.id]);
  });

  it('takes LIKE pattern characters literally', async () => {
    await insertOrder(t.app, { email: 'half_price@example.ch' });
    expect(await orderNumbers('f_p')).toHaveLength(1);
    expect(await orderNumbers('%_%_%')).toEqual([]);
  });

  it('refuses a text of one character', async () => {
    expectError(await t.app.inject({ url: '/api/admin/search?q=a', headers: production }), 400, 'validation_failed');
  });

  it('refuses a request without a staff session', async () => {
    expectError(await t.app.inject({ url: '/api/admin/search?q=zermatt' }), 401, 'unauthorized');
  });
});
