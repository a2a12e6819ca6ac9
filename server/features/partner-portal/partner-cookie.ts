import { sessionCookie } from '../../http/session-cookie';

/**
 * The partner portal's session cookie. SameSite=Lax: a link from the partner's own mail or site opens
 * the portal logged in; other sites' requests that change data are refused by the shop's origin check.
 */
export const PARTNER_COOKIE = 'partner_session';

/** 12 hours, never extended, as the back office's. */
export const PARTNER_SESSION_TTL_MS = 12 * 3600 * 1000;

export const partnerCookie = sessionCookie(PARTNER_COOKIE, PARTNER_SESSION_TTL_MS, 'lax');
