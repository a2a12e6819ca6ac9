import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';

/**
 * ACCOUNT SLOT: the header's place for the account/login button. The accounts feature (login and
 * register overlays) replaces this component; until then it links to the self-care page.
 */
export function AccountSlot() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className="account-slot" data-slot="account">
      <Link className="nav-control account-button" to={paths.selfcare.href(locale)}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
        </svg>
        {intl.formatMessage({ id: 'nav.account.login' })}
      </Link>
    </div>
  );
}
