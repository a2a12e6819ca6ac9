import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProductionQueue } from '../../../shared/api/production-queue';
import { orders, vouchers } from '../../db/schema';
import { serverDir } from '../../server-dir';
import { useTestApp } from '../../test/use-test-app';
import { confirm, newGuest, prepareGuest, view } from '../checkout/checkout-test-helpers';
import { staffSession } from '../staff/test-helpers';
import { statusHistory } from './status-history';

const t = useTestApp();

describe('an order paid in full by gift vouchers', () => {
  it('is placed received and moved to paid by the state machine, in its history, with its money and production released', async () => {
    await t.database.db.insert(vouchers).values({ code: 'GV-MOVE-PAID-ALL1', kind: 'value', amountRappen: 100_000, maxUses: 1 });
    const guest = await newGuest(t.app);
    expect((await view(t.app, guest, 'POST', '/api/checkout/voucher/add', { code: 'GV-MOVE-PAID-ALL1' })).amountDueRappen).toBe(0);
    await prepareGuest(t.app, guest, 'prepayment', 'all-paid@example.ch');
    const placed = await confirm(t.app, guest);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.status).toBe('paid');
    expect(order?.paidAt).toEqual(order?.createdAt);
    expect(order?.statusChangedAt).toEqual(order?.createdAt);
    const history = await statusHistory(t.database.db, placed.orderId);
    expect(history.map((entry) => [entry.status, entry.event, entry.actor])).toEqual([
      ['received', null, 'shop'],
      ['paid', 'markPaid', 'shop'],
    ]);
    // A prepayment waits for its money before production; here the vouchers were the money, so its card is in the workshop's queue.
    const staff = await staffSession(t.app, 'production');
    const queue = ProductionQueue.parse((await t.app.inject({ url: '/api/admin/production', headers: staff.headers })).json());
    expect(queue.items.filter((item) => item.orderId === placed.orderId)).toHaveLength(1);
  });
});

/** The server's production sources (tests and their helpers write fixtures as they need). */
function serverSources(): string[] {
  return readdirSync(serverDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(serverDir, file).startsWith(`test${path.sep}`));
}

/** Each write of the orders table in `source` that names its status: a drizzle update or insert up to its where/returning, or raw SQL. */
function statusWrites(source: string): string[] {
  const drizzle = [...source.matchAll(/\.(update|insert)\(orders\)([\s\S]*?)(\.where\(|\.returning\(|;)/g)].map((m) => m[0]);
  const raw = [...source.matchAll(/(update\s+"?orders"?\s+set|insert\s+into\s+"?orders"?)[^`;]*/gi)].map((m) => m[0]);
  return [...drizzle, ...raw].filter((write) => /\bstatus\b\s*[:,}=]/.test(write) || /\(\s*"?status"?\s*[,)]/.test(write));
}

describe('orders.status', () => {
  it('is written by order-move.ts alone, whose moves come from transition', () => {
    const writers = serverSources()
      .filter((file) => statusWrites(readFileSync(file, 'utf8')).length > 0)
      .map((file) => path.relative(serverDir, file));
    expect(writers).toEqual([path.join('features', 'orders', 'order-move.ts')]);
  });
});
