import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditChainCheck } from '../../../shared/api/audit';
import { queryRows } from '../../db/database';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { audit } from './audit';

const t = useTestApp();
const headers = { cookie: '' };
beforeAll(async () => {
  headers.cookie = (await staffSession(t.app, 'owner')).headers.cookie;
  await writeEntry(0);
  // An entry whose change was rolled back leaves a gap in the ids, where a forged row can be put.
  await t.app.db
    .transaction(async (tx) => {
      await audit(tx, { by: null, action: 'voucher.disable', subjectType: 'voucher', subjectId: 99, at: new Date() });
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  for (let i = 1; i < 4; i += 1) await writeEntry(i);
});

function writeEntry(n: number) {
  return audit(t.app.db, {
    by: null,
    action: 'voucher.disable',
    subjectType: 'voucher',
    subjectId: n,
    before: { active: true },
    after: { active: false },
    at: new Date(),
  });
}

const verify = async () => AuditChainCheck.parse((await t.app.inject({ url: '/api/admin/audit/verify', headers })).json());

const ids = async () => (await queryRows<{ id: number }>(t.app.db, sql`select id from audit_log order by id`)).map((r) => r.id);

/** What the triggers forbid, done as the table's owner with them switched off (as an intruder with the owner's password could), then switched on again. */
async function behindTheTriggers(statement: ReturnType<typeof sql>) {
  await t.app.db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger user`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_log enable trigger user`);
  });
}

/** PostgreSQL's refusal of a statement (drizzle wraps it as the cause of its own error). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await t.app.db.execute(statement);
  } catch (error) {
    return String(((error as Error).cause as Error | undefined)?.message ?? error);
  }
  return 'done';
}

describe('the audit log is append-only', () => {
  it('refuses UPDATE', async () => {
    expect(await refusal(sql`update audit_log set action = 'order.markPaid'`)).toBe('audit_log is append-only: UPDATE refused');
  });

  it('refuses DELETE', async () => {
    expect(await refusal(sql`delete from audit_log`)).toBe('audit_log is append-only: DELETE refused');
  });

  it('refuses TRUNCATE', async () => {
    expect(await refusal(sql`truncate audit_log`)).toBe('audit_log is append-only: TRUNCATE refused');
  });
});

describe('the hash chain of the audit log', () => {
  it('holds on an untouched log', async () => {
    expect(await verify()).toEqual({ ok: true, checked: (await ids()).length });
  });

  it('names a row edited behind the triggers', async () => {
    const [, second] = await ids();
    const [original] = await queryRows<{ after: unknown }>(t.app.db, sql`select after from audit_log where id = ${second}`);
    await behindTheTriggers(sql`update audit_log set after = '{"active": true}' where id = ${second}`);
    expect(await verify()).toMatchObject({ ok: false, firstBrokenId: second, reason: 'edited' });
    await behindTheTriggers(sql`update audit_log set after = ${JSON.stringify(original?.after)}::jsonb where id = ${second}`);
    expect((await verify()).ok).toBe(true);
  });

  it('names the row after one removed behind the triggers', async () => {
    const [, second, third] = await ids();
    const [row] = await queryRows<Record<string, unknown>>(t.app.db, sql`select * from audit_log where id = ${second}`);
    await behindTheTriggers(sql`delete from audit_log where id = ${second}`);
    expect(await verify()).toMatchObject({ ok: false, firstBrokenId: third, reason: 'removed' });
    await behindTheTriggers(sql`insert into audit_log select * from json_populate_record(null::audit_log, ${JSON.stringify(row)})`);
    expect((await verify()).ok).toBe(true);
  });

  it('names a row inserted out of the chain', async () => {
    const all = await ids();
    const gap = all.findIndex((id, i) => i > 0 && id > all[i - 1]! + 1);
    const id = all[gap]! - 1;
    await behindTheTriggers(
      sql`insert into audit_log (id, staff_id, action, subject_type, subject_id, after, prev_hash, hash) values (${id}, null, 'order.markPaid', 'order', '1', '{}', ${'0'.repeat(64)}, ${'f'.repeat(64)})`,
    );
    expect(await verify()).toMatchObject({ ok: false, firstBrokenId: id, reason: 'inserted' });
    await behindTheTriggers(sql`delete from audit_log where id = ${id}`);
    expect((await verify()).ok).toBe(true);
  });

  it('stays one chain when 20 transactions write at once', async () => {
    const before = (await ids()).length;
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.app.db.transaction(async (tx) => {
          await audit(tx, { by: null, action: 'voucher.create', subjectType: 'voucher', subjectId: 1000 + n, after: { n }, at: new Date() });
          // Each holds its turn a while, so the others queue up behind it rather than finishing in order.
          await new Promise((r) => setTimeout(r, Math.random() * 20));
        }),
      ),
    );
    expect(await verify()).toEqual({ ok: true, checked: before + 20 });
  });
});
