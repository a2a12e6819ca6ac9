import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/api/audit';
import { expectError } from '../../test/expect-error';
import { changeOrderStatus } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { confirm, newGuest, prepareGuest } from '../checkout/checkout-test-helpers';

const t = useTestApp();
const headers = { cookie: '' };
let ownerId = 0;
beforeAll(async () => {
  const owner = await staffSession(t.app, 'owner');
  headers.cookie = owner.headers.cookie;
  ownerId = owner.id;
});
const entries = async (query: string) => ((await t.app.inject({ url: `/api/admin/audit?${query}`, headers })).json() as { entries: AuditEntry[] }).entries;

describe('the audit log', () => {
  it('records each staff change with before and after, newest first, in the change’s transaction', async () => {
    const guest = await newGuest(t.app);
    await prepareGuest(t.app, guest, 'invoice', 'audit@example.ch');
    const order = await confirm(t.app, guest);
    const move = (event: string) => changeOrderStatus(t.app, headers, order.orderId, { event });
    await move('markPaid');
    await move('cancel'); // refused (no reason): leaves no entry
    expect((await entries(`subjectType=order&subjectId=${order.orderId}`)).map((e) => [e.staffId, e.action, e.before, e.after])).toEqual([
      [ownerId, 'order.markPaid', { status: 'received', paidAt: null }, { status: 'paid', paidAt: expect.any(String) }],
    ]);

    await t.app.inject({ method: 'POST', url: '/api/admin/vouchers', headers, payload: { code: 'AUDITED', kind: 'fixed', amountRappen: 300 } });
    const [latest] = await entries('limit=1');
    expect(latest).toMatchObject({ action: 'voucher.create', subjectType: 'voucher', after: [expect.objectContaining({ code: 'AUDITED' })] });
  });

  it('is the owner’s', async () => {
    expectError(await t.app.inject({ url: '/api/admin/audit' }), 401, 'unauthorized');
    expectError(await t.app.inject({ url: '/api/admin/audit', headers: (await staffSession(t.app, 'office')).headers }), 403, 'forbidden');
  });
});
