import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, processRuns, runningPostmaster, startEmbeddedPostgres } from './embedded-postgres';

const dir = mkdtempSync(path.join(tmpdir(), 'printshop-embedded-'));
const started: EmbeddedPostgres[] = [];
afterAll(async () => {
  for (const server of started) await server.stop().catch(() => undefined);
  const orphan = runningPostmaster(path.join(dir, 'data'));
  if (orphan !== null) process.kill(orphan, 'SIGQUIT');
  rmSync(dir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function start(): Promise<EmbeddedPostgres> {
  const server = await startEmbeddedPostgres(dir);
  started.push(server);
  return server;
}

describe('the embedded PostgreSQL server', () => {
  it('is made on first start, PostgreSQL 18 on 127.0.0.1 with a generated password, fsync on', async () => {
    const server = await start();
    const url = new URL(server.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(decodeURIComponent(url.password)).toBe(readFileSync(path.join(dir, 'password'), 'utf8').trim());
    expect(statSync(path.join(dir, 'password')).mode & 0o077, 'the password file is private').toBe(0);
    const [settings] = await query<{ version: string; fsync: string; sync: string }>(
      server.url,
      "SELECT current_setting('server_version_num') AS version, current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS sync",
    );
    expect(Number(settings?.version)).toBeGreaterThanOrEqual(180_000);
    expect(settings).toMatchObject({ fsync: 'on', sync: 'on' });
    await expect(query(server.url.replace(url.password, 'wrong'), 'SELECT 1'), 'a wrong password is refused').rejects.toThrow(/password/);
    await query(server.url, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('before the kill')");
  });

  it('after its shop was killed, the next start stops the orphan cleanly and starts again, with its data', async () => {
    const orphan = runningPostmaster(path.join(dir, 'data'));
    expect(orphan, 'the first server still runs, as after a kill -9 of its shop').not.toBeNull();
    started.length = 0; // its shop is "gone": nobody stops it but the next start
    const server = await start();
    expect(processRuns(orphan as number)).toBe(false);
    expect(runningPostmaster(path.join(dir, 'data'))).not.toBe(orphan);
    expect(await query(server.url, 'SELECT note FROM kept')).toEqual([{ note: 'before the kill' }]);
  });

  it('stop() stops it; died does not resolve for a stop, but does when the server goes away', async () => {
    const server = started.pop() as EmbeddedPostgres;
    const died = Promise.race([server.died.then(() => 'died'), new Promise((r) => setTimeout(() => r('alive'), 1_500))]);
    await server.stop();
    expect(runningPostmaster(path.join(dir, 'data'))).toBeNull();
    expect(await died).toBe('alive');

    const again = await start();
    process.kill(runningPostmaster(path.join(dir, 'data')) as number, 'SIGKILL');
    expect((await again.died).message).toMatch(/stopped/);
  });
});
