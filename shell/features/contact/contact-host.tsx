import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { contactOpenAtom } from '../../state/contact-state';

// The overlay's code (floating-ui's focus manager, zod-parsed config) loads on first opening.
const ContactOverlay = lazy(() => import('./contact-overlay'));

/** Mounts the contact overlay once it was first opened, then keeps it (it renders nothing closed). */
export function ContactHost() {
  const open = useAtomValue(contactOpenAtom);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ContactOverlay />
    </Suspense>
  );
}
