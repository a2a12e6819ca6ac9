import type { NavigationItem } from '../../../shared/api/cms';
import { useAtom, useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { accountOverlayAtom, authTokenAtom } from '../../session/account-state';
import { logout } from '../../session/auth-token';
import { useT } from '../../../ui/intl/use-t';

const personIcon = (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);

/** Whether the navigation has its own link to the self-care page (linkType customerSelfcare), at any depth. */
export const hasSelfcareLink = (items: readonly NavigationItem[]): boolean =>
  items.some((item) => item.linkType === 'customerSelfcare' || hasSelfcareLink(item.subItems));

/**
 * ACCOUNT SLOT: logged out a button that opens the login overlay; logged in a logout button, and a
 * link to the self-care page unless the navigation has one already (the account shows once).
 */
export function AccountSlot({ selfcareInNavigation }: { selfcareInNavigation: boolean }) {
  const locale = useLocale();
  const [token, setToken] = useAtom(authTokenAtom);
  const openOverlay = useSetAtom(accountOverlayAtom);
  const t = useT();
  if (!token) {
    return (
      <div className="account-slot" data-slot="account" data-state="loggedout">
        <button type="button" className="nav-control account-button" aria-haspopup="dialog" onClick={() => openOverlay('login')}>
          {personIcon}
          {t('nav.account.login')}
        </button>
      </div>
    );
  }
  return (
    <div className="account-slot" data-slot="account" data-state="loggedin">
      {!selfcareInNavigation && (
        <Link className="nav-control account-button" to={paths.selfcare.href(locale)}>
          {personIcon}
          {t('account.myAccount')}
        </Link>
      )}
      <button
        type="button"
        className="nav-control account-logout"
        onClick={() => {
          void logout().then(() => setToken(null));
        }}
      >
        {t('account.logout')}
      </button>
    </div>
  );
}
