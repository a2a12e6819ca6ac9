import { describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../../../shared/api/error';
import { orderItems, printJobs } from '../../db/schema';
import { queueMail } from '../../mail/outbox';
import { canvasAndTemplate, templateOnCanvas } from '../../test/canvas-item';
import type { TestApp } from '../../test/test-app';
import { insertOrder } from '../../test/test-order';
import { type PromFamily, parsePrometheusText } from '../../test/prometheus-text';
import { testAppOfTest, useTestApp } from '../../test/use-test-app';
import { storedInstruction } from '../../features/basket/stored-instruction';

const TOKEN = 'scrape-token-of-the-tests-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The families of a scrape, by name, read by a strict reader of Prometheus's text format. */
async function scrape(t: TestApp): Promise<Map<string, PromFamily>> {
  const res = await t.app.inject({ url: '/api/metrics', headers: bearer });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePrometheusText(res.body);
}

/** The one sample of a family whose labels include `labels` (a histogram's: its _count), or undefined. */
function sample(families: Map<string, PromFamily>, name: string, labels: Record<string, string> = {}): number | undefined {
  const family = families.get(name);
  expect(family, `family ${name}`).toBeDefined();
  const own = family!.type === 'histogram' ? `${name}_count` : name;
  const found = family!.samples.filter((s) => s.name === own && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

describe('/api/metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('does not exist: 404 as for an unknown path, whatever the token', async () => {
    const res = await t.app.inject({ url: '/api/metrics', headers: bearer });
    expect(res.statusCode).toBe(404);
    expect(ApiErrorBody.parse(res.json()).error.code).toBe('not_found');
  });
});

