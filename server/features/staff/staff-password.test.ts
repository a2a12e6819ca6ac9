import { describe, expect, it } from 'vitest';
import { StaffPasswordChanged } from '../../../shared/api/admin-staff';
import type { AuditEntry } from '../../../shared/api/audit';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { addStaff, loginStaff, STAFF_PASSWORD, staffSession } from './test-helpers';

const t = useTestApp();

const NEW_PASSWORD = 'violet-harbour-compass-81';
const change = (headers: { cookie: string }, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/me/password', headers: { ...headers, 'accept-language': 'en' }, payload, remoteAddress });
const me = (headers: { cookie: string }) => t.app.inject({ url: '/api/admin/me', headers });
const login = (email: string, password: string, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress });
const body = (currentPassword: string, password = NEW_PASSWORD) => ({ currentPassword, password, passwordConfirmation: password });

describe("a staff member's own password", () => {
  it('changes: the new password logs in, the old one no longer does', async () => {
    const member = await staffSession(t.app, 'production');
    const res = await change(member.headers, body(STAFF_PASSWORD));
    expect(res.statusCode, res.body).toBe(200);
    expect(StaffPasswordChanged.parse(res.json()).status).toBe('ok');
    expect((await login(member.email, NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await login(member.email, STAFF_PASSWORD), 401, 'unauthorized');
  });

  it("ends the member's other sessions and keeps the one that asked", async () => {
    const member = await addStaff(t.app, 'office');
    const tablet = await loginStaff(t.app, member.email);
    const desk = await loginStaff(t.app, member.email);
    const other = await staffSession(t.app, 'office');
    const res = await change(desk, body(STAFF_PASSWORD));
    expect(StaffPasswordChanged.parse(res.json()).endedSessions).toBe(1);
    expect((await me(desk)).statusCode).toBe(200);
    expectError(await me(tablet), 401, 'unauthorized');
    expect((await me(other.headers)).statusCode, "another member's session stays").toBe(200);
  });

  it('refuses a wrong current password at its field, and changes nothing', async () => {
    const member = await staffSession(t.app, 'office');
    const refused = expectError(await change(member.headers, body('not-my-password-at-all')), 400, 'validation_failed');
    expect(refused.error.fields?.currentPassword).toEqual(['The current password is not correct.']);
    expect((await login(member.email, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('judges the new password as a first password: too guessable, or made of the own address', async () => {
    const member = await staffSession(t.app, 'office');
    const weak = expectError(await change(member.headers, body(STAFF_PASSWORD, 'password123')), 400, 'validation_failed');
    expect(weak.error.fields?.password?.length).toBeGreaterThan(0);
    const own = expectError(await change(member.headers, body(STAFF_PASSWORD, member.email)), 400, 'validation_failed');
    expect(own.error.fields?.password?.length).toBeGreaterThan(0);
    const mismatch = expectError(
      await change(member.headers, { currentPassword: STAFF_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: 'something-else-42' }),
      400,
      'validation_failed',
    );
    expect(Object.keys(mismatch.error.fields ?? {})).toEqual(['passwordConfirmation']);
  });

  it('is limited per session: after 5 wrong current passwords the session waits (429 with Retry-After)', async () => {
    const member = await staffSession(t.app, 'office');
    for (let i = 0; i < 5; i += 1) expect((await change(member.headers, body(`wrong-password-${i}`))).statusCode).toBe(400);
    const refused = await change(member.headers, body(STAFF_PASSWORD));
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const desk = await loginStaff(t.app, member.email);
    expect((await change(desk, body(STAFF_PASSWORD))).statusCode, "another session's wait is its own").toBe(200);
  });

  it('is not held back by strangers guessing at the login page', async () => {
    const member = await staffSession(t.app, 'office');
    for (let i = 0; i < 30; i += 1) await login(member.email, `guess-${i}-xyz`, `10.9.0.${i + 1}`);
    expect((await change(member.headers, body(STAFF_PASSWORD))).statusCode).toBe(200);
  });

  it('is audited with who and how many sessions ended, never a password or hash', async () => {
    const owner = await staffSession(t.app, 'owner');
    const member = await staffSession(t.app, 'production');
    await loginStaff(t.app, member.email);
    expect((await change(member.headers, body(STAFF_PASSWORD))).statusCode).toBe(200);
    const res = await t.app.inject({ url: `/api/admin/audit?subjectType=staff&subjectId=${member.id}`, headers: owner.headers });
    const { entries } = res.json() as { entries: AuditEntry[] };
    expect(entries.map((e) => [e.staffId, e.action, e.after])).toEqual([
      [member.id, 'staff.changePassword', { passwordChanged: true, otherSessionsEnded: 1 }],
      [member.id, 'staff.login', null],
      [member.id, 'staff.login', null],
    ]);
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain(NEW_PASSWORD);
  });

  it('answers 401 without a staff session', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/admin/me/password', payload: body(STAFF_PASSWORD) }), 401, 'unauthorized');
  });
});
