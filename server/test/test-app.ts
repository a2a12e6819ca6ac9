import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/database';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A clock the test moves by hand; the app reads it for every expiry and rate-limit window. */
export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

/** A TestClock at `start` (1 March 2030, 10:00 UTC unless given). */
export function testClock(start = new Date('2030-03-01T10:00:00Z')): TestClock {
  return {
    now: start,
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
}

/** The real app on its own freshly migrated and seeded database; requests go through app.inject. `now` replaces the clock. */
export async function createTestApp(env: Record<string, string> = {}, options: { now?: () => Date; logStream?: DestinationStream } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DIST_DIR: '/nonexistent-dist',
    PUBLIC_URL: 'http://shop.test',
    LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRINT_WORKER_POLL_MS: '0',
    ...env,
  });
  const app = await buildApp(config, { database, ...options });
  await app.ready();
  return { app, database, close: () => app.close() };
}
