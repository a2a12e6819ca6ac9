import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded-postgres';
import { seedDemoCatalogue } from '../seed/seed-demo-catalogue';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL database whose role may create databases: TEST_DATABASE_URL, or the run's embedded server. */
    testAdminUrl: string;
    /** A migrated and seeded database on that server that each test file copies (CREATE DATABASE ... TEMPLATE). */
    testTemplate: string;
  }
}

/**
 * One PostgreSQL server for the whole run: TEST_DATABASE_URL (CI: Debian's) or an embedded one in a
 * temporary folder (fsync off: nothing there outlives the run). Migrating and seeding happen once,
 * into a template; a test file's database is a copy of it (tens of milliseconds).
 */
export default async function setup(project: TestProject) {
  let server: EmbeddedPostgres | null = null;
  let dir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = mkdtempSync(path.join(tmpdir(), 'printshop-test-postgres-'));
    server = await startEmbeddedPostgres(dir, { fsync: false, maxConnections: 300 });
    adminUrl = server.adminUrl;
  }
  const template = `printshop_template_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await seedDemoCatalogue(database.db);
  await database.close();
  project.provide('testAdminUrl', adminUrl);
  project.provide('testTemplate', template);
  return async () => {
    if (server && dir) {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    } else await admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => undefined);
  };
}
