import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { serverDir } from '../../server-dir';
import { createScratchPostgres } from '../../test/test-database';
import { audit } from './audit';
import { verifyAuditChain } from './audit-chain';

/* A live shop's log from before the chain: migration 0022 hashes its rows, and new ones follow them. */

let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
beforeAll(async () => {
  scratch = await createScratchPostgres();
});
afterAll(() => scratch.drop());

/** The migrations as they were before 0022_audit_chain, in a folder of their own. */
function migrationsBeforeTheChain(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-before-chain-'));
  cpSync(path.join(serverDir, 'db', 'migrations'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const chain = journal.entries.findIndex((entry) => entry.tag === '0022_audit_chain');
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, chain) }));
  return folder;
}

describe('the audit chain on a log written before it', () => {
  it('hashes the older rows in the order of their ids, and the new ones follow', async () => {
    const folder = migrationsBeforeTheChain();
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
      for (const n of [1, 2, 3])
        await client.query(
          `insert into audit_log (staff_id, action, subject_type, subject_id, after) values ($1, 'voucher.disable', 'voucher', $2, '{"active": false}')`,
          [n, String(n)],
        );
    } finally {
      await client.end();
      rmSync(folder, { recursive: true, force: true });
    }
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    try {
      expect(await verifyAuditChain(database.db)).toEqual({ ok: true, checked: 3 });
      await audit(database.db, { by: null, action: 'voucher.disable', subjectType: 'voucher', subjectId: 4, after: { active: false }, at: new Date() });
      expect(await verifyAuditChain(database.db)).toEqual({ ok: true, checked: 4 });
    } finally {
      await database.close();
    }
  });
});
