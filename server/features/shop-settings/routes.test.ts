import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminShopSettings } from '../../../shared/api/admin-settings';
import { DEFAULT_SHOP_SETTINGS } from '../../../shared/domain/settings/shop-settings';
import { auditLog } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';

/* GET and PUT /api/admin/settings: the settings staff edit, saved as versions, audited, a stale save refused. */

const t = useTestApp({ PRINT_WORKER_POLL_MS: '0', REMINDER_POLL_MS: '0' });
const office = { cookie: '', 'accept-language': 'de' };
beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
});

const reminders = { firstAfterDays: 5, secondAfterDays: 10, personAfterDays: 20, secondFeeRappen: 1500 };
const put = (body: object, headers: Record<string, string> = office) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload: body });

describe('shop settings', () => {
  it('answers the code’s defaults before any save, then each save as the next version, audited', async () => {
    const before = AdminShopSettings.parse((await t.app.inject({ url: '/api/admin/settings', headers: office })).json());
    expect(before).toEqual({ version: 0, settings: DEFAULT_SHOP_SETTINGS, updatedAt: null, updatedBy: null });

    const res = await put({ version: 0, settings: { reminders } });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminShopSettings.parse(res.json());
    expect(saved).toMatchObject({ version: 1, settings: { reminders } });
    expect(saved.updatedBy).not.toBeNull();
    expect(AdminShopSettings.parse((await t.app.inject({ url: '/api/admin/settings', headers: office })).json())).toEqual(saved);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.save'), eq(auditLog.subjectId, '1')));
    expect(entry).toMatchObject({ subjectType: 'settings', before: DEFAULT_SHOP_SETTINGS, after: { reminders } });

    // A save started from version 0 comes after version 1: refused, not overwritten.
    expectError(await put({ version: 0, settings: DEFAULT_SHOP_SETTINGS }), 409, 'conflict');
  });

  it('refuses periods and fees out of bounds, and staff of production', async () => {
    expectError(await put({ version: 1, settings: { reminders: { ...reminders, firstAfterDays: 0 } } }), 400, 'validation_failed');
    expectError(await put({ version: 1, settings: { reminders: { ...reminders, secondFeeRappen: 10_001 } } }), 400, 'validation_failed');
    const production = (await staffSession(t.app, 'production')).headers;
    expectError(await put({ version: 1, settings: { reminders } }, production), 403, 'forbidden');
  });
});
