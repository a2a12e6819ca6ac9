import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { seedDemoCatalogue } from '../seed/seed-demo-catalogue';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a PGlite data folder dump, migrated and seeded, that each test file starts from. */
    pgliteSnapshot: string;
  }
}

/** Migrates and seeds one PGlite database per run; test files load copies of it (about 1 s, not 5-10 s). */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'printshop-test-'));
  const database = await openDatabase({});
  await seedDemoCatalogue(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
