import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { auditLog, staffUsers } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { ensureFirstOwner } from './first-owner';
import { FIRST_OWNER, loginStaff, STAFF_PASSWORD } from './test-helpers';

const t = useTestApp({ ...FIRST_OWNER });

describe('the first owner from the environment', () => {
  it('is created at the first start and can log in', async () => {
    const res = await t.app.inject({ url: '/api/admin/me', headers: await loginStaff(t.app, FIRST_OWNER.STAFF_OWNER_EMAIL) });
    expect(res.json()).toMatchObject({ email: FIRST_OWNER.STAFF_OWNER_EMAIL, role: 'owner' });
  });

  it('is audited as created by nobody (the environment), never with its password', async () => {
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
    expect(entry).toMatchObject({
      staffId: null,
      subjectType: 'staff',
      before: null,
      after: { email: FIRST_OWNER.STAFF_OWNER_EMAIL, role: 'owner', disabled: false },
    });
    expect(JSON.stringify(entry)).not.toContain(STAFF_PASSWORD);
  });

  it('is ignored once any staff exists', async () => {
    const config = loadConfig({ STAFF_OWNER_EMAIL: 'second@print-atelier.test', STAFF_OWNER_PASSWORD: STAFF_PASSWORD });
    await ensureFirstOwner({ db: t.app.db, now: new Date(), log: pino({ level: 'silent' }) }, config);
    expect((await t.app.db.select({ email: staffUsers.email }).from(staffUsers)).map((s) => s.email)).toEqual([FIRST_OWNER.STAFF_OWNER_EMAIL]);
  });

  it('needs both the address and the password', () => {
    expect(() => loadConfig({ STAFF_OWNER_EMAIL: 'owner@print-atelier.test' })).toThrow(/go together/);
  });

  it('never repeats a bad password into the error', () => {
    expect(() => loadConfig({ STAFF_OWNER_EMAIL: 'owner@print-atelier.test', STAFF_OWNER_PASSWORD: 'short' })).toThrow(/STAFF_OWNER_PASSWORD=\[redacted\]/);
  });
});
