import { beforeAll, describe, expect, it } from 'vitest';
import { type AuditEntry, AuditChainCheck } from '../../../shared/api/audit';
import { useTestApp } from '../../test/use-test-app';
import { insertPartner } from '../partner-ledger/test-helpers';
import { staffSession } from '../staff/test-helpers';
import { portalSession } from './test-helpers';

/*
 * What a partner changes in its portal is in the staff's audit log as the partner's own act (its id
 * and name, no staff member), and the log's hash chain still holds.
 */
const t = useTestApp({ NODE_ENV: 'test', PARTNER_WEBHOOK_LOCAL_HTTP: 'true', PARTNER_WEBHOOK_POLL_MS: '0' });
const owner = { cookie: '' };
const office = { cookie: '' };
beforeAll(async () => {
  owner.cookie = (await staffSession(t.app, 'owner')).headers.cookie;
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
});

const entriesOf = async (partnerId: number) =>
  ((await t.app.inject({ url: `/api/admin/audit?subjectType=partner&subjectId=${partnerId}`, headers: owner })).json() as { entries: AuditEntry[] }).entries;

describe("a partner's own changes in its portal", () => {
  it('are audited with the partner as the actor, shown as such, and the chain verifies', async () => {
    const partnerId = await insertPartner(t.database.db, 'Atelier Audit');
    const session = await portalSession(t.app, office, partnerId, 'audit@atelier-audit.example');
    const call = async (method: 'PUT' | 'POST', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers: session, ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body).toBe(200);
    };
    await call('PUT', '/api/partner/webhook', { url: 'http://127.0.0.1:9/hooks' });
    await call('POST', '/api/partner/webhook/secret');
    await call('POST', '/api/partner/webhook/ping');
    await call('PUT', '/api/partner/origins', { origins: ['https://atelier-audit.example'] });

    const entries = await entriesOf(partnerId);
    const byPartner = { id: partnerId, name: 'Atelier Audit' };
    expect(entries.map((e) => [e.action, e.staffId, e.partner])).toEqual([
      ['partner.portalOrigins', null, byPartner],
      ['partner.webhookPing', null, byPartner],
      ['partner.webhookSecretRolled', null, byPartner],
      ['partner.webhookUrl', null, byPartner],
      ['partner.portalPassword', null, byPartner],
      ['partner.portalInvite', expect.any(Number), null],
    ]);
    // The actor is kept beside the change, not in it: `after` reads as the change wrote it.
    expect(entries.find((e) => e.action === 'partner.webhookUrl')).toMatchObject({ before: { url: null }, after: { url: 'http://127.0.0.1:9/hooks' } });
    expect(entries.find((e) => e.action === 'partner.webhookSecretRolled')?.after).toBeNull();
    expect(entries.find((e) => e.action === 'partner.portalPassword')?.after).toEqual({ email: 'audit@atelier-audit.example' });
    expect(JSON.stringify(entries)).not.toContain('byPartner');
    // The back office's partner names who saved it last: the partner itself.
    const detail = await t.app.inject({ url: `/api/admin/partners/${partnerId}`, headers: office });
    expect(detail.json()).toMatchObject({ updatedBy: 'Atelier Audit' });

    const check = AuditChainCheck.parse((await t.app.inject({ url: '/api/admin/audit/verify', headers: owner })).json());
    expect(check).toMatchObject({ ok: true });
  });
});
