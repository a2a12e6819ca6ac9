import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { getPartnerMe, putPartnerLanguage, type PartnerMe } from '../../../shared/api/partner-portal';
import type { Locale } from '../../../shared/i18n/locales';
import { ClientOnly } from '../../components/client-only';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { loadTexts } from '../../lib/intl/texts';
import { isShellLocale, toLocale } from '../../lib/locale';
import { useResource } from '../../lib/use-resource';
import { portalApi, setPortalApiLanguage } from './portal-api';
import { PortalSessionContext } from './portal-session';
import './portal.css';

/**
 * The language before the login: the person's own where a mailed link names it (?lang=), else the
 * last one shown on this browser, else German; after the login, the person's own.
 */
const LANGUAGE_KEY = 'partner-language';
const startLanguage = (): Locale => {
  const linked = new URLSearchParams(window.location.search).get('lang');
  return toLocale(isShellLocale(linked) ? linked : window.localStorage.getItem(LANGUAGE_KEY));
};

/**
 * The partner portal's root (/partner): never indexed, rendered in the browser only (its data is the
 * partner's, behind the portal's session cookie).
 */
export function PortalRoot() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <ClientOnly fallback={<div className="portal-boot" />}>
        <PortalApp />
      </ClientOnly>
    </>
  );
}

function PortalApp() {
  const [locale, setLocale] = useState<Locale>(startLanguage);
  const [me, setMeState] = useState<PartnerMe | null | undefined>(undefined);
  const texts = useResource(() => loadTexts(locale), [locale]);
  const showLanguage = useCallback((next: Locale) => {
    setPortalApiLanguage(next);
    window.localStorage.setItem(LANGUAGE_KEY, next);
    document.documentElement.lang = next;
    setLocale(next);
  }, []);
  const setMe = useCallback(
    (person: PartnerMe | null) => {
      setMeState(person);
      if (person) showLanguage(person.language);
    },
    [showLanguage],
  );
  // Logged in, the choice is kept on the person's login (its next login, anywhere, and its mails use it).
  const changeLanguage = useCallback(
    (next: Locale) => {
      showLanguage(next);
      if (me)
        portalApi(putPartnerLanguage, { body: { language: next } }).then(setMeState, (error: unknown) => console.error('keeping the language failed', error));
    },
    [me, showLanguage],
  );
  useEffect(() => {
    setPortalApiLanguage(startLanguage());
    portalApi(getPartnerMe).then(setMe, () => setMe(null));
  }, [setMe]);
  const session = useMemo(() => ({ me, setMe, locale, changeLanguage }), [me, setMe, locale, changeLanguage]);
  if (texts.status !== 'ready') return <div className="portal-boot" aria-busy="true" />;
  return (
    <IntlProvider locale={`${locale}-CH`} messages={texts.data}>
      <PortalSessionContext value={session}>
        <Outlet />
      </PortalSessionContext>
    </IntlProvider>
  );
}
