import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locales';
import type { Db } from '../db/database';
import type { RateLimitContext } from './rate-limit';
import type { Visitor } from './visitor';

/** What a service needs of the request: no Fastify objects, so services stay testable without inject. */
export interface ServiceContext extends RateLimitContext {
  db: Db;
  /** The request's moment, read once from the app's (injectable) clock. */
  now: Date;
  log: FastifyBaseLogger;
  ip: string;
  locale: Locale;
  visitor: Visitor;
}

/** The context of one request; ipLimitFactor is RATE_LIMIT_IP_FACTOR for routes that count per IP. */
export function serviceContext(app: FastifyInstance, request: FastifyRequest, ipLimitFactor?: number): ServiceContext {
  return {
    db: app.db,
    now: app.now(),
    log: request.log,
    ip: request.ip,
    locale: request.locale,
    visitor: request.visitor,
    ...(ipLimitFactor === undefined ? {} : { ipLimitFactor }),
  };
}
