import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { diskShortage, type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { serverDir } from '../server-dir';
import * as schema from './schema';

export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;
/** The `tx` of `db.transaction`: a Db as well, whose queries go over the transaction's connection. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows of raw SQL, of a row type the caller names (`db.execute<Row>` for a row type known here). */
export async function queryRows<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows as Row[];
}

/** Both are PostgreSQL, reached alike: the shop's own server in DATA_DIR, or the one of DATABASE_URL. */
export type DatabaseKind = 'embedded' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The embedded server's address and data folder (the scheduled backup copies it); null with DATABASE_URL. */
  embedded: { url: string; data: string } | null;
  /** Queries waiting for a free pool connection now. */
  waiting(): number;
  /** The pool's connections now (metrics). */
  poolUse(): PoolUse;
  /**
   * Whether the server answers, over a connection of its own: behind a busy pool's queue (200
   * confirms at once) a health check would wait its turn and report the queue, not the server.
   */
  ping(): Promise<void>;
  /** Raw SQL with $1-style parameters over the pool (the job engine's queries: server/jobs/job-engine.ts). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Resolves when the embedded server went away without being stopped (killed, or it gave up
   * after a PANIC on a full disk); only a new start of the shop recovers. Never resolves for
   * DATABASE_URL, whose server is someone else's to restart.
   */
  died: Promise<Error>;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, busy or idle. */
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  /** When set, that PostgreSQL server; otherwise the embedded one in `dataDir`. */
  databaseUrl?: string | undefined;
  poolSize?: number;
  /** Folder of the embedded server (DATA_DIR/postgres). */
  dataDir?: string | undefined;
  /** The embedded server in `dataDir`, already starting (the shop's start begins it before this module has loaded). */
  starting?: Promise<EmbeddedPostgres> | undefined;
  /** The migrations to apply: server/db/migrations unless a test gives a folder of its own. */
  migrationsFolder?: string;
}

const shopMigrations = path.join(serverDir, 'db', 'migrations');
/** Any constant shared by all processes of the shop: one of them migrates while the others wait. */
const MIGRATION_LOCK = 716_204_851;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  if (!options.databaseUrl) {
    if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl or the dataDir of the embedded server');
    embedded = await (options.starting ?? startEmbeddedPostgres(options.dataDir));
  }
  const url = options.databaseUrl ?? (embedded as EmbeddedPostgres).url;
  try {
    const poolSize = options.poolSize ?? 10;
    const pool = await openPool(url, poolSize, options.migrationsFolder ?? shopMigrations);
    const pingPool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5_000 });
    pingPool.on('error', () => undefined);
    let closing: Promise<void> | undefined;
    return {
      db: drizzle(pool, { schema }),
      kind: embedded ? 'embedded' : 'postgres',
      embedded: embedded && { url: embedded.url, data: embedded.data },
      waiting: () => pool.waitingCount,
      poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
      ping: async () => void (await pingPool.query('select 1')),
      executeSql: (text, values) => pool.query(text, values),
      died: embedded?.died ?? new Promise<Error>(() => undefined),
      // The app closes it on its close, and a test may too: the second call waits for the first.
      close: () =>
        (closing ??= (async () => {
          await Promise.all([pool.end(), pingPool.end()]);
          await embedded?.stop();
        })()),
    };
  } catch (error) {
    await embedded?.stop().catch(() => undefined);
    // A server that started on a full disk (shut down cleanly, it needs no recovery) refuses every session (53100).
    if (embedded && options.dataDir && (error as { code?: unknown }).code === '53100')
      throw new Error(`the embedded database in ${path.resolve(options.dataDir)} could not start:${diskShortage(options.dataDir)} ${String(error)}`, {
        cause: error,
      });
    throw error;
  }
}

/**
 * The start's connection may wait this long: the app's modules load on the same thread meanwhile, and
 * on a busy host their evaluation held the event loop past the pool's 5 s, so that pg gave up on a
 * connection the server had accepted ("Connection terminated due to connection timeout").
 */
const START_CONNECT_MS = 60_000;

async function openPool(url: string, poolSize: number, migrationsFolder: string): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  try {
    await migrateOnce(url, migrationsFolder);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return pool;
}

/**
 * Applies the migrations not applied yet, each once across processes: one process migrates under
 * the advisory lock while the others wait for it (drizzle looks again under the lock). A start with
 * nothing to apply, nearly every one, asks one query and takes no lock.
 */
async function migrateOnce(url: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: START_CONNECT_MS });
  client.on('error', () => undefined);
  await client.connect();
  try {
    if (await allApplied(client, migrationsFolder)) return;
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Whether drizzle's table records the folder's newest migration: drizzle applies those whose journal
 * time is later than the newest time it recorded, so none is left then. No table yet: nothing applied.
 */
async function allApplied(client: pg.Client, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(0, ...journal.entries.map((entry) => entry.when));
  try {
    const { rows } = await client.query<{ applied: boolean }>('SELECT coalesce(max(created_at), 0) >= $1 AS applied FROM drizzle.__drizzle_migrations', [
      newest,
    ]);
    return rows[0]?.applied === true;
  } catch (error) {
    // 3F000: no schema drizzle, 42P01: no table in it; a new database.
    if (['3F000', '42P01'].includes((error as { code?: unknown }).code as string)) return false;
    throw error;
  }
}
