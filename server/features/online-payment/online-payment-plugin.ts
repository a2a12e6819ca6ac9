import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Stripe } from 'stripe';
import type { Config } from '../../config/config';
import type { JobRuns } from '../../jobs/job-engine';
import { openCheckoutPage } from './checkout-page';
import { type OnlinePaymentContext, within } from './context';
import { refundCancelled } from './refunds';
import type { Db } from '../../db/database';
import type { Locale } from '../../../shared/i18n/locales';
import type { OrderRow } from '../orders/order-views';
import type { StaffActor } from '../../http/require-staff';
import { followUpPayments, type FollowUpCounts } from './follow-up';
import { createStripeClient } from './stripe-client';

export interface OnlinePayments {
  stripe: Stripe;
  webhookSecret: string;
  /** The services' context at this moment, logging to `log`. */
  context(log: FastifyBaseLogger): OnlinePaymentContext;
  /** The payment page of an unpaid online order (features/online-payment/checkout-page.ts). */
  openPage(orderId: number, accessToken: string | null, log: FastifyBaseLogger): ReturnType<typeof openCheckoutPage>;
  /** Gives back the rest of a cancelled order's online payment inside the cancel's transaction (refunds.ts). */
  refundCancelled(tx: Db, order: OrderRow, staff: StaffActor, reason: string, locale: Locale, log: FastifyBaseLogger): Promise<void>;
  /** Runs one follow-up pass now and waits for it (tests, operators' scripts). */
  followUp(): Promise<FollowUpCounts>;
  /** The scheduled follow-up passes of this process; null where it runs none. */
  followUpRuns(): JobRuns | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when the shop takes no online payment (no Stripe keys configured). */
    onlinePayments: OnlinePayments | null;
  }
}

/** Stripe, once per process, when both keys are configured; with it the follow-up job (a schedule of the job engine) on the app's clock. */
export default fp<{ config: Config }>(
  async function onlinePayments(app, { config }) {
    if (config.STRIPE_SECRET_KEY === undefined || config.STRIPE_WEBHOOK_SECRET === undefined) {
      app.decorate('onlinePayments', null);
      return;
    }
    const stripe = createStripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE);
    const settings = {
      publicUrl: config.PUBLIC_URL,
      graceMinutes: config.ONLINE_PAYMENT_GRACE_MINUTES,
      company: config.company,
      trackingUrlTemplate: config.TRACKING_URL_TEMPLATE,
    };
    const context = (log: FastifyBaseLogger): OnlinePaymentContext => ({ db: app.db, stripe, now: app.now(), log, settings });
    const jobLog = app.log.child({ job: 'online-payments' });
    // A failed pass (Stripe away) is not tried again: the next turn of the schedule is.
    const queue = await app.jobs.queue({ name: 'online-payment-follow-up', retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 600, oneAtATime: true }, () =>
      followUpPayments(context(jobLog)),
    );
    app.decorate('onlinePayments', {
      stripe,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      context,
      openPage: (orderId, accessToken, log) => openCheckoutPage(context(log), orderId, accessToken),
      refundCancelled: (tx, order, staff, reason, locale, log) => refundCancelled(within(context(log), tx), order, staff, reason, locale),
      followUp: () => followUpPayments(context(jobLog)),
      followUpRuns: () => queue.runs(),
    });
    if (config.ONLINE_PAYMENT_POLL_MS > 0) {
      app.addHook('onReady', async () => {
        await queue.every(config.ONLINE_PAYMENT_POLL_MS);
      });
    }
  },
  { name: 'online-payments', dependencies: ['database', 'auth', 'jobs'] },
);
