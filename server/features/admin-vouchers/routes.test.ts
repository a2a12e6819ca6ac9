import { beforeAll, describe, expect, it } from 'vitest';
import { VoucherView } from '../../../shared/api/admin-vouchers';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { call, confirm, newGuest, prepareGuest, view } from '../checkout/checkout-test-helpers';

const t = useTestApp();
const headers = { cookie: '', 'accept-language': 'de' };
beforeAll(async () => {
  headers.cookie = (await staffSession(t.app, 'office')).headers.cookie;
});

const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/vouchers', headers, payload });
const list = async (query: string) => ((await t.app.inject({ url: `/api/admin/vouchers?${query}`, headers })).json() as { vouchers: VoucherView[] }).vouchers;

describe('vouchers in the back office', () => {
  it('creates a code the shop accepts at once, and lists the order that used it', async () => {
    const res = await create({ code: 'winter-26', kind: 'value', amountRappen: 1500, maxUses: 1, combinable: true });
    expect(res.statusCode, res.body).toBe(200);
    const [voucher] = (res.json() as { vouchers: VoucherView[] }).vouchers;
    expect(voucher).toMatchObject({ code: 'WINTER-26', kind: 'value', amountRappen: 1500, usedCount: 0, active: true });

    const guest = await newGuest(t.app);
    await view(t.app, guest, 'POST', '/api/checkout/voucher/add', { code: 'winter-26' });
    await prepareGuest(t.app, guest, 'invoice', 'winter@example.ch');
    const order = await confirm(t.app, guest);
    const usages = (await t.app.inject({ url: `/api/admin/vouchers/${voucher!.id}/usages`, headers })).json();
    expect(usages).toEqual({
      usages: [expect.objectContaining({ orderId: order.orderId, orderNumber: order.number, email: 'winter@example.ch', discountRappen: 1500 })],
    });
    expect((await list('q=winter'))[0]).toMatchObject({ code: 'WINTER-26', usedCount: 1 });
  });

  it('generates a batch of distinct codes with a prefix', async () => {
    const res = await create({ count: 5, prefix: 'XMAS', kind: 'percentage', percent: 10, maxUses: 1 });
    const codes = (res.json() as { vouchers: VoucherView[] }).vouchers.map((v) => v.code);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^XMAS-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });

  it('refuses a code that exists (without case) and says which field is wrong', async () => {
    await create({ code: 'TAKEN1', kind: 'fixed', amountRappen: 500 });
    const taken = expectError(await create({ code: 'taken1', kind: 'fixed', amountRappen: 500 }), 409, 'conflict');
    expect(taken.error.message).toMatch(/gibt es schon/);
    const bad = expectError(await create({ code: 'NOPCT', kind: 'percentage' }), 400, 'validation_failed');
    expect(Object.keys(bad.error.fields ?? {})).toEqual(['percent']);
    const both = expectError(await create({ kind: 'fixed', amountRappen: 100 }), 400, 'validation_failed');
    expect(Object.keys(both.error.fields ?? {})).toEqual(['code']);
    const dates = expectError(
      await create({ code: 'LATE', kind: 'fixed', amountRappen: 100, validFrom: '2026-12-01T00:00:00Z', validTill: '2026-11-01T00:00:00Z' }),
      400,
      'validation_failed',
    );
    expect(Object.keys(dates.error.fields ?? {})).toEqual(['validTill']);
  });

  it('disabled, a code stops working in the shop and leaves the active list', async () => {
    const [voucher] = ((await create({ code: 'STOPME', kind: 'value', amountRappen: 700, maxUses: null })).json() as { vouchers: VoucherView[] }).vouchers;
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/vouchers/${voucher!.id}/disable`, headers });
    expect(VoucherView.parse(res.json()).active).toBe(false);
    const guest = await newGuest(t.app);
    expect((await call(t.app, guest, 'POST', '/api/checkout/voucher/add', { code: 'STOPME' })).statusCode).toBe(422);
    expect(await list('active=true&q=STOPME')).toEqual([]);
    expect((await list('active=false&q=STOPME')).map((v) => v.code)).toEqual(['STOPME']);
  });
});
