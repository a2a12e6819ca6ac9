import { describe, expect, it } from 'vitest';
import { getHealth, getHealthLive, getHealthReady } from '../../../shared/api/health';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

// Test apps open their scratch database by URL, as with DATABASE_URL.
const dbKind = 'postgres';

describe('health', () => {
  it('live, ready and the old /api/health answer 200 while all is well', async () => {
    expect(getHealthLive.response.parse((await t.app.inject({ url: '/api/health/live' })).json())).toEqual({ status: 'ok', version: '0.1.0' });
    expect(getHealthReady.response.parse((await t.app.inject({ url: '/api/health/ready' })).json())).toEqual({
      status: 'ok',
      database: dbKind,
      storage: 'disk',
      version: '0.1.0',
    });
    expect(getHealth.response.parse((await t.app.inject({ url: '/api/health' })).json()).database).toBe(dbKind);
  });

  it('ready answers 503 when the storage does not answer; live does not care', async () => {
    const storage = t.app.images.storage as { exists: (key: string) => Promise<boolean> };
    const exists = storage.exists;
    storage.exists = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' }));
    try {
      expectError(await t.app.inject({ url: '/api/health/ready' }), 503, 'service_unavailable');
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      storage.exists = exists;
    }
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('without a database, live still answers 200 (it runs no query); ready and /api/health answer 503', async () => {
    const { app } = t;
    const dbPing = app.dbPing;
    let queries = 0;
    app.dbPing = () => {
      queries += 1;
      return Promise.reject(Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' }));
    };
    try {
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      expect(queries).toBe(0);
      expectError(await t.app.inject({ url: '/api/health/ready' }), 503, 'service_unavailable');
      expectError(await t.app.inject({ url: '/api/health' }), 503, 'service_unavailable');
      expect(queries).toBe(2);
    } finally {
      app.dbPing = dbPing;
    }
  });
});
