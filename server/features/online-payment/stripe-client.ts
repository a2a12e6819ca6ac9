import { Stripe } from 'stripe';

/**
 * The official SDK with the shop's secret key. STRIPE_API_BASE points it at another host (the
 * local Stripe server of the tests and the e2e run); the SDK retries network failures and 409s
 * with the same idempotency key, so a retry never makes a second page or refund.
 */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase === undefined ? null : new URL(apiBase);
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}
