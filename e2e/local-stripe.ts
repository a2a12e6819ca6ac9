/*
 * The local Stripe server of the e2e run (server/test/local-stripe): the shop's SDK calls it
 * (STRIPE_API_BASE), the shopper pays on its page, and it sends the signed webhook to the shop a
 * moment after sending the shopper back, so the confirmation page first waits for the payment, as
 * with Stripe. Started once, in Playwright's main process, like the mail catcher; workers inherit
 * its settings through the environment and start none.
 */
import { startLocalStripe } from '../server/test/local-stripe/local-stripe';

const KEYS = { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: 'whsec_e2e' } as const;

/** The Stripe settings of the shop's webServer environment. */
export async function e2eStripe(shopBase: string): Promise<Record<string, string>> {
  if (!process.env.E2E_STRIPE_API_BASE) {
    const stripe = await startLocalStripe({
      webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
      webhookUrl: `${shopBase}/api/payments/stripe/webhook`,
      webhookDelayMs: 1500,
    });
    stripe.unref();
    process.env.E2E_STRIPE_API_BASE = stripe.base;
  }
  return { ...KEYS, STRIPE_API_BASE: process.env.E2E_STRIPE_API_BASE };
}
