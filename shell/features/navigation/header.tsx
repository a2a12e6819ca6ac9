import { useIntl } from '../../../ui/intl/intl-provider';
import { Link } from 'react-router';
import { useLocaleData } from '../../app/use-locale-data';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { AccountSlot, hasSelfcareLink } from './account-slot';
import { LazyLanguageSwitcher as LanguageSwitcher } from './lazy-language-switcher';
import { Logo } from '../../components/logo';
import { NavBar } from './nav-bar';
import { useBasketCount } from './use-basket-count';
import { useMenuDisclosure } from '../../lib/use-menu-disclosure';
import './navigation.css';

/** The default layout's header: logo, left and right navigation, account slot, languages. */
export function Header() {
  const intl = useIntl();
  const locale = useLocale();
  useBasketCount(locale);
  // The locale route's loader data (shell/app/loaders.ts); features do not import the app.
  const navigation = useLocaleData()?.navigation ?? { main: [], header: [] };
  // The phone drawer; Escape that no sub-menu handled closes it.
  const drawer = useMenuDisclosure('site-navigation');

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={paths.locale.href(locale)} className="brand" aria-label={intl.formatMessage({ id: 'nav.home' })}>
          <Logo />
        </Link>
        <button {...drawer.button} className="menu-toggle">
          <span className={drawer.open ? 'burger open' : 'burger'} aria-hidden="true" />
          {intl.formatMessage({ id: drawer.open ? 'nav.close' : 'nav.menu' })}
        </button>
        <div id="site-navigation" className={drawer.open ? 'site-nav open' : 'site-nav'} onKeyDown={drawer.onKeyDown}>
          <NavBar items={navigation.main} className="nav-main" label={intl.formatMessage({ id: 'nav.mainLabel' })} />
          <NavBar items={navigation.header} className="nav-header" label={intl.formatMessage({ id: 'nav.headerLabel' })} />
          <AccountSlot selfcareInNavigation={hasSelfcareLink(navigation.header) || hasSelfcareLink(navigation.main)} />
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