describe('/api/metrics with METRICS_TOKEN', () => {
  // A mail worker that passes once at start and then sleeps: its run is reported, a mail queued later stays queued.
  const t = useTestApp({ METRICS_TOKEN: TOKEN, MAIL_WORKER_POLL_MS: '3600000' });

  it('answers 401 with WWW-Authenticate: Bearer to a missing or wrong token, in the one error shape', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: `Basic ${TOKEN}` }, { authorization: 'Bearer ' }]) {
      const res = await t.app.inject({ url: '/api/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(ApiErrorBody.parse(res.json()).error.code).toBe('unauthorized');
      expect(res.body).not.toContain('printshop_');
    }
  });

  it('answers compressed when asked, with the security headers and request id of every answer, POST 405', async () => {
    const res = await t.app.inject({ url: '/api/metrics', headers: { ...bearer, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeDefined();
    const post = await t.app.inject({ method: 'POST', url: '/api/metrics', headers: bearer });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('is not in the public OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/api/metrics');
  });

  it('counts requests and their durations under their route pattern and status, never the raw URL', async () => {
    for (const product of ['canvas', 'poster']) expect((await t.app.inject({ url: `/api/config/${product}/product` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/config/no-such-product/product' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/no-such-path/secret-token-123' })).statusCode).toBe(404);

    const res = await t.app.inject({ url: '/api/metrics', headers: bearer });
    expect(res.body, 'no URL, id or token of a request').not.toMatch(/no-such-product|secret-token-123|poster/);
    expect(res.headers['cache-control']).toBe('no-store');
    const families = await scrape(t);
    const duration = 'printshop_http_request_duration_seconds';
    expect(families.get(duration)?.type).toBe('histogram');
    expect(sample(families, duration, { method: 'GET', route: '/api/config/:productId/product', status: '200' })).toBe(2);
    expect(sample(families, duration, { method: 'GET', route: '/api/config/:productId/product', status: '404' })).toBe(1);
    expect(sample(families, duration, { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(families, duration, { route: '/api/metrics', status: '401' })).toBeGreaterThanOrEqual(4);
  });

  it('reports the event loop, the database pool and no shed request', async () => {
    const families = await scrape(t);
    expect(sample(families, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(families.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(sample(families, 'printshop_db_pool_max_connections')).toBe(20);
    const busy = sample(families, 'printshop_db_pool_connections', { state: 'busy' })!;
    const idle = sample(families, 'printshop_db_pool_connections', { state: 'idle' })!;
    expect(busy + idle).toBeGreaterThan(0);
    expect(busy + idle).toBeLessThanOrEqual(20);
    expect(sample(families, 'printshop_db_pool_waiting_queries')).toBe(0);
    expect(families.get('printshop_shed_requests_total')?.type).toBe('counter');
    expect(sample(families, 'printshop_shed_requests_total', { reason: 'event_loop' })).toBeUndefined();
  });

  it("reports the jobs' last runs in this process: the mail worker's last try, none for jobs not run here", async () => {
    await t.app.mail.queue({ to: 'erika@example.ch', subject: 'Hallo', text: 'Hallo', html: '<p>Hallo</p>' });
    await expect.poll(async () => sample(await scrape(t), 'printshop_job_last_success_timestamp_seconds', { job: 'mail' }), { timeout: 5000 }).toBeDefined();
    const families = await scrape(t);
    const ran = sample(families, 'printshop_job_last_run_timestamp_seconds', { job: 'mail' })!;
    expect(Math.abs(ran - Date.now() / 1000)).toBeLessThan(60);
    expect(sample(families, 'printshop_job_last_run_timestamp_seconds', { job: 'print_files' }), 'PRINT_WORKER_POLL_MS=0 in tests').toBeUndefined();
  });

  it('reports the depth and oldest age of the mail outbox and the print queue, read from the database at the scrape', async () => {
    const before = await scrape(t);
    for (const queue of ['mail_outbox', 'print_jobs']) {
      expect(sample(before, 'printshop_queue_read_success', { queue })).toBe(1);
      expect(sample(before, 'printshop_queue_items', { queue, state: 'pending' })).toBe(0);
      expect(sample(before, 'printshop_queue_oldest_age_seconds', { queue })).toBe(0);
    }

    await queueMail(t.database.db, { to: 'erika@example.ch', subject: 'Hallo', text: 'Hallo', html: '<p>Hallo</p>' });
    const { canvas, template } = await canvasAndTemplate(t.app);
    const { check, area, design } = templateOnCanvas(canvas, template);
    const order = await insertOrder(t.app);
    const items = await t.app.db
      .insert(orderItems)
      .values(
        [1, 2].map((position) => ({
          orderId: order.id,
          position,
          productId: 'canvas',
          productName: 'Leinwand',
          quantity: 1,
          instruction: storedInstruction(check),
          design: { [area.id]: design },
          printdata: {},
          unitRappen: 10_000,
          totalRappen: 10_000,
        })),
      )
      .returning({ id: orderItems.id });
    // One job to make, one given up after its attempts (for staff).
    await t.app.db.insert(printJobs).values([
      { orderItemId: items[0]!.id, createdAt: new Date(Date.now() - 90_000) },
      { orderItemId: items[1]!.id, status: 'failed', attempts: 5, createdAt: new Date(Date.now() - 3_600_000) },
    ]);

    const after = await scrape(t);
    expect(sample(after, 'printshop_queue_items', { queue: 'mail_outbox', state: 'pending' })).toBe(1);
    expect(sample(after, 'printshop_queue_items', { queue: 'mail_outbox', state: 'failed' })).toBe(0);
    expect(sample(after, 'printshop_queue_oldest_age_seconds', { queue: 'mail_outbox' })).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'printshop_queue_items', { queue: 'print_jobs', state: 'pending' })).toBe(1);
    expect(sample(after, 'printshop_queue_items', { queue: 'print_jobs', state: 'failed' })).toBe(1);
    expect(sample(after, 'printshop_queue_items', { queue: 'print_jobs', state: 'running' })).toBe(0);
    const printAge = sample(after, 'printshop_queue_oldest_age_seconds', { queue: 'print_jobs' })!;
    expect(printAge, 'the pending job, not the failed one').toBeGreaterThanOrEqual(85);
    expect(printAge).toBeLessThan(600);
  });

  it('answers with what it has while the database is away (its bearer token is not looked up as a customer session)', async () => {
    await t.database.close();
    const started = Date.now();
    const families = await scrape(t);
    expect(Date.now() - started).toBeLessThan(5000);
    for (const queue of ['mail_outbox', 'print_jobs']) {
      expect(sample(families, 'printshop_queue_read_success', { queue })).toBe(0);
      expect(sample(families, 'printshop_queue_items', { queue, state: 'pending' })).toBeUndefined();
    }
    expect(sample(families, 'printshop_http_request_duration_seconds', { route: '/api/config/:productId/product', status: '200' })).toBeGreaterThanOrEqual(2);
  });
});

describe('shed requests', () => {
  it('are counted by reason, and the scrape itself is never shed', async () => {
    const shop = await testAppOfTest({ METRICS_TOKEN: TOKEN, LOAD_MAX_EVENT_LOOP_DELAY_MS: '100' });
    expect((await shop.app.inject({ url: '/api/config/products' })).statusCode).toBe(200);
    // under-pressure samples the event loop once a second: a block longer than that is seen by the
    // overdue sample. On a busy test machine the sample may come late: block again until one is shed.
    let shed = 0;
    for (let attempt = 0; attempt < 5 && shed === 0; attempt += 1) {
      const until = Date.now() + 1200;
      while (Date.now() < until) {
        // the event loop is stuck, as under a burst of CPU-heavy work
      }
      await new Promise((r) => setTimeout(r, 1));
      if ((await shop.app.inject({ url: '/api/config/products' })).statusCode === 503) shed += 1;
    }
    expect(shed).toBe(1);
    const families = await scrape(shop);
    expect(sample(families, 'printshop_shed_requests_total', { reason: 'event_loop' })).toBe(1);
    expect(sample(families, 'printshop_http_request_duration_seconds', { route: '/api/config/products', status: '503' })).toBe(1);
    expect(sample(families, 'printshop_http_request_duration_seconds', { route: '/api/config/products', status: '200' })).toBeGreaterThanOrEqual(1);
  });
});
