import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA } from './enqueue';

/*
 * The shop's background work runs on pg-boss, a job queue kept in SQL tables of our own PostgreSQL
 * (the embedded server or DATABASE_URL's, in the schema `pgboss`, which pg-boss makes and migrates
 * itself at start). Chosen because it runs on Node 20, needs nothing but the database we already
 * have, and brings what our hand-made pollers did or lacked: retries with back-off, expiry of a try
 * whose process died, cron schedules, one-at-a-time (singleton) queues across processes, dead-letter
 * queues, and `send` with a `db` option, so a job is written inside the transaction of the order or
 * mail it belongs to (enqueue.ts). graphile-worker 0.18 and pg-boss 12 need Node 22.
 */

/** A queue of the engine: how often and how far apart its jobs are tried. */
interface QueueDefinition {
  name: string;
  /** Tries after the first; then the job goes to the queue's dead letters (`<name>-dead`). */
  retryLimit: number;
  /** The wait after a first failed try; pg-boss doubles it with each next (with some jitter). */
  retryDelaySeconds: number;
  /** How long a try may run before it counts as failed: its process died, and another process tries again. */
  expireInSeconds: number;
  /** One job at a time across all processes (a scheduled sweep), instead of one per worker. */
  oneAtATime?: boolean;
}

/** One try of a job as its handler sees it. */
export interface JobTry<Data> {
  data: Data;
  /** The last try: when it fails, the job is given up (dead letter) and staff see it failed. */
  final: boolean;
  /** Aborted when the engine stops: a long try may end early and be taken again by the next process. */
  stopping: AbortSignal;
  /** Aborted when the engine gave up waiting for the try at its stop: handed back, it is the next process's to do; nothing more may be sent of it. */
  handedBack: AbortSignal;
}

/** When this process's last try of a queue ended, and the last that did not fail (metrics). */
export interface JobRuns {
  lastEnded: Date | null;
  lastSucceeded: Date | null;
}

export interface JobQueue {
  /** Works the queue in this process, one job at a time, looking for due jobs every pollMs and when woken. */
  work(pollMs: number): Promise<void>;
  /** Makes a job of the queue every everyMs (a cron schedule, whole minutes, in the database: one job per turn across processes) and works them here. */
  every(everyMs: number): Promise<void>;
  /** Looks for due jobs now (after an order, a new mail) instead of at the next poll. */
  wake(): void;
  /** Tries the queue's jobs now, after the tries in flight here (tests; hosts that run no worker); with ignoreBackoff also those waiting out a back-off. */
  flush(options?: { ignoreBackoff?: boolean }): Promise<void>;
  /** This process's tries; null where it does not work the queue. */
  runs(): JobRuns | null;
}

export interface JobEngine {
  /** Makes (or updates) a queue and its dead-letter queue, with the handler that does its jobs. */
  queue<Data extends object>(definition: QueueDefinition, handler: (job: JobTry<Data>) => Promise<unknown>): Promise<JobQueue>;
  /**
   * Stops the workers: they take no new job, and a try in flight finishes or, after `graceMs` (at
   * least STOP_TIMEOUT_MS), is handed back: due again at once, for the next process. A second call waits for the first.
   */
  stop(graceMs?: number): Promise<void>;
}

/** Well below the time the server gives its close after the drain (10 s), which must also leave time to stop the embedded PostgreSQL: a longer try is handed back (and made again) rather than have the process killed with its database still running. */
const STOP_TIMEOUT_MS = 2_000;

/** How often a scheduled queue's worker looks: its jobs come by the minute. */
const SCHEDULED_POLL_MS = 30_000;

/** A cron expression for every `everyMs`, in whole minutes (at least one), or hours from an hour on. */
function cronEvery(everyMs: number): string {
  const minutes = Math.max(1, Math.round(everyMs / 60_000));
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.min(24, Math.round(minutes / 60));
  return hours >= 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}

/** How long a flush waits for a try the worker fetched (a job held by a process that died stays active until it expires). */
const FLUSH_WAIT_MS = 10_000;

/** Jobs taken at once by a flush that skips their back-off. */
const FLUSH_BATCH = 100;

export const deadLetterOf = (queue: string) => `${queue}-dead`;

