import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config';
import type { StatusContext } from './change-status';

/** What a status change needs of the app and the request (staff routes that move orders). */
export function statusContext(app: FastifyInstance, config: Config, request: FastifyRequest): StatusContext {
  return {
    db: app.db,
    now: app.now(),
    locale: request.locale,
    company: config.company,
    publicUrl: config.PUBLIC_URL,
    trackingUrlTemplate: config.TRACKING_URL_TEMPLATE,
  };
}
