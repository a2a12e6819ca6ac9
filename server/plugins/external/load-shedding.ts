import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/http-error';

/** Why a request was shed: a lagging event loop, or too many queries waiting for a connection. */
export type ShedReason = 'event_loop' | 'db_waiting';

export interface LoadSheddingOptions {
  /** Event-loop delay above which requests are refused (0 = off). */
  maxEventLoopDelayMs: number;
  /** Queries waiting for a database connection above which requests are refused (0 = off). */
  maxDbWaiting?: number;
  dbWaiting?: () => number;
  sampleIntervalMs?: number;
  /** Whether a request costs no more than a read of what is already made (a product picture drawn before): such are never shed. */
  isStored?: (url: string) => Promise<boolean>;
  /** Told of each request shed (metrics). */
  onShed?: (reason: ShedReason) => void;
  /** Never shed (the metrics: what an operator reads to see the overload). */
  exempt?: string[];
}

/**
 * Under overload a request that waits in the queue only times out later, after costing memory;
 * answering 503 with Retry-After at once keeps the server responsive for the requests it does
 * take, and clients (and load balancers, through /api/health) back off. Two signs of overload:
 * a lagging event loop (CPU) and a long queue for
 * pool connections (the event loop idles while requests wait). The 503 goes through the error
 * handler, so it comes in the one error shape and the request's language. (Server tests turn it
 * off: a test machine under load must not shed the requests that test something else.)
 * The built front ends' files are never shed: they cost a file read, and a page whose HTML came
 * but whose scripts were refused is broken for good (a browser does not retry a module script).
 * Nor is what `isStored` finds made already: a refused <img> stays broken too.
 */
// Not /assets/ as a whole: product pictures are drawn there on their first request, which is real work.
const BUILT_FILES = ['/app/', '/widget/'];
const isBuiltFile = (url: string) => BUILT_FILES.some((prefix) => url.startsWith(prefix));
const pathOf = (url: string) => url.split('?', 1)[0];

async function loadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  const { maxEventLoopDelayMs, maxDbWaiting = 0, dbWaiting, sampleIntervalMs, isStored, onShed, exempt = [] } = options;
  const isExempt = (url: string) => exempt.includes(pathOf(url) as string);
  if (maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      // Resolving lets the request through; rejecting answers the 503 through the error handler.
      pressureHandler: async (request, reply) => {
        if (isBuiltFile(request.url) || isExempt(request.url) || (await isStored?.(request.url))) return;
        onShed?.('event_loop');
        reply.header('retry-after', '5');
        throw new HttpError('service_unavailable');
      },
      ...(sampleIntervalMs ? { sampleInterval: sampleIntervalMs } : {}),
    });
  }
  if (maxDbWaiting > 0 && dbWaiting) {
    app.addHook('onRequest', async (request, reply) => {
      if (dbWaiting() <= maxDbWaiting || request.url.startsWith('/api/health') || isExempt(request.url)) return;
      onShed?.('db_waiting');
      reply.header('retry-after', '5');
      throw new HttpError('service_unavailable');
    });
  }
}

export default fp(loadShedding, { name: 'load-shedding', dependencies: ['errors'] });
