import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/http-error';
import type { PartnerActor } from '../audit/audit';
import { partnerCookie } from './partner-cookie';
import { partnerOfToken, type PartnerPrincipal } from './partner-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The portal person of the request's session cookie (read for /api/partner only), or null. */
    partnerUser: PartnerPrincipal | null;
  }
}

/** The portal's person of a request: 401 without a valid session (none, expired, ended, or its partner inactive). */
export function requirePartner(request: FastifyRequest): PartnerPrincipal {
  if (request.partnerUser === null) throw new HttpError('unauthorized');
  return request.partnerUser;
}

/** The session's partner as the actor of what it changes in its portal (the audit log). */
export function partnerActor(request: FastifyRequest): PartnerActor {
  const { partnerId, partnerName } = requirePartner(request);
  return { kind: 'partner', partnerId, name: partnerName };
}

/** Resolves the portal person of each /api/partner request from its session cookie; the cookie means nothing anywhere else. */
export default fp(
  async function partnerPortal(app) {
    app.decorateRequest('partnerUser', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/partner/')) return;
      const token = partnerCookie.token(request);
      if (token !== null) request.partnerUser = await partnerOfToken(app.db, token, app.now());
    });
  },
  { name: 'partner-portal', dependencies: ['database', 'auth'] },
);
