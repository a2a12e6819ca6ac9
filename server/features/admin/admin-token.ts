import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';

/**
 * Lets the request pass when its X-Admin-Token equals the configured token. Both sides are hashed
 * first, so the comparison takes the same time whatever the length or content of the guess.
 */
const digest = (value: string) => createHash('sha256').update(value).digest();

export function requireAdmin(request: FastifyRequest, adminToken: string | undefined): void {
  if (adminToken === undefined) throw new HttpError('not_found');
  const sent = request.headers[ADMIN_TOKEN_HEADER];
  if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), digest(adminToken))) throw new HttpError('unauthorized');
}
