import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/api/audit';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { confirm, newGuest, prepareGuest } from '../checkout/checkout-test-helpers';

const ADMIN_TOKEN = 'staff-token-0123456789-abcdefghijklmnop';
const t = useTestApp({ ADMIN_TOKEN });
const headers = { 'x-admin-token': ADMIN_TOKEN };
const entries = async (query: string) => ((await t.app.inject({ url: `/api/admin/audit?${query}`, headers })).json() as { entries: AuditEntry[] }).entries;

describe('the audit log', () => {
  it('records each staff change with before and after, newest first, in the change’s transaction', async () => {
    const guest = await newGuest(t.app);
    await prepareGuest(t.app, guest, 'invoice', 'audit@example.ch');
    const order = await confirm(t.app, guest);
    const move = (event: string) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.orderId}/status`, headers, payload: { event } });
    await move('markPaid');
    await move('cancel'); // refused (no reason): leaves no entry
    expect((await entries(`subjectType=order&subjectId=${order.orderId}`)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['order.markPaid', { status: 'received' }, { status: 'paid' }],
    ]);

    await t.app.inject({ method: 'POST', url: '/api/admin/vouchers', headers, payload: { code: 'AUDITED', kind: 'fixed', amountRappen: 300 } });
    const [latest] = await entries('limit=1');
    expect(latest).toMatchObject({ action: 'voucher.create', subjectType: 'voucher', after: [expect.objectContaining({ code: 'AUDITED' })] });
  });

  it('is the staff’s', async () => {
    expectError(await t.app.inject({ url: '/api/admin/audit' }), 401, 'unauthorized');
  });
});
