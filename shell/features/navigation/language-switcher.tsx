import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { useLocation } from 'react-router';
import type { Language } from '../../../shared/api/languages';
import type { Locale } from '../../../shared/i18n/locales';
import { leanApi } from '../../lib/browser-api';
import { switchLanguage } from '../../lib/switch-language';
import { useLocale } from '../../lib/use-locale';
import { languagesErrorAtom } from '../../state/core';
import { LanguageSwitcherPlace } from './lazy-language-switcher';

const GERMAN_ONLY: Language[] = [{ id: 0, code: 'de', name: 'Deutsch', flag_url: '/assets/flags/de.svg' }];

/** The other languages with flag and name; choosing one asks the server for the translated URL. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const setLanguagesError = useSetAtom(languagesErrorAtom);
  const [languages, setLanguages] = useState<Language[]>([]);

  useEffect(() => {
    let current = true;
    leanApi.languages(locale).then(
      (list) => current && setLanguages(list),
      (error: unknown) => {
        // Spec section 8: log and store the error, fall back to German only.
        console.error('languages failed to load', error);
        if (!current) return;
        setLanguagesError(error);
        setLanguages(GERMAN_ONLY);
      },
    );
    return () => {
      current = false;
    };
  }, [locale, setLanguagesError]);

  const choose = (code: Locale) => switchLanguage(locale, code, `${location.pathname}${location.search}${location.hash}`);

  const others = languages.filter((language) => language.code !== locale);
  if (others.length === 0) return <LanguageSwitcherPlace />;
  return (
    <nav className="language-switcher" aria-label={intl.formatMessage({ id: 'nav.languageSwitch' })}>
      <ul>
        {others.map((language) => (
          <li key={language.code}>
            <button type="button" className="nav-control" lang={language.code} onClick={() => void choose(language.code)}>
              <img src={language.flag_url} alt="" width={20} height={14} />
              {language.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
