import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locales';
import { type ProductRepository, uncachedProducts } from '../catalogue/product-repository';
import { type BasketLookups, prepareBasketLookups } from '../db/basket-lookups';
import type { Db } from '../db/database';
import type { DesignThumbnails } from '../thumbnails/design-thumbnail-urls';
import type { RateLimitContext } from './rate-limit';
import type { Visitor } from './visitor';

/** What a service needs of the request: no Fastify objects, so services stay testable without inject. */
export interface ServiceContext extends RateLimitContext {
  db: Db;
  /** The active products (the app's cached ones; read over db inside a transaction). */
  productRepository: ProductRepository;
  /** The prepared queries finding a visitor's basket, of the same database as db. */
  basketLookups: BasketLookups;
  /** The request's moment, read once from the app's (injectable) clock. */
  now: Date;
  log: FastifyBaseLogger;
  ip: string;
  locale: Locale;
  visitor: Visitor;
  /** Mints the signed URLs of design thumbnails (server/thumbnails). */
  thumbnails: DesignThumbnails;
}

/** The context of one request; ipLimitFactor is RATE_LIMIT_IP_FACTOR for routes that count per IP. */
export function serviceContext(app: FastifyInstance, request: FastifyRequest, ipLimitFactor?: number): ServiceContext {
  return {
    db: app.db,
    productRepository: app.productRepository,
    basketLookups: app.basketLookups,
    now: app.now(),
    log: request.log,
    ip: request.ip,
    locale: request.locale,
    visitor: request.visitor,
    thumbnails: app.designThumbnails,
    ...(ipLimitFactor === undefined ? {} : { ipLimitFactor }),
  };
}

/**
 * The same context inside a transaction: every read goes over the transaction's connection,
 * products included (uncached, as the transaction sees them). The app's repositories use the pool,
 * whose other connections a transaction must never wait for.
 */
export function inTransaction<C extends ServiceContext>(ctx: C, tx: Db): C {
  return { ...ctx, db: tx, productRepository: uncachedProducts(tx), basketLookups: prepareBasketLookups(tx) };
}
