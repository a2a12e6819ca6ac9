import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { guardPglite } from './pglite-guard';
import { isDatabaseUnavailable } from './unavailable';

/*
 * The real PANIC (a full disk as PostgreSQL needs a new WAL segment) is provoked in
 * server/test/faults/full-disk.test.ts, in a server process of its own: without the guard the
 * statement after it blocks the event loop for good, which must not happen inside the test runner.
 * Here the statement fails as PGlite reports a PANIC, and the guard must keep every later
 * statement, transactions included, out of the WASM module.
 */

const client = new PGlite();
afterAll(() => client.close());

const panic = () => Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), { severity: 'PANIC', code: '53100' });

describe('guardPglite', () => {
  it('lets ordinary errors pass and the instance live on', async () => {
    const guard = guardPglite(client);
    await expect(client.query('selec 1')).rejects.toMatchObject({ code: '42601', severity: 'ERROR' });
    await expect(client.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    expect(guard.deadBy()).toBeNull();
  });

  it('after a PANIC keeps every statement out of PostgreSQL and fails it at once as a crash shutdown', async () => {
    const guard = guardPglite(client);
    // oxlint-disable-next-line no-underscore-dangle -- the method the guard wraps: a statement that PANICs there
    await expect(client._runExclusiveQuery(() => Promise.reject(panic()))).rejects.toMatchObject({ severity: 'PANIC' });
    expect(await guard.died).toBe(guard.deadBy());
    const wasm = vi.spyOn(client, 'execProtocolRawSync');
    const failure = await client.query('select 1').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '57P02', name: 'EmbeddedDatabaseDied' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: failure }))).toBe(true);
    await expect(client.transaction((tx) => tx.query('select 1'))).rejects.toMatchObject({ code: '57P02' });
    await expect(client.exec('select 1')).rejects.toMatchObject({ code: '57P02' });
    expect(wasm).not.toHaveBeenCalled();
  });
});
