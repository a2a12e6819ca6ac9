import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { readCookie } from '../../lib/cookies';
import { AUTH_COOKIE } from '../../lib/current-locale';
import { withLaterTexts } from '../../lib/intl/texts';
import { accountOverlayAtom, authTokenAtom } from '../../session/account-state';
import { watchAuthToken } from '../../session/auth-sync';

// Each overlay (forms, zod, the API client, the account texts) loads on its first opening.
const LoginOverlay = lazy(withLaterTexts(() => import('./login-overlay')));
const RegisterOverlay = lazy(withLaterTexts(() => import('./register-overlay')));

/**
 * Mounts the account overlays once first opened, then keeps them (they render nothing closed), and
 * keeps the login state in step with logins and logouts in other tabs.
 */
export function AccountHost() {
  const open = useAtomValue(accountOverlayAtom);
  const setToken = useSetAtom(authTokenAtom);
  useEffect(() => {
    setToken(readCookie(AUTH_COOKIE));
    return watchAuthToken(setToken);
  }, [setToken]);
  const [wanted, setWanted] = useState({ login: false, register: false });
  if (open && !wanted[open]) setWanted({ ...wanted, [open]: true });
  return (
    <Suspense fallback={null}>
      {wanted.login && <LoginOverlay />}
      {wanted.register && <RegisterOverlay />}
    </Suspense>
  );
}
