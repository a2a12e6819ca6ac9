import { type Config, ConfigError, loadConfig } from './config/config';
import type { Database } from './db/database';
import { startEmbeddedPostgres } from './db/embedded-postgres';
import type { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** EX_TEMPFAIL: the shop stopped for a cause a restart cures (see README, A full disk). */
const EXIT_RESTART = 75;

/** What the close after the drain may take (the requests left, the jobs' hand-back, the pool, the embedded PostgreSQL) before the process gives up with 1. */
const CLOSE_MS = 10_000;

/** The real time, or one that started at SHOP_CLOCK_START when this process started and runs on. */
function shopClock(start: string | undefined): (() => Date) | undefined {
  if (start === undefined) return undefined;
  const offset = Date.parse(start) - Date.now();
  return () => new Date(Date.now() + offset);
}

/** The database, migrated and holding the demo catalogue; closed again (the embedded server stopped) when the seed fails. */
async function openSeededDatabase(config: Config): Promise<{ database: Database; seeded: boolean }> {
  const dataDir = path.join(config.dataDir, 'postgres');
  // The embedded server starts first, in processes of its own, while this one loads the modules that
  // talk to it (pg, drizzle, the schema): a restart answered ~55 ms sooner (0.97×) than when it started after them.
  const starting = config.DATABASE_URL ? undefined : startEmbeddedPostgres(dataDir);
  // Its failure is awaited below, after the imports: not an unhandled rejection meanwhile.
  starting?.catch(() => undefined);
  const loading = Promise.all([import('./db/database'), import('./seed/seed-demo-catalogue')]);
  const [{ openDatabase }, { seedDemoCatalogue }] = await loading.catch(async (error: unknown) => {
    await starting?.then((server) => server.stop()).catch(() => undefined);
    throw error;
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, dataDir, starting });
  try {
    return { database, seeded: await seedDemoCatalogue(database.db) };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  // The app's modules (Fastify, every feature, the page renderer) load while the database starts,
  // migrates and is seeded in processes of its own: one after the other, each waited for the other.
  const [opened, loaded] = await Promise.allSettled([openSeededDatabase(config), import('./app')]);
  if (opened.status === 'rejected') throw opened.reason;
  const { database, seeded } = opened.value;
  let app;
  try {
    if (loaded.status === 'rejected') throw loaded.reason;
    app = await loaded.value.buildApp(config, { database, now: shopClock(config.SHOP_CLOCK_START) });
    if (seeded) app.log.info('seeded the demo catalogue');
    const formerPglite = path.join(config.dataDir, 'pglite');
    if (!config.DATABASE_URL && existsSync(formerPglite)) {
      app.log.warn(
        `${formerPglite} holds the former embedded database (PGlite), which is not read any more: the shop now runs on its PostgreSQL server in ${path.join(config.dataDir, 'postgres')}`,
      );
    }
  } catch (error) {
    // The embedded server must not outlive a start that failed.
    await database.close().catch(() => undefined);
    throw error;
  }

  let closing = false;
  // SIGTERM (a deploy, systemd, docker stop) drains first; Ctrl-C and a lost database close at once.
  const shutdown = async (signal: string, { exitCode = 0, drainMs = 0 } = {}) => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => process.exit(1), drainMs + CLOSE_MS);
    timer.unref();
    if (drainMs > 0) {
      app.log.info({ signal, drainMs }, 'draining: /api/health/ready answers 503, requests are still served, the jobs take no new work');
      await app.drain(drainMs);
    }
    app.log.info({ signal }, 'shutting down: finishing the requests in flight, then closing the jobs, the database pool and the embedded PostgreSQL');
    await app.close();
    app.log.info({ exitCode }, 'stopped');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM', { drainMs: config.DRAIN_MS }));
  // The embedded server gone (killed, or given up after a PANIC on a full disk): only a new start of
  // the shop, which starts it again and so replays its WAL, serves again.
  void database.died.then((error) => {
    app.log.fatal({ err: error }, `the embedded database stopped; exiting with ${EXIT_RESTART} for the supervisor to start the shop again`);
    void shutdown('database died', { exitCode: EXIT_RESTART });
  });

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
    // scripts/start.mjs starts the build's work that can wait (its compressed copies) only now that the shop answers.
    (process as EventEmitter).emit('printshop:listening');
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
