import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/database';

/**
 * A freshly migrated and seeded database of its own for one test file: a copy of the run's
 * template (server/test/global-setup.ts), dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const scratch = await createScratchPostgres({ seeded: true });
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A database of its own on the run's PostgreSQL server, and how to drop it: empty, or (`seeded`)
 * a copy of the migrated and seeded template.
 */
export async function createScratchPostgres(options: { seeded?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('testAdminUrl');
  const name = `printshop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${options.seeded ? ` TEMPLATE ${inject('testTemplate')}` : ''}`);
  } finally {
    await admin.end();
  }
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
