import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { AuthToken, type RegisterRequest } from '../../../shared/api/selfcare';
import { registration, registrationSerial } from './test-registration';
import { createTestApp, testClock, type TestClock } from '../../test/test-app';

export { registration };

export interface SelfcareTestApp {
  app: FastifyInstance;
  clock: TestClock;
  close(): Promise<void>;
}

/** Like createTestApp, plus the movable clock the account tests need. */
export async function createSelfcareTestApp(env: Record<string, string> = {}): Promise<SelfcareTestApp> {
  const clock = testClock();
  const { app, close } = await createTestApp(env, { now: () => clock.now });
  return { app, clock, close };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers a customer through the API; answers its token and the payload used. */
export async function registerCustomer(app: FastifyInstance, overrides: Partial<Record<keyof RegisterRequest, unknown>> = {}) {
  const payload = registration(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/selfcare/register', payload, remoteAddress: `10.9.${registrationSerial() % 250}.1` });
  expect(res.statusCode, res.body).toBe(200);
  return { ...AuthToken.parse(res.json()), payload };
}
