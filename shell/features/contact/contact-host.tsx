import { useAtom } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { OverlayPlaceholder } from '../../components/overlay/overlay-placeholder';
import { contactOpenAtom } from '../../state/contact-state';

// The overlay's code (floating-ui's focus manager, zod-parsed config) loads on first opening.
const ContactOverlay = lazy(() => import('./contact-overlay'));

/**
 * Mounts the contact overlay once it was first opened, then keeps it (it renders nothing closed).
 * While its code loads, an empty dialog holds focus, so a Tab pressed meanwhile stays in the dialog.
 */
export function ContactHost() {
  const intl = useIntl();
  const [open, setOpen] = useAtom(contactOpenAtom);
  const [wanted, setWanted] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  const placeholder = open ? (
    <OverlayPlaceholder title={intl.formatMessage({ id: 'contact.title' })} onClose={() => setOpen(false)} openerRef={openerRef} />
  ) : null;
  return (
    <Suspense fallback={placeholder}>
      <ContactOverlay openerRef={openerRef} />
    </Suspense>
  );
}
