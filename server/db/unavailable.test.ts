import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../../shared/api/error';
import errors from '../plugins/app/errors';
import locale from '../plugins/app/locale';
import { isDatabaseUnavailable } from './unavailable';

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

  it('leaves bugs and bad data alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('a request whose database is down', () => {
  it('answers 503 with Retry-After in the one error shape', async () => {
    const app = Fastify({ logger: false });
    await app.register(locale);
    await app.register(errors);
    app.get('/api/thing', async () => {
      throw new Error('Failed query', { cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED') });
    });
    const response = await app.inject({ url: '/api/thing', headers: { 'accept-language': 'de' } });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(ApiErrorBody.parse(response.json()).error.code).toBe('service_unavailable');
  });
});
