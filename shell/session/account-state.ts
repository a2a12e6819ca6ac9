import { atom } from 'jotai';

/** Which account overlay is open: the login one (with its lost-credentials view) or register. */
export type AccountOverlay = 'login' | 'register' | null;
export const accountOverlayAtom = atom<AccountOverlay>(null);

/**
 * The auth token of the logged-in customer, or null; mirrors the auth_token cookie. It starts null,
 * as on the server (whose HTML shows no login), and AccountHost reads the cookie after hydration.
 */
export const authTokenAtom = atom<string | null>(null);
