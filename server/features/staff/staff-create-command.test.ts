import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from '../../test/test-database';

const command = path.resolve(import.meta.dirname, 'staff-create-command.ts');
const password = 'lavender-harbour-42-quiet';

/** `npm run staff:create` as an operator runs it: its own process, the settings in its environment, the password on stdin. */
function staffCreate(env: Record<string, string>, email: string) {
  const { PATH, HOME } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', command, '--email', email, '--name', 'Anna Muster'], {
    env: { PATH: PATH ?? '', HOME: HOME ?? '', LOG_LEVEL: 'silent', ...env },
    input: `${password}\n`,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run staff:create', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  beforeAll(async () => {
    scratch = await createScratchPostgres({ seeded: true });
  });
  afterAll(async () => scratch.drop());

  it('refuses a DATA_DIR that holds no shop database instead of making a new one there', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'staff-create-'));
    try {
      const run = staffCreate({ DATA_DIR: dataDir }, 'anna@shop.example');
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`There is no shop database in ${path.join(dataDir, 'postgres')}`);
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('names the database it wrote to', () => {
    const url = new URL(scratch.url);
    const run = staffCreate({ DATABASE_URL: scratch.url, PUBLIC_URL: 'https://shop.example' }, 'bea@shop.example');
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`in the database ${url.pathname.slice(1)} on ${url.host} (DATABASE_URL)`);
  });

  it('leaves an audit entry naming no member as the one who acted', async () => {
    const run = staffCreate({ DATABASE_URL: scratch.url }, 'emil@shop.example');
    expect(run.status, run.stderr).toBe(0);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select staff_id, action, after from audit_log where subject_type = 'staff' and after->>'email' = 'emil@shop.example'`,
      );
      expect(rows).toEqual([{ staff_id: null, action: 'staff.create', after: expect.objectContaining({ email: 'emil@shop.example', role: 'owner' }) }]);
    } finally {
      await client.end();
    }
  });

  it('says when the admin address is only the default because PUBLIC_URL is not set', () => {
    const run = staffCreate({ DATABASE_URL: scratch.url, PORT: '8123' }, 'dora@shop.example');
    expect(run.stdout).toContain('Log in at http://localhost:8123/admin (PUBLIC_URL is not set');
  });
});
