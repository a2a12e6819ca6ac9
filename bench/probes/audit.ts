import { hashPassword } from '../../server/auth/passwords';
import { type ProbeRow, rand, Target } from './target';

/*
 * Probe 11 (issue 38): the audit log keeps every staff change and cannot be rewritten. An owner
 * (written to the database as the shop's first owner would be) makes a working day's staff changes
 * over HTTP; then the shop's own database role tries to rewrite the log, and an intruder with that
 * role switches the triggers off and edits, removes and inserts rows: the owner's check must name each.
 */

type Check = { ok: boolean; checked: number; firstBrokenId?: number; reason?: string };

const count = async (t: Target) => Number((await t.query<{ n: string }>('select count(*) as n from audit_log'))[0]?.n ?? 0);

/** An owner on the shop, logged in; answers its session cookie. */
async function owner(t: Target): Promise<string> {
  const email = t.secret('e-mail', `owner-${rand()}@probe.example`);
  const password = t.secret('password', `quiet-lantern-${rand()}-harbour`);
  await t.query(`insert into staff_users (email, display_name, role, password_hash) values ($1, 'Probe Owner', 'owner', $2)`, [
    email,
    await hashPassword(password),
  ]);
  const login = await t.call('POST', '/api/admin/login', { body: { email, password }, ip: `10.11.0.${1 + Math.floor(Math.random() * 200)}` });
  if (login.status !== 200 || !login.cookie) throw new Error(`owner login: ${login.status} ${login.text}`);
  t.secret('session token', login.cookie.slice(login.cookie.indexOf('=') + 1));
  return login.cookie;
}

/** The staff changes of probe 11a, each of which must leave one row; answers their names as staff would see them. */
async function staffChanges(t: Target, cookie: string): Promise<string[]> {
  const email = t.secret('e-mail', `office-${rand()}@probe.example`);
  const password = t.secret('password', `amber-rowing-${rand()}-valley`);
  const ip = `10.11.1.${1 + Math.floor(Math.random() * 200)}`;
  const created = await t.call('POST', '/api/admin/staff', {
    cookie,
    ip,
    body: { email, displayName: t.secret('name', `Olga ${rand()}`), role: 'office', password },
  });
  const id = (created.body as { id?: number }).id;
  if (created.status !== 200 || id === undefined) throw new Error(`create staff: ${created.status} ${created.text}`);
  const change = async (body: object) => (await t.call('PUT', `/api/admin/staff/${id}`, { cookie, ip, body })).status;
  const statuses = [
    await change({ displayName: t.secret('name', `Olga Renamed ${rand()}`) }),
    await change({ role: 'owner' }),
    await change({ role: 'office' }),
    await change({ disabled: true }),
    await change({ disabled: false }),
    (await t.call('PUT', '/api/admin/me', { cookie, ip, body: { language: 'fr' } })).status,
    (await t.call('POST', '/api/admin/login', { ip, body: { email, password: `wrong-${rand()}-guess` } })).status,
    (await t.call('POST', '/api/admin/login', { ip, body: { email, password } })).status,
  ];
  const expected = [200, 200, 200, 200, 200, 200, 401, 200];
  if (statuses.some((s, i) => s !== expected[i])) throw new Error(`staff changes answered ${statuses.join(', ')}, not ${expected.join(', ')}`);
  return ['create', 'rename', 'role → owner', 'role → office', 'disable', 'enable', 'own language', 'failed login', 'login'];
}

/** Runs SQL with the triggers of audit_log off, as the table's owner may; they are on again after. */
const behindTheTriggers = (t: Target, statement: string) =>
  t.query(`alter table audit_log disable trigger user; ${statement}; alter table audit_log enable trigger user`);

