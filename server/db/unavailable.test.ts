import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../../shared/api/error';
import { locales } from '../../shared/i18n/locales';
import { diskFullMessage, errorMessage } from '../http/error-messages';
import errors from '../plugins/app/errors';
import locale from '../plugins/app/locale';
import { isDatabaseUnavailable, isDiskFull } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection from the real driver', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const pool = new pg.Pool({ connectionString: 'postgres://x:y@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    const failure = await pool.query('select 1').catch((error: unknown) => error);
    await pool.end();
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it('knows shutdown and connection SQLSTATEs, also wrapped by the ORM', () => {
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('connection failure', '08006') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: new Error('Cannot use a pool after calling end on the pool') }))).toBe(true);
  });

  it('knows a database short of memory or resources', () => {
    expect(isDatabaseUnavailable(withCode('out of memory', '53200'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('insufficient resources', '53000') }))).toBe(true);
  });

  it('leaves bugs and bad data alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    // A full disk is its own case (a different message), and a configuration limit is no passing state.
    expect(isDatabaseUnavailable(withCode('could not extend file', '53100'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('configuration limit exceeded', '53400'))).toBe(false);
  });
});

describe('isDiskFull', () => {
  it.skipIf(!existsSync('/dev/full'))('knows a real ENOSPC from the file system (/dev/full)', async () => {
    const failure = await writeFile('/dev/full', 'x').catch((error: unknown) => error);
    expect(isDiskFull(failure)).toBe(true);
  });

  it("knows PostgreSQL's disk_full wrapped by the ORM, and a quota", () => {
    const refused = withCode('could not extend file "base/5/16987": No space left on device', '53100');
    expect(isDiskFull(new Error('Failed query: insert into orders', { cause: refused }))).toBe(true);
    expect(isDiskFull(withCode('EDQUOT: disk quota exceeded, write', 'EDQUOT'))).toBe(true);
    expect(isDiskFull(new AggregateError([withCode('write ENOSPC', 'ENOSPC')]))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isDiskFull(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))).toBe(false);
    expect(isDiskFull(withCode('no such file or directory', 'ENOENT'))).toBe(false);
    expect(isDiskFull(withCode('out of memory', '53200'))).toBe(false);
    expect(isDiskFull(new Error('No space left on device'))).toBe(false);
  });
});

/** A bare app with the shop's locale and error handling whose one route, /api/thing, throws `error`. */
async function appFailingWith(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(locale);
  await app.register(errors);
  app.all('/api/thing', async () => {
    throw error;
  });
  return app;
}

describe('a request whose database is down', () => {
  it('answers 503 with Retry-After in the one error shape', async () => {
    const app = await appFailingWith(new Error('Failed query', { cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED') }));
    const response = await app.inject({ url: '/api/thing', headers: { 'accept-language': 'de' } });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(ApiErrorBody.parse(response.json()).error.code).toBe('service_unavailable');
  });
});

describe('a request refused for a full disk', () => {
  it('answers 503 with a later Retry-After and says, in each language, that saving is not possible', async () => {
    const app = await appFailingWith(
      new Error('Failed query: insert into orders', { cause: withCode('could not extend file "base/5/1": No space left on device', '53100') }),
    );
    for (const lang of locales) {
      const response = await app.inject({ method: 'POST', url: '/api/thing', headers: { 'accept-language': lang } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(ApiErrorBody.parse(response.json()).error).toEqual({ code: 'service_unavailable', message: diskFullMessage(lang) });
      expect(diskFullMessage(lang)).not.toBe(errorMessage('service_unavailable', lang));
    }
    await app.close();
  });
});
