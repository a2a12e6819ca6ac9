import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../../../shared/api/error';
import { testAppOfTest } from '../../test/use-test-app';
import errors from '../app/errors';
import locale from '../app/locale';
import loadShedding, { type LoadSheddingOptions, type ShedReason } from './load-shedding';

/** As the pictures feature answers: one picture drawn already, any other still to draw. */
const isStored = async (url: string) => url === '/assets/pictures/drawn.avif';

async function appWith(
  maxEventLoopDelayMs: number,
  db: { maxDbWaiting: number; dbWaiting: () => number } = { maxDbWaiting: 0, dbWaiting: () => 0 },
  more: Pick<LoadSheddingOptions, 'onShed' | 'exempt'> = {},
) {
  const app = Fastify({ logger: false });
  await app.register(locale);
  await app.register(errors);
  await app.register(loadShedding, { maxEventLoopDelayMs, sampleIntervalMs: 50, isStored, ...db, ...more });
  app.get('/api/ping', async () => ({ ok: true }));
  app.get('/api/metrics', async () => 'metrics');
  app.get('/assets/pictures/:file', async () => 'picture');
  app.get('/api/health', async () => ({ ok: true }));
  app.get('/app/index-abc123.js', async () => 'export {};');
  await app.ready();
  return app;
}

const block = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // the event loop is stuck, as under a burst of CPU-heavy work
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let app: Awaited<ReturnType<typeof appWith>> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('load shedding', () => {
  it('answers 503 in the one error shape with Retry-After while the event loop lags, but not for what is made already, then recovers', async () => {
    app = await appWith(100);
    expect((await app.inject({ url: '/api/ping' })).statusCode).toBe(200);
    block(400);
    await sleep(1); // the overdue sample runs first and sees the lag
    // Sent together, so that one sample of the event loop answers all three.
    const [shed, drawn, toDraw] = await Promise.all([
      app.inject({ url: '/api/ping', headers: { 'accept-language': 'fr' } }),
      app.inject({ url: '/assets/pictures/drawn.avif' }),
      app.inject({ url: '/assets/pictures/to-draw.avif' }),
    ]);
    expect(shed.statusCode).toBe(503);
    expect(drawn.statusCode, 'what is made already: a file read').toBe(200);
    expect(toDraw.statusCode, 'what still has to be made').toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    const body = ApiErrorBody.parse(shed.json());
    expect(body.error.code).toBe('service_unavailable');
    expect(body.error.message).toMatch(/momentanément/);
    expect((await app.inject({ url: '/app/index-abc123.js' })).statusCode, 'a built script of a page already loading').toBe(200);
    await expect.poll(async () => (await app!.inject({ url: '/api/ping' })).statusCode, { timeout: 3000 }).toBe(200);
  });

  it('answers 503 while too many queries wait for a database connection, but keeps health answering', async () => {
    let waiting = 0;
    app = await appWith(0, { maxDbWaiting: 50, dbWaiting: () => waiting });
    expect((await app.inject({ url: '/api/ping' })).statusCode).toBe(200);
    waiting = 51;
    const shed = await app.inject({ url: '/api/ping' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(ApiErrorBody.parse(shed.json()).error.code).toBe('service_unavailable');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    waiting = 10;
    expect((await app.inject({ url: '/api/ping' })).statusCode).toBe(200);
  });

  it('tells of each request it sheds, and never sheds what it is told to exempt', async () => {
    const shed: ShedReason[] = [];
    app = await appWith(0, { maxDbWaiting: 50, dbWaiting: () => 51 }, { onShed: (reason) => shed.push(reason), exempt: ['/api/metrics'] });
    expect((await app.inject({ url: '/api/ping' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/api/metrics?x=1' })).statusCode).toBe(200);
    expect(shed).toEqual(['db_waiting']);
  });

  it('is off at 0', async () => {
    app = await appWith(0);
    block(200);
    await sleep(80);
    expect((await app.inject({ url: '/api/ping' })).statusCode).toBe(200);
  });
});

describe('load shedding in the whole app', () => {
  const partner = 'https://partner.example';
  it("sheds a partner page's readiness check with CORS headers, so the widget reads 503 (unavailable), not a refused origin", async () => {
    const shop = await testAppOfTest({ PARTNER_ORIGINS: partner, LOAD_MAX_EVENT_LOOP_DELAY_MS: '100' });
    const ready = () => shop.app.inject({ url: '/api/health/ready', headers: { origin: partner } });
    expect((await ready()).statusCode).toBe(200);
    // under-pressure samples the event loop once a second, as the mean delay since its last sample: the
    // first block ends in a sample (whenever in the second it began), so the second block is most of the next one.
    block(1200);
    await sleep(1);
    block(1200);
    await sleep(1);
    const shed = await ready();
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['access-control-allow-origin']).toBe(partner);
    expect(shed.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(shed.headers['access-control-expose-headers'])).toContain('Retry-After');
    // An origin the shop does not list still gets no CORS: the widget there says that it is not allowed.
    const stranger = await shop.app.inject({ url: '/api/health/ready', headers: { origin: 'https://stranger.example' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
