import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { getLanguages, getTranslateUrl, type Language } from '../../../shared/api/languages';
import type { Locale } from '../../../shared/i18n/locales';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { useResource } from '../../lib/use-resource';

const LANGUAGE_COOKIE = 'i18n_redirected';
const GERMAN_ONLY: Language[] = [{ id: 0, code: 'de', name: 'Deutsch', flag_url: '/assets/flags/de.svg' }];

/** The other languages with flag and name; choosing one asks the server for the translated URL. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const languages = useResource(() => api(getLanguages), []);
  const list = languages.status === 'ready' ? languages.data : languages.status === 'error' ? GERMAN_ONLY : [];

  const choose = async (code: Locale) => {
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
    const current = `${location.pathname}${location.search}${location.hash}`;
    const { url } = await api(getTranslateUrl, { query: { url: current, lang: locale, new_lang: code } });
    window.location.assign(url);
  };

  return (
    <ul className="language-switcher" aria-label={intl.formatMessage({ id: 'nav.language' })}>
      {list
        .filter((language) => language.code !== locale)
        .map((language) => (
          <li key={language.code}>
            <button type="button" lang={language.code} onClick={() => void choose(language.code)}>
              <img src={language.flag_url} alt="" width={20} height={14} /> {language.name}
            </button>
          </li>
        ))}
    </ul>
  );
}
