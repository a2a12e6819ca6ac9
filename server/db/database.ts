import { mkdirSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { guardPglite } from './pglite-guard';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Queries waiting for a free pool connection now (PostgreSQL); PGlite queues inside its one connection: 0. */
  waiting(): number;
  /**
   * Resolves when the database died for good within this process (PGlite after a PANIC, e.g. a
   * full disk as PostgreSQL needs a new WAL segment); from then on every query fails with 57P02
   * and only a new process recovers. Never resolves on PostgreSQL, whose server restarts itself.
   */
  died: Promise<Error>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** When set, PostgreSQL; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  poolSize?: number;
  /** PGlite data folder; undefined = in memory. */
  dataDir?: string | undefined;
  /** A PGlite dumpDataDir snapshot to start from (tests). */
  loadDataDir?: Blob;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant shared by all processes of the shop: one of them migrates while the others wait. */
const MIGRATION_LOCK = 716_204_851;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return { db, kind: 'postgres', waiting: () => pool.waitingCount, died: new Promise<Error>(() => undefined), close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    ...(dataDir ? { dataDir: path.resolve(dataDir) } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    // PGlite's defaults start PostgreSQL with -F (fsync off); the shop's data folder keeps fsync on.
    ...(dataDir ? { startParams: withFsync(PGlite.defaultStartParams) } : {}),
  });
  await client.waitReady.catch((error: unknown) => {
    throw dataDir ? startFailure(dataDir, error) : error;
  });
  const guard = guardPglite(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    waiting: () => 0,
    died: guard.died,
    close: async () => {
      // A dead instance would hang in close(); its committed work is in the WAL already.
      if (!client.closed && !guard.deadBy()) await client.close();
    },
  };
}

/** Below this PostgreSQL cannot start a new WAL segment (16 MB), which recovery may need. */
const START_MIN_FREE_BYTES = 32 * 2 ** 20;

/** PGlite says only 'PGlite failed to initialize properly'; a full disk is the likely cause worth naming. */
function startFailure(dataDir: string, error: unknown): unknown {
  const free = (() => {
    try {
      const stats = statfsSync(dataDir);
      return stats.bavail * stats.bsize;
    } catch {
      return null;
    }
  })();
  if (free === null || free >= START_MIN_FREE_BYTES) return error;
  return new Error(`the embedded database in ${dataDir} could not start: its disk has only ${Math.floor(free / 1024)} kB free (free some space and start again)`, { cause: error });
}

function withFsync(params: readonly string[]): string[] {
  return [...params.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'synchronous_commit=on'];
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
