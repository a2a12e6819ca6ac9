import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DRAFT_HEADER } from '../../../shared/api/partner-drafts';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { partnerKeyOf, type Visitor } from '../../http/visitor';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request acts for; see server/http/visitor.ts. Routes read it once, into their service context. */
    visitor: Visitor;
  }
}

const DRAFT_HEADER_NAME = DRAFT_HEADER.toLowerCase();

function draftTokenOf(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

function visitorOf(request: FastifyRequest): Visitor {
  return {
    customerId: typeof request.customerId === 'number' ? request.customerId : null,
    basketToken: request.cookies[BASKET_COOKIE] || null,
    draftToken: draftTokenOf(request.headers[DRAFT_HEADER_NAME]),
    partnerKey: partnerKeyOf(request.headers),
  };
}

/**
 * The one place that knows where a visitor's customer, basket cookie and draft header come from.
 * A getter rather than a value set by a hook: Fastify refuses an object as a request decorator's
 * default, and reading a cookie and a header costs nothing; auth has set customerId before any
 * handler runs.
 */
export default fp(
  async function visitor(app) {
    app.decorateRequest('visitor', {
      getter(this: FastifyRequest) {
        return visitorOf(this);
      },
    });
  },
  { name: 'visitor', dependencies: ['auth', '@fastify/cookie'] },
);
