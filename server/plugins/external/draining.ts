import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A stopping server (deploy, SIGTERM) finishes the requests it has, then lets go of their
 * connections: answers sent while closing say 'Connection: close'. Without it a keep-alive
 * connection whose request was in flight at the stop stays open and idle, the HTTP server never
 * finishes closing, and the process is killed by the shutdown timer instead of exiting cleanly.
 */
export default fp(
  async function draining(app: FastifyInstance) {
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
