import type { Stripe } from 'stripe';
import { lazyPackage, lazyRequire } from '../../lazy/lazy-package';

/** The SDK (~250 ms of CPU to load), loaded with the first call to Stripe rather than at the start. */
const StripeSdk = lazyRequire<typeof Stripe>('stripe');

/** The SDK's error classes, for `instanceof`; reading one loads the SDK. */
export const stripeErrors: typeof Stripe.errors = lazyPackage(() => StripeSdk.errors);

/**
 * The official SDK with the shop's secret key. STRIPE_API_BASE points it at another host (the
 * local Stripe server of the tests and the e2e run); the SDK retries network failures and 409s
 * with the same idempotency key, so a retry never makes a second page or refund. The key and the
 * base were checked with the configuration at the start; the client itself is made at its first use.
 */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase === undefined ? null : new URL(apiBase);
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return lazyPackage(
    () =>
      new StripeSdk(secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
      }),
  );
}
