import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getBasketCount } from '../../../shared/api/basket';
import { getNavigations } from '../../../shared/api/cms';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { basketCountAtom, navigationAtom } from '../../state/core';
import { LanguageSwitcher } from './language-switcher';
import { NavList } from './nav-list';

export function Header() {
  const intl = useIntl();
  const locale = useLocale();
  const [navigation, setNavigation] = useAtom(navigationAtom);
  const [, setBasketCount] = useAtom(basketCountAtom);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let current = true;
    api(getNavigations, { query: { language: locale } }).then(
      (data) => current && setNavigation(data),
      (error: unknown) => console.error('navigation failed to load', error),
    );
    api(getBasketCount).then(
      (data) => current && setBasketCount(data.count),
      (error: unknown) => console.error('basket count failed to load', error),
    );
    return () => {
      current = false;
    };
  }, [locale, setNavigation, setBasketCount]);

  return (
    <header className="site-header">
      <Link to={`/${locale}`} className="brand">
        {intl.formatMessage({ id: 'shop.name' })}
      </Link>
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls="site-navigation"
        onClick={() => setOpen((o) => !o)}
      >
        {intl.formatMessage({ id: open ? 'nav.close' : 'nav.menu' })}
      </button>
      <div id="site-navigation" className={open ? 'site-nav open' : 'site-nav'}>
        <NavList items={navigation.main} className="nav-main" label="main" />
        <NavList items={navigation.header} className="nav-header" label="header" />
        <LanguageSwitcher />
      </div>
    </header>
  );
}
