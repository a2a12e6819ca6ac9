import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../db/database';
import { createTestApp, type TestApp } from '../test-app';
import { type LocalStripe, type SignedEvent, startLocalStripe } from './local-stripe';

/** The Stripe keys of the tests' shop (test mode keys of the local Stripe server). */
const STRIPE_TEST_KEYS = { STRIPE_SECRET_KEY: 'sk_test_printshop', STRIPE_WEBHOOK_SECRET: 'whsec_printshoptest' } as const;

/** Posts a signed event to the shop's webhook as Stripe would; answers the shop's reply. */
export function postEvent(app: FastifyInstance, event: Pick<SignedEvent, 'payload' | 'signature'>) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

export interface ShopWithStripe {
  app: FastifyInstance;
  database: Database;
  stripe: LocalStripe;
}

/**
 * A test file's shop taking online payment: the real app (its own database) with the real Stripe
 * SDK pointed at a local Stripe server, whose events reach the app's webhook (through inject).
 * The follow-up job does not poll: tests run it with app.onlinePayments.followUp().
 */
export function useShopWithStripe(env: Record<string, string> = {}, options: { now?: () => Date } = {}): ShopWithStripe {
  let app: TestApp | undefined;
  let stripe: LocalStripe | undefined;
  beforeAll(async () => {
    stripe = await startLocalStripe({
      webhookSecret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
      deliver: async (event) => (await postEvent(made().app, event)).statusCode,
    });
    app = await createTestApp({ ...STRIPE_TEST_KEYS, STRIPE_API_BASE: stripe.base, ONLINE_PAYMENT_POLL_MS: '0', ...env }, options);
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });
  const made = () => {
    if (!app || !stripe) throw new Error('the shop is made in beforeAll; use it inside a test or hook');
    return { ...app, stripe };
  };
  return {
    get app() {
      return made().app;
    },
    get database() {
      return made().database;
    },
    get stripe() {
      return made().stripe;
    },
  };
}
