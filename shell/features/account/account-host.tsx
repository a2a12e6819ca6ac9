import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { accountOverlayAtom } from './account-state';

// Each overlay (forms, zod, the API client) loads on its first opening.
const LoginOverlay = lazy(() => import('./login-overlay'));
const RegisterOverlay = lazy(() => import('./register-overlay'));

/** Mounts the account overlays once first opened, then keeps them (they render nothing closed). */
export function AccountHost() {
  const open = useAtomValue(accountOverlayAtom);
  const [wanted, setWanted] = useState({ login: false, register: false });
  if (open && !wanted[open]) setWanted({ ...wanted, [open]: true });
  return (
    <Suspense fallback={null}>
      {wanted.login && <LoginOverlay />}
      {wanted.register && <RegisterOverlay />}
    </Suspense>
  );
}
