import type { ReactNode } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { partnerLogout, type PartnerMe } from '../../../shared/api/partner-portal';
import type { Locale } from '../../../shared/i18n/locales';
import { paths } from '../../config/paths';
import { shellLocales } from '../../lib/locale';
import { useT } from '../../../ui/intl/use-t';
import { portalApi } from './portal-api';
import { usePortalSession } from './portal-session';

const LANGUAGE_NAMES: Record<Locale, string> = { de: 'Deutsch', fr: 'Français', it: 'Italiano', en: 'English' };

const NAV = [
  { to: paths.partner.href(), text: 'partnerPortal.nav.orders', end: true },
  { to: paths.partnerLedger.href(), text: 'partnerPortal.nav.ledger' },
  { to: paths.partnerWebhook.href(), text: 'partnerPortal.nav.webhook' },
  { to: paths.partnerOrigins.href(), text: 'partnerPortal.nav.origins' },
  { to: paths.partnerEmbed.href(), text: 'partnerPortal.nav.embed' },
] as const;

interface FrameProps {
  title: string;
  /** A page that needs the room (the embed builder's options beside its preview). */
  wide?: boolean;
}

/** The portal's frame: its bar (partner, navigation once logged in, language, logout), the page's title and content. */
export function PortalFrame({ title, wide, children }: FrameProps & { children: ReactNode }) {
  const t = useT();
  const { me, setMe, locale, changeLanguage } = usePortalSession();
  const navigate = useNavigate();
  const logout = async () => {
    await portalApi(partnerLogout).catch((error: unknown) => console.error('logout failed', error));
    setMe(null);
    void navigate(paths.partnerLogin.href());
  };
  return (
    <div className="portal">
      <title>{`${title} · ${t('partnerPortal.title')}`}</title>
      <header className="portal-bar">
        <strong className="portal-brand">
          Print Atelier · {t('partnerPortal.title')}
          {me && ` · ${me.partner.name}`}
        </strong>
        {me && (
          <nav aria-label={t('partnerPortal.nav.label')} className="portal-nav">
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} end={'end' in item}>
                {t(item.text)}
              </NavLink>
            ))}
          </nav>
        )}
        <select aria-label={t('partnerPortal.language')} value={locale} onChange={(event) => changeLanguage(event.target.value as Locale)}>
          {shellLocales.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
        {me && (
          <button type="button" className="button secondary" onClick={() => void logout()}>
            {t('partnerPortal.nav.logout')}
          </button>
        )}
      </header>
      <main className={wide ? 'portal-main portal-wide' : 'portal-main'}>
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** A page of the logged-in portal: its frame, or the login while nobody is (coming back here after it). */
export function PortalPage({ title, wide, children }: FrameProps & { children: (me: PartnerMe) => ReactNode }) {
  const { me } = usePortalSession();
  const { pathname } = useLocation();
  if (me === undefined) return <div className="portal-boot" aria-busy="true" />;
  if (me === null) return <Navigate to={`${paths.partnerLogin.href()}?next=${encodeURIComponent(pathname)}`} replace />;
  return (
    <PortalFrame title={title} wide={wide}>
      {children(me)}
    </PortalFrame>
  );
}
