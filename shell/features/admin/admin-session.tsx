import { createContext, useContext } from 'react';
import type { StaffMember } from '../../../shared/api/admin-staff';
import type { Locale } from '../../../shared/i18n/locales';

export interface AdminSession {
  /** The logged-in member; null when nobody is; undefined while the server is asked. */
  me: StaffMember | null | undefined;
  /** After a login (the member) or a logout or an ended session (null). */
  setMe: (me: StaffMember | null) => void;
  locale: Locale;
  changeLanguage: (locale: Locale) => void;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession needs the back office root above it');
  return session;
}
