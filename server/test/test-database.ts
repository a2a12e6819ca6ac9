import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { seedDemoCatalogue } from '../seed/seed-demo-catalogue';

/** Which database the server suite runs on: PGlite, or PostgreSQL in the 'server-postgres' project. */
export const testDatabaseKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * A freshly migrated and seeded database of its own for one test file: a copy of the PGlite
 * snapshot, or a new database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind === 'pglite') {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    return openDatabase({ loadDataDir: new Blob([snapshot]) });
  }
  const scratch = await createScratchPostgres();
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 20 });
  await seedDemoCatalogue(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** An empty database of its own on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it. */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `printshop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        // FORCE may meet a backend the test role cannot end (an autovacuum worker after a test's
        // many writes, SQLSTATE 42501); it is gone within moments.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '42501' || attempt >= 20) throw error;
            await new Promise((r) => setTimeout(r, 250));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}
