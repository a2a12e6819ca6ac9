import { sessionCookie } from './session-cookie';

/** The back office's session cookie (session-cookie.ts). SameSite=Strict: no other site's page or link makes the browser send it. */
export const STAFF_COOKIE = 'staff_session';

/** 12 hours: a working day, then a new login; never extended. */
export const STAFF_SESSION_TTL_MS = 12 * 3600 * 1000;

const cookie = sessionCookie(STAFF_COOKIE, STAFF_SESSION_TTL_MS, 'strict');

export const staffToken = cookie.token;
export const setStaffCookie = cookie.set;
export const clearStaffCookie = cookie.clear;
