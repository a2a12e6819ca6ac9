import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { staffLogout } from '../../../shared/api/admin-staff';
import type { StaffMember } from '../../../shared/api/admin-staff';
import type { StaffRole } from '../../../shared/domain/staff/roles';
import type { MessageKey } from '../../../shared/i18n/messages';
import { paths } from '../../config/paths';
import { useIntl } from '../../../ui/intl/intl-provider';
import { shellLocales } from '../../lib/locale';
import { adminApi } from './admin-api';
import { AdminNav } from './admin-nav';
import { AdminSearchBox } from './search/search-box';
import { useAdminSession } from './admin-session';
import { useT } from '../../../ui/intl/use-t';

const LANGUAGE_NAMES: Record<string, string> = { de: 'Deutsch', fr: 'Français', it: 'Italiano', en: 'English' };

export const roleKey = (role: StaffRole): MessageKey => `admin.role.${role}`;

/** The page's frame: skip link, the back office's bar (search, language, who is logged in), the navigation beside the page's title and content. */
export function AdminFrame({ title, children, me }: { title: string; children: ReactNode; me: StaffMember | null }) {
  const t = useT();
  const { locale, changeLanguage, setMe } = useAdminSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  // A new page puts the keyboard and screen reader at its content, as a page load would.
  useEffect(() => {
    if (pathname) mainRef.current?.focus();
  }, [pathname]);
  const logout = async () => {
    await adminApi(staffLogout).catch((error: unknown) => console.error('logout failed', error));
    setMe(null);
    void navigate(paths.adminLogin.href());
  };
  return (
    <div className="admin">
      <title>{`${title} · ${t('admin.title')}`}</title>
      <a className="skip-link" href="#admin-main">
        {t('admin.skipToContent')}
      </a>
      <header className="admin-bar">
        <Link className="admin-brand" to={paths.admin.href()}>
          Print Atelier · {t('admin.title')}
        </Link>
        {me && <AdminSearchBox />}
        <div className="admin-tools">
          {/* The select shows a language's own name: its label is for screen readers, and the bar keeps to one row at 1280 px. */}
          <label className="admin-language">
            <span className="visually-hidden">{t('admin.language')}</span>
            <select value={locale} onChange={(event) => changeLanguage(event.target.value as typeof locale)}>
              {shellLocales.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
          {me && (
            <>
              <span className="admin-who">{t('admin.loggedInAs', { name: me.displayName, role: t(roleKey(me.role)) })}</span>
              <NavLink className="admin-account-link" to={paths.adminAccount.href()}>
                {t('admin.nav.account')}
              </NavLink>
              <button type="button" className="button secondary" onClick={() => void logout()}>
                {t('admin.logout')}
              </button>
            </>
          )}
        </div>
      </header>
      <div className="admin-body">
        {me && <AdminNav me={me} />}
        <main id="admin-main" ref={mainRef} tabIndex={-1} className="admin-main">
          <h1>{title}</h1>
          {children}
        </main>
      </div>
    </div>
  );
}

/**
 * A page for staff of `roles`: the login page for nobody (coming back here afterwards), a refusal
 * for another role. The server checks every call again; this only spares a useless page.
 */
export function StaffPage({ title, roles, children }: { title: string; roles?: readonly StaffRole[]; children: (me: StaffMember) => ReactNode }) {
  const intl = useIntl();
  const { me } = useAdminSession();
  const location = useLocation();
  if (me === undefined) return <div className="admin-boot" aria-busy="true" />;
  if (me === null) return <Navigate to={`${paths.adminLogin.href()}?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return (
    <AdminFrame title={title} me={me}>
      {roles && !roles.includes(me.role) ? (
        <p className="admin-refusal" role="alert">
          {intl.formatMessage({ id: 'admin.forbidden' })}
        </p>
      ) : (
        children(me)
      )}
    </AdminFrame>
  );
}
