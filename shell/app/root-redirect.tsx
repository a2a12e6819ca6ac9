import { Navigate } from 'react-router';
import { LANGUAGE_COOKIE, readCookie } from '../lib/cookies';
import { toLocale } from '../lib/locale';

/** The bare root: the language of the cookie, else German (the server answers / the same way). */
export function RootRedirect() {
  return <Navigate to={`/${toLocale(readCookie(LANGUAGE_COOKIE))}`} replace />;
}
