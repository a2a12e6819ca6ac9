import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { serverDir } from '../../server-dir';
import { createScratchPostgres } from '../../test/test-database';

/*
 * Every process of the shop migrates on its start (server/db/database.ts): under an advisory lock
 * one of them applies what is pending while the others wait, and drizzle applies it in one
 * transaction, so a migration that fails leaves nothing of itself and the next start tries it again.
 */

const shopMigrations = path.join(serverDir, 'db', 'migrations');
const journalOf = (folder: string) => path.join(folder, 'meta', '_journal.json');
interface Journal {
  entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
}
const readJournal = (folder: string) => JSON.parse(readFileSync(journalOf(folder), 'utf8')) as Journal;
const shopJournal = readJournal(shopMigrations);

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

async function scratchDatabase(options: { seeded?: boolean } = {}) {
  const scratch = await createScratchPostgres(options);
  cleanups.push(() => scratch.drop());
  return scratch.url;
}

/** One query on a connection of its own. */
async function query<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

const applied = async (url: string) =>
  (
    await query<{ count: number; hashes: number }>(url, 'SELECT count(*)::int AS count, count(DISTINCT hash)::int AS hashes FROM drizzle.__drizzle_migrations')
  )[0];

/** Whether a table (or `table.column`) exists. */
async function exists(url: string, what: string): Promise<boolean> {
  const [table, column] = what.split('.');
  const rows = await query<{ found: boolean }>(
    url,
    column
      ? `SELECT EXISTS (SELECT FROM information_schema.columns WHERE table_name = '${table}' AND column_name = '${column}') AS found`
      : `SELECT to_regclass('public.${table}') IS NOT NULL AS found`,
  );
  return rows[0]?.found ?? false;
}

/** A copy of the shop's migrations with one more, last one: `sql` as its text. */
function migrationsWithLast(sql: string): { folder: string; rewrite(sql: string): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-with-last-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(shopMigrations, folder, { recursive: true });
  const last = shopJournal.entries.at(-1);
  if (!last) throw new Error('the shop has no migrations');
  const tag = `${String(last.idx + 1).padStart(4, '0')}_rolling_probe`;
  writeFileSync(
    journalOf(folder),
    JSON.stringify({ ...shopJournal, entries: [...shopJournal.entries, { ...last, idx: last.idx + 1, when: last.when + 1, tag }] }),
  );
  const rewrite = (text: string) => writeFileSync(path.join(folder, `${tag}.sql`), text);
  rewrite(sql);
  return { folder, rewrite };
}

const probe = [
  'CREATE TABLE "rolling_probe" ("id" integer);',
  'ALTER TABLE "orders" ADD COLUMN "rolling_probe" text;',
  'UPDATE "orders" SET "rolling_probe" = \'seen\';',
].join('--> statement-breakpoint\n');
/** The probe, failing after its first statements have run. */
const failingProbe = `${probe}--> statement-breakpoint\nSELECT 1 / 0;`;

async function start(url: string, migrationsFolder?: string) {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2, ...(migrationsFolder ? { migrationsFolder } : {}) });
  await database.close();
}

describe('migrations on start', () => {
  it('are applied once when several processes start at once on a fresh database, and all of them start', async () => {
    const url = await scratchDatabase();
    const starts = await Promise.allSettled(Array.from({ length: 4 }, () => start(url)));
    expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(Array(4).fill('started'));
    expect(await applied(url)).toEqual({ count: shopJournal.entries.length, hashes: shopJournal.entries.length });
  });

  it('leave nothing of a failing migration behind, and the next start applies it once it is fixed', async () => {
    const url = await scratchDatabase({ seeded: true });
    const { folder, rewrite } = migrationsWithLast(failingProbe);
    await expect(start(url, folder)).rejects.toThrow('SELECT 1 / 0');
    expect(await exists(url, 'rolling_probe'), 'its new table').toBe(false);
    expect(await exists(url, 'orders.rolling_probe'), 'its new column').toBe(false);
    expect(await applied(url)).toEqual({ count: shopJournal.entries.length, hashes: shopJournal.entries.length });

    // Another process meanwhile starts on the same folder: it meets the same failure, not a half-applied schema.
    await expect(start(url, folder)).rejects.toThrow('SELECT 1 / 0');

    rewrite(probe);
    await Promise.all([start(url, folder), start(url, folder)]);
    expect(await exists(url, 'rolling_probe')).toBe(true);
    expect(await exists(url, 'orders.rolling_probe')).toBe(true);
    expect(await applied(url)).toEqual({ count: shopJournal.entries.length + 1, hashes: shopJournal.entries.length + 1 });
    await start(url, folder);
    expect((await applied(url))?.count, 'the next start applies nothing').toBe(shopJournal.entries.length + 1);
  });

  it('apply everything pending in one transaction: on a fresh database a failing last one leaves no table at all', async () => {
    const url = await scratchDatabase();
    const { folder } = migrationsWithLast(failingProbe);
    await expect(start(url, folder)).rejects.toThrow('SELECT 1 / 0');
    expect(await exists(url, 'orders'), 'the first migration is undone too').toBe(false);
    expect(await applied(url)).toEqual({ count: 0, hashes: 0 });
  });
});
