import { createHash } from 'node:crypto';

/** The visitor's basket cookie: a random token; only its SHA-256 is stored. */
export const BASKET_COOKIE = 'basket_session';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
