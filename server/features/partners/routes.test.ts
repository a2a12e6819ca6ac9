import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminPartner } from '../../../shared/api/admin-partners';
import { PARTNER_KEY_PATTERN } from '../../../shared/domain/partners/partner';
import { auditLog } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { addPartner, putPartner } from './test-helpers';

/* The partners in the back office: added with a key, edited as a whole (checked, audited, a stale save refused), a new key on demand. */

const t = useTestApp({ PRINT_WORKER_POLL_MS: '0' });
const office = { cookie: '', 'accept-language': 'en' };
beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
});

const created = (name: string) => addPartner(t.app, office, name);
const put = (partner: AdminPartner, change: Partial<AdminPartner>) => putPartner(t.app, office, partner, change);

const entries = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'partner'), eq(auditLog.subjectId, String(id))))
    .orderBy(asc(auditLog.id));

describe('partners in the back office', () => {
  it('adds a partner, active and without origins, with a fresh public key; audited and listed', async () => {
    const [a, b] = [await created('Atelier Alpha'), await created('Bilder Beta')];
    expect(a).toMatchObject({ name: 'Atelier Alpha', language: 'fr', active: true, origins: [], commissionRates: { defaultBp: 0, byProduct: {} } });
    expect(a.publicKey).toMatch(PARTNER_KEY_PATTERN);
    expect(b.publicKey).not.toBe(a.publicKey);
    expect(a.updatedBy).not.toBeNull();
    expect(await entries(a.id)).toMatchObject([{ action: 'partner.create', after: { name: 'Atelier Alpha', publicKey: a.publicKey } }]);

    const list = await t.app.inject({ url: '/api/admin/partners', headers: office });
    expect(list.json().partners.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Atelier Alpha', 'Bilder Beta']));
  });

  it('saves every field, as stored (basis points, an IBAN without spaces), audited before and after', async () => {
    const partner = await created('Galerie Gamma');
    const res = await put(partner, {
      contactName: 'Anna Muster',
      origins: ['https://www.gamma.example', 'http://localhost:5173', 'https://www.gamma.example'],
      commissionRates: { defaultBp: 1000, byProduct: { canvas: 1250 } },
      payoutIban: 'CH93 0076 2011 6238 5295 7',
      forwardsCampaign: true,
      imageHosts: ['bilder.gamma.example'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminPartner.parse(res.json());
    expect(saved).toMatchObject({
      contactName: 'Anna Muster',
      origins: ['https://www.gamma.example', 'http://localhost:5173'],
      commissionRates: { defaultBp: 1000, byProduct: { canvas: 1250 } },
      payoutIban: 'CH9300762011623852957',
      forwardsCampaign: true,
      imageHosts: ['bilder.gamma.example'],
      publicKey: partner.publicKey,
    });
    const [, save] = await entries(partner.id);
    expect(save).toMatchObject({ action: 'partner.save', before: { origins: [], payoutIban: null }, after: { payoutIban: 'CH9300762011623852957' } });

    // A save started from the version before is refused, not overwritten.
    expectError(await put(partner, { name: 'Stale' }), 409, 'conflict');
  });

  it('refuses what the shop could not use, each under its field', async () => {
    const partner = await created('Delta Drucke');
    const refused = async (change: object, field: string) => {
      const body = expectError(await put(partner, change), 400, 'validation_failed');
      expect(
        Object.keys(body.error.fields ?? {}).some((key) => key.startsWith(field)),
        JSON.stringify(body),
      ).toBe(true);
    };
    await refused({ origins: ['http://delta.example'] }, 'origins');
    await refused({ origins: ['https://delta.example/shop'] }, 'origins');
    await refused({ imageHosts: ['https://bilder.delta.example'] }, 'imageHosts');
    await refused({ payoutIban: 'CH93 0076 2011 6238 5295 8' }, 'payoutIban');
    // A QR-IBAN takes only payments with a QR reference.
    await refused({ payoutIban: 'CH44 3199 9123 0008 8901 2' }, 'payoutIban');
    await refused({ commissionRates: { defaultBp: 10_001, byProduct: {} } }, 'commissionRates');
    const unknown = expectError(await put(partner, { commissionRates: { defaultBp: 500, byProduct: { teapot: 100 } } }), 422, 'unprocessable');
    expect(unknown.error.fields).toEqual({ 'commissionRates.byProduct.teapot': ['The catalogue has no such product.'] });
  });

  it('replaces the key on demand, audited', async () => {
    const partner = await created('Epsilon Editions');
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/partners/${partner.id}/key`, headers: office });
    expect(res.statusCode, res.body).toBe(200);
    const renewed = AdminPartner.parse(res.json());
    expect(renewed.publicKey).toMatch(PARTNER_KEY_PATTERN);
    expect(renewed.publicKey).not.toBe(partner.publicKey);
    expect((await entries(partner.id)).at(-1)).toMatchObject({
      action: 'partner.newKey',
      before: { publicKey: partner.publicKey },
      after: { publicKey: renewed.publicKey },
    });
  });

  it('is for the owner and the office only', async () => {
    const production = (await staffSession(t.app, 'production')).headers;
    expectError(await t.app.inject({ url: '/api/admin/partners', headers: production }), 403, 'forbidden');
    expectError(await t.app.inject({ url: '/api/admin/partners' }), 401, 'unauthorized');
    expectError(await t.app.inject({ url: '/api/admin/partners/999999', headers: office }), 404, 'not_found');
  });
});
