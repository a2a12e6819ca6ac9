import { createContext, useContext } from 'react';
import type { PartnerMe } from '../../../shared/api/partner-portal';
import type { Locale } from '../../../shared/i18n/locales';

export interface PortalSession {
  /** The logged-in person; null when nobody is; undefined while the server is asked. */
  me: PartnerMe | null | undefined;
  /** After a login (the person) or a logout or an ended session (null). */
  setMe: (me: PartnerMe | null) => void;
  locale: Locale;
  changeLanguage: (locale: Locale) => void;
}

export const PortalSessionContext = createContext<PortalSession | null>(null);

export function usePortalSession(): PortalSession {
  const session = useContext(PortalSessionContext);
  if (!session) throw new Error('usePortalSession needs the portal root above it');
  return session;
}
