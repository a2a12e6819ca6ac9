import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Under overload a request that waits in the queue only times out later, after costing memory;
 * answering 503 with Retry-After at once keeps the server responsive for the requests it does
 * take, and clients (and load balancers, through /api/health) back off. The 503 goes through the
 * error handler, so it comes in the one error shape and the request's language. (Server tests
 * turn it off: a test machine under load must not shed the requests that test something else.)
 */
async function loadShedding(app: FastifyInstance, { maxEventLoopDelayMs, sampleIntervalMs }: { maxEventLoopDelayMs: number; sampleIntervalMs?: number }) {
  if (maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    retryAfter: 5,
    ...(sampleIntervalMs ? { sampleInterval: sampleIntervalMs } : {}),
  });
}

export default fp(loadShedding, { name: 'load-shedding', dependencies: ['errors'] });
