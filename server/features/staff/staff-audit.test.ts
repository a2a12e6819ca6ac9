import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/api/audit';
import { useTestApp } from '../../test/use-test-app';
import { addStaff, createStaffOver, STAFF_PASSWORD, staffSession } from './test-helpers';

/* Every change to staff that staff can see leaves an entry: who acted, on whom, before and after. */

const t = useTestApp();

async function entriesOf(memberId: number): Promise<AuditEntry[]> {
  const owner = await staffSession(t.app, 'owner');
  const res = await t.app.inject({ url: `/api/admin/audit?subjectType=staff&subjectId=${memberId}`, headers: owner.headers });
  return (res.json() as { entries: AuditEntry[] }).entries;
}

const newest = async (memberId: number) => (await entriesOf(memberId))[0];

const put = (headers: { cookie: string }, id: number, payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}`, headers, payload });

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });

describe('the audit of staff changes', () => {
  it('records a member the owner creates, with the creator and never the password', async () => {
    const owner = await staffSession(t.app, 'owner');
    const res = await createStaffOver(t.app, owner.headers, { email: 'audited.office@print-atelier.test', displayName: 'Ada Audit', role: 'office' });
    const { id } = res.json() as { id: number };
    const entries = await entriesOf(id);
    expect(entries.map((e) => [e.staffId, e.action, e.before, e.after])).toEqual([
      [
        owner.id,
        'staff.create',
        null,
        { email: 'audited.office@print-atelier.test', displayName: 'Ada Audit', role: 'office', language: 'de', disabled: false },
      ],
    ]);
    expect(JSON.stringify(entries)).not.toContain(STAFF_PASSWORD);
  });

  it('records a role change to and from owner with both roles', async () => {
    const owner = await staffSession(t.app, 'owner');
    const member = await addStaff(t.app, 'office');
    await put(owner.headers, member.id, { role: 'owner' });
    expect(await newest(member.id)).toMatchObject({ staffId: owner.id, action: 'staff.update', before: { role: 'office' }, after: { role: 'owner' } });
    await put(owner.headers, member.id, { role: 'production' });
    expect(await newest(member.id)).toMatchObject({ staffId: owner.id, action: 'staff.update', before: { role: 'owner' }, after: { role: 'production' } });
  });

  it('records a rename with only the name', async () => {
    const owner = await staffSession(t.app, 'owner');
    const member = await addStaff(t.app, 'production');
    await put(owner.headers, member.id, { displayName: 'Paul Presse' });
    expect(await newest(member.id)).toMatchObject({
      before: { displayName: expect.stringMatching(/^production \d+$/) },
      after: { displayName: 'Paul Presse' },
    });
  });

  it('records disabling and enabling', async () => {
    const owner = await staffSession(t.app, 'owner');
    const member = await addStaff(t.app, 'office');
    await put(owner.headers, member.id, { disabled: true });
    await put(owner.headers, member.id, { disabled: false });
    expect((await entriesOf(member.id)).map((e) => [e.staffId, e.before, e.after])).toEqual([
      [owner.id, { disabled: true }, { disabled: false }],
      [owner.id, { disabled: false }, { disabled: true }],
    ]);
  });

  it('leaves no entry for a refused change', async () => {
    const owner = await staffSession(t.app, 'owner');
    expect((await put(owner.headers, owner.id, { displayName: '' })).statusCode).toBe(400);
    expect((await entriesOf(owner.id)).map((e) => e.action)).toEqual(['staff.login']);
  });

  it('records a member choosing its own language', async () => {
    const member = await staffSession(t.app, 'production');
    await t.app.inject({ method: 'PUT', url: '/api/admin/me', headers: member.headers, payload: { language: 'it' } });
    expect(await newest(member.id)).toMatchObject({ staffId: member.id, action: 'staff.setLanguage', before: { language: 'de' }, after: { language: 'it' } });
  });

  it('records a login by the member itself', async () => {
    const member = await staffSession(t.app, 'office');
    expect(await newest(member.id)).toMatchObject({ staffId: member.id, action: 'staff.login', before: null, after: null });
  });

  it('records a failed login at a member without an actor and without the password tried', async () => {
    const member = await addStaff(t.app, 'office');
    expect((await login(member.email, 'wrong-password-guessed-1')).statusCode).toBe(401);
    const entries = await entriesOf(member.id);
    expect(entries.map((e) => [e.staffId, e.action, e.after])).toEqual([[null, 'staff.loginFailed', { reason: 'wrongPassword' }]]);
    expect(JSON.stringify(entries)).not.toContain('wrong-password-guessed-1');
  });

  it('records the right password at a disabled member as such', async () => {
    const member = await addStaff(t.app, 'office', { disabled: true });
    expect((await login(member.email, STAFF_PASSWORD)).statusCode).toBe(401);
    expect(await newest(member.id)).toMatchObject({ staffId: null, action: 'staff.loginFailed', after: { reason: 'disabled' } });
  });

  it('writes nothing for an address that is nobody’s, so guessed addresses cannot fill the log', async () => {
    const owner = await staffSession(t.app, 'owner');
    const count = async () =>
      ((await t.app.inject({ url: '/api/admin/audit?limit=200', headers: owner.headers })).json() as { entries: AuditEntry[] }).entries.length;
    const before = await count();
    expect((await login('nobody-here@print-atelier.test', 'wrong-password-guessed-2')).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('writes nothing for a guess the backoff refused before checking it', async () => {
    const member = await addStaff(t.app, 'office');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await login(member.email, `wrong-password-guessed-${i}`)).statusCode);
    const checked = statuses.filter((s) => s === 401).length;
    expect(statuses).toContain(429);
    expect((await entriesOf(member.id)).length).toBe(checked);
  });
});
