import { describe, expect, it } from 'vitest';
import { AdminOrderList } from '../../../shared/api/checkout';
import { expectError } from '../../test/expect-error';
import { createTestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { confirm, newGuest, prepareGuest } from '../checkout/checkout-test-helpers';

const ADMIN_TOKEN = 'staff-token-0123456789-abcdefghijklmnop';
const t = useTestApp({ ADMIN_TOKEN, PRINT_WORKER_POLL_MS: '0' });

describe('GET /api/admin/orders', () => {
  it('lists orders newest first for the configured token only', async () => {
    const guest = await newGuest(t.app, 2);
    await prepareGuest(t.app, guest, 'prepayment', 'staff-list@example.ch');
    const order = await confirm(t.app, guest);

    const res = await t.app.inject({ url: '/api/admin/orders', headers: { 'x-admin-token': ADMIN_TOKEN } });
    expect(res.statusCode, res.body).toBe(200);
    const { orders } = AdminOrderList.parse(res.json());
    expect(orders[0]).toMatchObject({
      id: order.orderId,
      number: order.number,
      email: 'staff-list@example.ch',
      paymentMethod: 'prepayment',
      itemCount: 1,
      printFilesDone: 0,
    });

    expectError(await t.app.inject({ url: '/api/admin/orders' }), 401, 'unauthorized');
    expectError(await t.app.inject({ url: '/api/admin/orders', headers: { 'x-admin-token': `${ADMIN_TOKEN}x` } }), 401, 'unauthorized');
  });

  it('is off without a configured token', async () => {
    const off = await createTestApp();
    try {
      expectError(await off.app.inject({ url: '/api/admin/orders', headers: { 'x-admin-token': ADMIN_TOKEN } }), 404, 'not_found');
    } finally {
      await off.close();
    }
  });
});
