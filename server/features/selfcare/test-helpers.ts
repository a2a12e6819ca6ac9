import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { AuthToken, type RegisterRequest } from '../../../shared/api/selfcare';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/config';
import { openTestDatabase } from '../../test/test-database';

/** A clock the test moves by hand; the app reads it for every expiry and rate-limit window. */
export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface SelfcareTestApp {
  app: FastifyInstance;
  clock: TestClock;
  close(): Promise<void>;
}

/** Like createTestApp, plus the movable clock the account tests need. */
export async function createSelfcareTestApp(env: Record<string, string> = {}): Promise<SelfcareTestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DIST_DIR: '/nonexistent-dist',
    PUBLIC_URL: 'http://shop.test',
    LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRINT_WORKER_POLL_MS: '0',
    ...env,
  });
  const clock: TestClock = {
    now: new Date('2030-03-01T10:00:00Z'),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const app = await buildApp(config, { database, now: () => clock.now });
  await app.ready();
  return { app, clock, close: () => app.close() };
}

let serial = 0;
/** A valid registration payload (spec section 3 fields); every call gets its own username and e-mail. */
export function registration(overrides: Partial<Record<keyof RegisterRequest, unknown>> = {}): Record<string, unknown> {
  serial += 1;
  const id = `${process.pid}${serial}`;
  return {
    type: 'private',
    language_id: 1,
    company: '',
    department: '',
    sex: 'f',
    firstname: 'Anna',
    lastname: 'Muster',
    birthdate: '29.02.1988',
    address1: 'Bahnhofstrasse 1',
    address2: '',
    zipcode: '6039',
    city: 'Root',
    phone: '041 123 45 67',
    mobile: '',
    email: `anna${id}@example.ch`,
    hasNewsletterSubscription: 1,
    knownFrom: null,
    knownFromDetail: '',
    username: `anna${id}`,
    password: 'correct horse battery staple',
    registerReferrer: '',
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers a customer through the API; answers its token and the payload used. */
export async function registerCustomer(app: FastifyInstance, overrides: Partial<Record<keyof RegisterRequest, unknown>> = {}) {
  const payload = registration(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/selfcare/register', payload, remoteAddress: `10.9.${serial % 250}.1` });
  expect(res.statusCode, res.body).toBe(200);
  return { ...AuthToken.parse(res.json()), payload };
}