/** Starts pg-boss over the app's own pool (its connection settings, its size), making or migrating its schema. */
export async function startJobEngine(database: PgBoss.Db, log: FastifyBaseLogger): Promise<JobEngine> {
  // pg-boss settles a try (complete/fail) without awaiting it: one that ends after the engine stopped
  // would query a pool the app has closed, an unhandled rejection. Such a try is left as it is (its
  // query never answers, and nothing waits for it): it expires and is taken again, as one of a
  // process that died.
  let stopped = false;
  const db: PgBoss.Db = { executeSql: (text, values) => (stopped ? new Promise(() => undefined) : database.executeSql(text, values)) };
  const boss = new PgBoss({ db, schema: JOB_SCHEMA, migrate: true, supervise: true, schedule: true });
  // A failed poll or maintenance (the database is away) is logged; pg-boss tries again at its next round.
  boss.on('error', (error) => log.error({ err: error }, 'job engine: database unavailable'));
  await pastStartRaces(() => boss.start());
  const stopping = new AbortController();
  const handingBack = new AbortController();
  const queues: QueueWork[] = [];
  let ending: Promise<void> | null = null;
  const stopWithin = async (graceMs: number): Promise<void> => {
    stopping.abort();
    const timeout = Math.max(STOP_TIMEOUT_MS, graceMs);
    log.info({ graceMs: timeout }, 'job engine: stopping; no new jobs, the tries in flight may finish');
    const until = Date.now() + timeout;
    // Handing back the tries left (SQL) fails while the database is away: the app closes all the same, and they expire.
    await boss
      .stop({ graceful: true, wait: true, close: false, timeout })
      .catch((error: unknown) => log.warn({ err: error }, 'job engine: tries in flight not handed back; they expire'));
    // pg-boss waits for its workers' tries; a try a flush fetched is ours to wait for. One left at the timeout expires and is taken again.
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, until - Date.now()))));
    await Promise.race([Promise.all(queues.map((queue) => queue.idle())), timedOut]);
    clearTimeout(timer);
    // Stopped before the tries left are aborted: pg-boss must not fail them again (with a new back-off) after they were handed back.
    stopped = true;
    const held = queues.flatMap((queue) => queue.held());
    if (held.length > 0) handingBack.abort();
    await handBack(held);
    log.info('job engine: stopped');
  };
  // pg-boss fails the tries its workers still run at the timeout, each due again after its back-off (half a minute and
  // more for a mail): due now instead, and not counted as a try (pg-boss counts a start of one that started before).
  const handBack = async (ids: string[]): Promise<void> => {
    if (ids.length === 0) return;
    await database.executeSql(`UPDATE ${JOB_SCHEMA}.job SET start_after = now(), started_on = NULL WHERE id = ANY($1::uuid[]) AND state = 'retry'`, [ids]).then(
      () => log.warn({ jobs: ids.length }, 'job engine: tries still running handed back; the next process takes them'),
      (error: unknown) => log.warn({ err: error }, 'job engine: tries handed back after their back-off'),
    );
  };
  return {
    queue: async (definition, handler) => {
      const dead = deadLetterOf(definition.name);
      await pastStartRaces(() => boss.createQueue(dead));
      const options: PgBoss.Queue = {
        name: definition.name,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds,
        deadLetter: dead,
        ...(definition.oneAtATime ? { policy: 'singleton' as const } : {}),
      };
      await pastStartRaces(() => boss.createQueue(definition.name, options));
      // A queue made by an earlier start keeps its settings until told the configured ones; only a change is written (a start on a nearly full disk writes little).
      const stored = await boss.getQueue(definition.name);
      const changed = stored === null || (Object.keys(options) as (keyof PgBoss.Queue)[]).some((key) => stored[key] !== options[key]);
      if (changed) await boss.updateQueue(definition.name, options);
      const queue = jobQueue(boss, definition.name, handler, { stopping: stopping.signal, handedBack: handingBack.signal });
      queues.push(queue);
      return queue;
    },
    stop: (graceMs = 0) => (ending ??= stopWithin(graceMs)),
  };
}

/**
 * Several processes starting at once on a new database race in pg-boss's set-up: its schema is made
 * by one while another's `CREATE SCHEMA` then fails on the name (23505), and a queue's table and rows
 * are made in a transaction that locks pg-boss's shared tables in an order of its own, so two making
 * the same queues can deadlock (40P01, PostgreSQL aborts one). Each time the other one succeeded: the
 * next try finds the schema or the queue made and does nothing.
 */
