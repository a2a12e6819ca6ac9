import type { FastifyReply, FastifyRequest } from 'fastify';

/** The visitor's basket cookie: a random token; only its SHA-256 is stored. */
export const BASKET_COOKIE = 'basket_session';
/** Seconds the cookie lives, never renewed: after it, no visitor can reach the basket (the clean-up job relies on this). */
export const BASKET_COOKIE_MAX_AGE = 90 * 24 * 3600;

/**
 * What a service answers, and the token of the visitor basket it opened on the way (null when it
 * opened none): services never see the reply, so the route sets the cookie.
 */
export interface WithBasketToken<T> {
  value: T;
  basketToken: string | null;
}

/** Sets the cookie of a newly opened visitor basket (httpOnly, SameSite=Lax, Secure on https) and gives the answer. */
export function withBasketCookie<T>(request: FastifyRequest, reply: FastifyReply, answer: WithBasketToken<T>): T {
  if (answer.basketToken !== null) {
    reply.setCookie(BASKET_COOKIE, answer.basketToken, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: BASKET_COOKIE_MAX_AGE,
    });
  }
  return answer.value;
}
