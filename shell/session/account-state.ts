import { atom } from 'jotai';
import { readCookie } from '../lib/cookies';
import { AUTH_COOKIE } from '../lib/current-locale';

/** Which account overlay is open: the login one (with its lost-credentials view) or register. */
export type AccountOverlay = 'login' | 'register' | null;
export const accountOverlayAtom = atom<AccountOverlay>(null);

/** The auth token of the logged-in customer, or null; mirrors the auth_token cookie. */
export const authTokenAtom = atom<string | null>(typeof document === 'undefined' ? null : readCookie(AUTH_COOKIE));
