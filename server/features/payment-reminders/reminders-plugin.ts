import fp from 'fastify-plugin';
import type { Config } from '../../config/config';
import { enqueue } from '../../jobs/enqueue';
import { REMINDER_QUEUE, sendPaymentReminders } from './send-reminders';

declare module 'fastify' {
  interface FastifyInstance {
    paymentReminders: {
      /** Sends the job now and works it, as the schedule would (tests, operators' scripts). */
      run(): Promise<void>;
    };
  }
}

/** The payment-reminder job, a schedule of the job engine (every REMINDER_POLL_MS), one run at a time across processes. */
export default fp<{ config: Config }>(
  async function paymentReminders(app, { config }) {
    const deps = { db: app.db, now: app.now, config, log: app.log.child({ job: REMINDER_QUEUE }) };
    // A failed run is not tried again: the next turn of the schedule is, and finds the same orders.
    const queue = await app.jobs.queue({ name: REMINDER_QUEUE, retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 3600, oneAtATime: true }, () =>
      sendPaymentReminders(deps),
    );
    app.decorate('paymentReminders', {
      run: async () => {
        await enqueue(app.db, REMINDER_QUEUE, {});
        await queue.flush();
      },
    });
    if (config.REMINDER_POLL_MS > 0) {
      app.addHook('onReady', async () => {
        await queue.every(config.REMINDER_POLL_MS);
      });
    }
  },
  { name: 'payment-reminders', dependencies: ['database', 'auth', 'jobs', 'mail'] },
);
