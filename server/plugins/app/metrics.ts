import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PoolUse } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { within } from '../../http/within';
import type { JobRuns } from '../../jobs/job-engine';
import type { QueueState } from '../../jobs/queue-state';
import type { ShedReason } from '../external/load-shedding';

export const METRICS_PATH = '/api/metrics';
/** A scrape answers within Prometheus's default timeout (10 s) even when the database does not. */
const QUEUE_READ_TIMEOUT_MS = 2_000;
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token of the scrape. Unset, there are no metrics and no route. */
  token: string | undefined;
  poolUse: () => PoolUse;
  /** The database's queues by name, read at each scrape. */
  queues: Record<string, () => Promise<QueueState>>;
  /** The passes of this process's scheduled jobs by name; null for a job it does not run. */
  jobs: () => Record<string, JobRuns | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics, null without METRICS_TOKEN. */
    metrics: { shed(reason: ShedReason): void } | null;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests of equal length, so the time taken tells nothing of the token. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return timingSafeEqual(digest(given ?? ''), expected) && given !== undefined;
}

const seconds = (date: Date) => date.getTime() / 1000;

/**
 * The app's Prometheus metrics, at /api/metrics for the bearer of METRICS_TOKEN. A registry of its
 * own per app (tests build many apps in one process). Requests are labelled by their route's
 * pattern, never their URL: ids and tokens stay out of the metrics, and the series stay few.
 * At each scrape the pool and the jobs are read from memory, the queues from the database, each
 * within a bounded time, so a scrape answers with what it has while the database is away.
 */
async function metrics(app: FastifyInstance, options: MetricsOptions) {
  const { token } = options;
  if (token === undefined) {
    app.decorate('metrics', null);
    return;
  }
  const expected = digest(token);
  // Loaded only where metrics are on: the package takes ~80 ms of a start's CPU.
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'printshop_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status (_count: the requests).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const shed = new Counter({
    name: 'printshop_shed_requests_total',
    help: 'Requests answered 503 at once by load shedding, by reason (event_loop: a lagging event loop; db_waiting: too many queries waiting for a connection).',
    labelNames: ['reason'] as const,
    registers,
  });
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) => new Gauge<L>({ name, help, labelNames, registers });
  const poolConnections = gauge('printshop_db_pool_connections', "Connections of this process's PostgreSQL pool, by state (busy, idle).", ['state']);
  const poolMax = gauge('printshop_db_pool_max_connections', "The size of this process's PostgreSQL pool (DATABASE_POOL_SIZE).");
  const poolWaiting = gauge('printshop_db_pool_waiting_queries', 'Queries waiting for a free pool connection now.');
  const lastRun = gauge('printshop_job_last_run_timestamp_seconds', "When this process's last try of a job (of the job engine) ended.", ['job']);
  const lastSuccess = gauge('printshop_job_last_success_timestamp_seconds', "When this process's last try of a job that did not fail ended.", ['job']);
  const queueItems = gauge(
    'printshop_queue_items',
    'Items of a queue in the database (mail_outbox, print_jobs) still to do, retrying, in progress or given up (failed, for staff), by state.',
    ['queue', 'state'],
  );
  const queueAge = gauge('printshop_queue_oldest_age_seconds', 'Age of the oldest item of a queue still to do (failed ones not counted); 0 when none is.', [
    'queue',
  ]);
  const queueRead = gauge(
    'printshop_queue_read_success',
    "1 when this scrape read the queue from the database, 0 when it could not in time (the queue's other series are then missing).",
    ['queue'],
  );

  /** The pool's, jobs' and queues' series as of now; a queue that could not be read has none but its read_success 0. */
  async function refresh(request: FastifyRequest): Promise<void> {
    const pool = options.poolUse();
    poolConnections.set({ state: 'busy' }, pool.open - pool.idle);
    poolConnections.set({ state: 'idle' }, pool.idle);
    poolMax.set(pool.max);
    poolWaiting.set(pool.waiting);
    lastRun.reset();
    lastSuccess.reset();
    for (const [job, runs] of Object.entries(options.jobs())) {
      if (runs?.lastEnded) lastRun.set({ job }, seconds(runs.lastEnded));
      if (runs?.lastSucceeded) lastSuccess.set({ job }, seconds(runs.lastSucceeded));
    }
    const entries = Object.entries(options.queues);
    const states = await Promise.allSettled(entries.map(([, read]) => within(QUEUE_READ_TIMEOUT_MS, read())));
    queueItems.reset();
    queueAge.reset();
    entries.forEach(([queue], i) => {
      const result = states[i] as PromiseSettledResult<QueueState>;
      queueRead.set({ queue }, result.status === 'fulfilled' ? 1 : 0);
      if (result.status === 'rejected') {
        request.log.warn({ err: result.reason as unknown, queue }, 'metrics: queue not read');
        return;
      }
      for (const [state, count] of Object.entries(result.value.counts)) queueItems.set({ queue, state }, count);
      queueAge.set({ queue }, result.value.oldestAgeSeconds ?? 0);
    });
  }

  app.decorate('metrics', { shed: (reason: ShedReason) => shed.inc({ reason }) });
  app.addHook('onResponse', (request, reply, done) => {
    // A request no route took (an unknown /api path) has no pattern: one series for them all.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  // Not in the OpenAPI document: an operator's endpoint in Prometheus's format, not the shop's API (README, "Metrics").
  app.get(METRICS_PATH, { schema: { hide: true }, config: { foreignBearer: true } }, async (request, reply) => {
    if (!bearerMatches(request, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError('unauthorized');
    }
    await refresh(request);
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

export default fp(metrics, { name: 'metrics', dependencies: ['errors'] });
