import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** From the start of a drain on: /api/health/ready answers 503, so a proxy or orchestrator sends this process no new visitors. */
    readonly draining: boolean;
    /**
     * The drain before a stop (server/main.ts on SIGTERM): the process keeps serving for `periodMs`
     * while the work registered with onDrain begins; resolves once both are over. The app is closed after it.
     */
    drain(periodMs: number): Promise<void>;
    /** Work that begins with the drain and may take its period (the job engine takes no new jobs and lets its tries finish). */
    onDrain(work: (periodMs: number) => Promise<void>): void;
  }
}

/**
 * A stopping server (deploy, SIGTERM) first drains: it tells the proxy it is not ready and goes on
 * serving what still comes, for as long as the proxy takes to notice (its health checks' interval).
 * Then it closes: it finishes the requests it has and lets go of their connections: answers sent
 * while closing say 'Connection: close'. Without it a keep-alive connection whose request was in
 * flight at the stop stays open and idle, the HTTP server never finishes closing, and the process
 * is killed by the shutdown timer instead of exiting cleanly.
 */
export default fp(
  async function draining(app: FastifyInstance) {
    let drainingNow = false;
    const drainWork: Array<(periodMs: number) => Promise<void>> = [];
    app.decorate('draining', { getter: () => drainingNow });
    app.decorate('onDrain', (work: (periodMs: number) => Promise<void>) => void drainWork.push(work));
    app.decorate('drain', async (periodMs: number) => {
      drainingNow = true;
      await Promise.all([new Promise((resolve) => setTimeout(resolve, periodMs)), ...drainWork.map((work) => work(periodMs))]);
    });

    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'draining' },
);