export async function probeAudit(t: Target): Promise<ProbeRow[]> {
  const rows: ProbeRow[] = [];
  const cookie = await owner(t);
  const verify = async () => (await t.call('GET', '/api/admin/audit/verify', { cookie })).body as Check;

  const before = await count(t);
  const changes = await staffChanges(t, cookie);
  const written = await t.query<{ action: string; staff_id: number | null; before: unknown; after: unknown }>(
    'select action, staff_id, before, after from audit_log order by id desc limit $1',
    [changes.length],
  );
  const added = (await count(t)) - before;
  const updates = written.filter((r) => r.action === 'staff.update');
  rows.push({
    probe: '11a. staff changes audited',
    tries: changes.length,
    result: `${added} rows (${written
      .map((r) => r.action)
      .toReversed()
      .join(
        ', ',
      )}); ${updates.filter((r) => r.staff_id !== null && r.before !== null && r.after !== null).length}/${updates.length} updates with actor, before and after`,
    expected: 'one row per change, each update with actor, before and after',
    ok: added === changes.length && updates.length === 5 && updates.every((r) => r.staff_id !== null && r.before !== null && r.after !== null),
  });

  const refusals: string[] = [];
  for (const statement of ["update audit_log set action = 'order.markPaid'", 'delete from audit_log', 'truncate audit_log']) {
    try {
      await t.query(statement);
      refusals.push(`${statement.split(' ')[0]}: done`);
    } catch (error) {
      refusals.push(`${statement.split(' ')[0]}: ${(error as Error).message}`);
    }
  }
  const afterTries = await count(t);
  rows.push({
    probe: "11b. rewriting audit_log as the shop's database role",
    tries: refusals.length,
    result: `${refusals.join('; ')}; ${afterTries} rows before and after`,
    expected: 'UPDATE, DELETE and TRUNCATE refused',
    ok: refusals.every((r) => r.includes('append-only')) && afterTries === before + added,
  });

  const intact = await verify();
  const ids = (await t.query<{ id: number }>('select id from audit_log order by id')).map((r) => r.id);
  const [victim, next] = ids.slice(-4, -2);
  if (victim === undefined || next === undefined) throw new Error('too few audit rows to tamper with');
  const found: string[] = [];
  const named: boolean[] = [];
  const tamper = async (what: string, doIt: string, undo: string, expected: { firstBrokenId: number; reason: string }) => {
    await behindTheTriggers(t, doIt);
    const check = await verify();
    await behindTheTriggers(t, undo);
    found.push(`${what} → ${check.ok ? 'ok' : `row ${check.firstBrokenId} ${check.reason}`}`);
    named.push(!check.ok && check.firstBrokenId === expected.firstBrokenId && check.reason === expected.reason);
  };
  const [kept] = await t.query<Record<string, unknown>>('select row_to_json(audit_log) as row from audit_log where id = $1', [victim]);
  const original = JSON.stringify(kept?.row).replaceAll("'", "''");
  await tamper(
    `edit row ${victim}`,
    `update audit_log set after = '{"role": "owner"}' where id = ${victim}`,
    `update audit_log set after = (json_populate_record(null::audit_log, '${original}')).after where id = ${victim}`,
    { firstBrokenId: victim, reason: 'edited' },
  );
  await tamper(
    `remove row ${victim}`,
    `delete from audit_log where id = ${victim}`,
    `insert into audit_log select * from json_populate_record(null::audit_log, '${original}')`,
    {
      firstBrokenId: next,
      reason: 'removed',
    },
  );
  const forged = victim + 1 < next ? victim + 1 : (ids.at(-1) ?? 0) + 1000;
  await tamper(
    `insert row ${forged}`,
    `insert into audit_log (id, action, subject_type, subject_id, prev_hash, hash) values (${forged}, 'staff.update', 'staff', '1', '${'0'.repeat(64)}', '${'f'.repeat(64)}')`,
    `delete from audit_log where id = ${forged}`,
    { firstBrokenId: forged, reason: 'inserted' },
  );
  const restored = await verify();
  rows.push({
    probe: '11c. the owner’s check after tampering behind disabled triggers',
    tries: 3,
    result: `intact: ${intact.ok ? `ok (${intact.checked} rows)` : `broken at ${intact.firstBrokenId}`}; ${found.join('; ')}; restored: ${restored.ok ? 'ok' : 'broken'}`,
    expected: 'ok on the intact log; each tampered row named with what was done',
    ok: intact.ok && named.every(Boolean) && restored.ok,
  });
  return rows;
}
