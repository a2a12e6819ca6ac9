import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { getStaffMe, type StaffMember, updateStaffMe } from '../../../shared/api/admin-staff';
import type { Locale } from '../../../shared/i18n/locales';
import { ClientOnly } from '../../components/client-only';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { loadTexts } from '../../lib/intl/texts';
import { toLocale } from '../../lib/locale';
import { useResource } from '../../lib/use-resource';
import { adminApi, setAdminApiLanguage } from './admin-api';
import { AdminSessionContext } from './admin-session';
import './admin.css';
import './admin-screens.css';

/** The language of the login page: the last member's on this browser, else German. */
const LANGUAGE_KEY = 'admin-language';
const storedLanguage = (): Locale => toLocale(window.localStorage.getItem(LANGUAGE_KEY));

/**
 * The back office's root (/admin): never indexed, and rendered in the browser only (the server's
 * HTML carries nothing of it: its data is the staff's, behind their session cookie).
 */
export function AdminRoot() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <ClientOnly fallback={<div className="admin-boot" />}>
        <AdminApp />
      </ClientOnly>
    </>
  );
}

function AdminApp() {
  const [locale, setLocale] = useState<Locale>(storedLanguage);
  const [me, setMeState] = useState<StaffMember | null | undefined>(undefined);
  const texts = useResource(() => loadTexts(locale), [locale]);

  const applyLanguage = useCallback((next: Locale) => {
    setAdminApiLanguage(next);
    window.localStorage.setItem(LANGUAGE_KEY, next);
    document.documentElement.lang = next;
    setLocale(next);
  }, []);
  const setMe = useCallback(
    (member: StaffMember | null) => {
      setMeState(member);
      if (member) applyLanguage(member.language);
    },
    [applyLanguage],
  );
  useEffect(() => {
    setAdminApiLanguage(storedLanguage());
    adminApi(getStaffMe).then(setMe, () => setMe(null));
  }, [setMe]);
  const changeLanguage = useCallback(
    (next: Locale) => {
      applyLanguage(next);
      // Before the login the choice stays in this browser; the login then keeps it for the member.
      if (me) adminApi(updateStaffMe, { body: { language: next } }).then(setMeState, (error: unknown) => console.error('language not saved', error));
    },
    [applyLanguage, me],
  );
  const session = useMemo(() => ({ me, setMe, locale, changeLanguage }), [me, setMe, locale, changeLanguage]);

  if (texts.status !== 'ready') return <div className="admin-boot" aria-busy="true" />;
  return (
    <IntlProvider locale={`${locale}-CH`} messages={texts.data}>
      <AdminSessionContext value={session}>
        <Outlet />
      </AdminSessionContext>
    </IntlProvider>
  );
}