const RACES = new Set(['23505', '40P01']);
async function pastStartRaces(make: () => Promise<unknown>, tries = 10): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await make();
      return;
    } catch (error) {
      if (!RACES.has(String((error as { code?: unknown }).code)) || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}

interface QueueWork extends JobQueue {
  /** Resolves once nothing of the queue is in flight in this process. */
  idle(): Promise<void>;
  /** The ids of the jobs whose tries run in this process now. */
  held(): string[];
}

function jobQueue<Data extends object>(
  boss: PgBoss,
  name: string,
  handler: (job: JobTry<Data>) => Promise<unknown>,
  signals: Pick<JobTry<Data>, 'stopping' | 'handedBack'>,
): QueueWork {
  let workerId: string | null = null;
  let runs: JobRuns | null = null;
  // The tries this process has of the queue now (a flush and a stop wait for them).
  const inFlight = new Set<Promise<unknown>>();
  const heldIds = new Set<string>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  };
  const idle = async (): Promise<void> => {
    for (const running of inFlight) await running.catch(() => undefined);
  };
  // The wall clock, not the app's: an operator compares these with the time of the metrics' scrape.
  const ended = (succeeded: boolean) => {
    if (!runs) return;
    runs.lastEnded = new Date();
    if (succeeded) runs.lastSucceeded = runs.lastEnded;
  };
  // One try at a time in a process, whether the worker or a flush fetched it: a print raster may hold hundreds of MB.
  let previous: Promise<unknown> = Promise.resolve();
  const tryJob = (job: PgBoss.JobWithMetadata<Data>): Promise<unknown> => {
    heldIds.add(job.id);
    const running = previous.then(() => handler({ data: job.data, final: job.retryCount >= job.retryLimit, ...signals }));
    previous = running.catch(() => undefined);
    void running.finally(() => heldIds.delete(job.id)).catch(() => undefined);
    void running.then(
      () => ended(true),
      () => ended(false),
    );
    return track(running);
  };
  // A job fetched here is ours to complete or fail (pg-boss's worker does it for those it fetched).
  const settle = async (job: PgBoss.JobWithMetadata<Data>): Promise<void> => {
    try {
      await tryJob(job);
      await boss.complete(name, job.id);
    } catch (error) {
      await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
    }
  };
  const dueOrActive = async (): Promise<number> => {
    const { rows } = await boss
      .getDb()
      .executeSql(
        `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = $1 AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
        [name],
      );
    return (rows[0] as { n: number }).n;
  };
  // Those waiting out a back-off are taken once, all together: a job failing again waits anew.
  const drain = async (ignoreBackoff: boolean): Promise<void> => {
    let due = await boss.fetch<Data>(name, { includeMetadata: true, batchSize: ignoreBackoff ? FLUSH_BATCH : 1, ignoreStartAfter: ignoreBackoff });
    while (due.length > 0) {
      for (const job of due) await settle(job);
      if (signals.stopping.aborted) return;
      due = await boss.fetch<Data>(name, { includeMetadata: true, batchSize: 1 });
    }
  };
  const work = async (pollMs: number): Promise<void> => {
    runs = { lastEnded: null, lastSucceeded: null };
    const pollingIntervalSeconds = Math.max(0.5, pollMs / 1000);
    // One job per fetch, so a process holds no job it is not trying; a throw fails the try and pg-boss tries it again after its back-off.
    workerId = await boss.work<Data>(name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async (jobs) => {
      for (const job of jobs) await tryJob(job);
      // pg-boss's worker waits a poll after each fetch: after a job it looks again at once, so a backlog is worked off.
      if (workerId) boss.notifyWorker(workerId);
    });
  };
  return {
    work,
    every: async (everyMs) => {
      const cron = cronEvery(everyMs);
      // Written only when it changed, as a queue's settings.
      if (!(await boss.getSchedules()).some((schedule) => schedule.name === name && schedule.cron === cron)) await boss.schedule(name, cron);
      await work(SCHEDULED_POLL_MS);
    },
    // Woken during a fetch or a try, pg-boss's worker looks again right after it: no wake is lost.
    wake: () => {
      if (workerId) boss.notifyWorker(workerId);
    },
    flush: async ({ ignoreBackoff = false } = {}) => {
      await idle();
      await drain(ignoreBackoff);
      // The worker may have been fetching a job while the drain looked: its try is waited for too.
      for (const until = Date.now() + FLUSH_WAIT_MS; Date.now() < until && (await dueOrActive()) > 0;) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        await idle();
        await drain(false);
      }
    },
    idle,
    held: () => [...heldIds],
    runs: () => (runs ? { ...runs } : null),
  };
}
