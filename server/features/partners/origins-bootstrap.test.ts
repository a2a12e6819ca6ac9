import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, partners } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { BOOTSTRAP_PARTNER, bootstrapPartnerOrigins } from './origins-bootstrap';

/* PARTNER_ORIGINS as a bootstrap: what no partner lists goes to one partner, once, however often and however many processes start. */

const CONFIGURED = 'https://legacy.example';
const t = useTestApp({ PARTNER_ORIGINS: `${CONFIGURED}, http://shop.test`, PRINT_WORKER_POLL_MS: '0' });

const start = (origins: string[]) => bootstrapPartnerOrigins({ db: t.database.db, now: new Date(), log: t.app.log }, origins);
const bootstrapRows = () => t.database.db.select().from(partners).where(eq(partners.name, BOOTSTRAP_PARTNER));
const bootstrapEntries = async () => (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'partner.bootstrap'))).length;

describe('PARTNER_ORIGINS at start', () => {
  it('went to the partner PARTNER_ORIGINS when the app started, without the shop itself, and today’s embeds without a key work', async () => {
    const [row, ...more] = await bootstrapRows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ origins: [CONFIGURED], active: true });
    const ready = await t.app.inject({ url: '/api/health/ready', headers: { origin: CONFIGURED } });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['access-control-allow-origin']).toBe(CONFIGURED);
  });

  it('is idempotent across restarts and concurrent starts', async () => {
    const [before] = await bootstrapRows();
    const logged = await bootstrapEntries();
    await start([CONFIGURED]);
    await Promise.all([start([CONFIGURED, 'https://new.example']), start([CONFIGURED, 'https://new.example']), start(['https://new.example'])]);
    const rows = await bootstrapRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before!.id, publicKey: before!.publicKey, origins: [CONFIGURED, 'https://new.example'] });
    expect(await bootstrapEntries()).toBe(logged + 1);
  });

  it('leaves an origin that another partner lists, active or not, to that partner', async () => {
    await t.database.db.insert(partners).values({
      name: 'Staff made',
      contactEmail: 'x@partner.example',
      publicKey: 'pk_abcdefghijklmnopqrstuvwx',
      origins: ['https://kept.example'],
      active: false,
    });
    await start(['https://kept.example']);
    const [row] = await bootstrapRows();
    expect(row!.origins).not.toContain('https://kept.example');
  });
});
