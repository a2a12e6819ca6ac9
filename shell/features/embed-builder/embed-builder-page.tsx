import { useCallback, useState } from 'react';
import { localeFromAcceptLanguage, type Locale } from '../../../shared/i18n/locales';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { ClientOnly } from '../../components/client-only';
import { loadTexts } from '../../lib/intl/texts';
import { useResource } from '../../lib/use-resource';
import { EmbedBuilder } from './embed-builder';
import './embed-builder.css';

/** The page's language: the last one chosen on this browser, else the browser's. */
const LANGUAGE_KEY = 'partner-language';
const startLanguage = (): Locale => localeFromAcceptLanguage(window.localStorage.getItem(LANGUAGE_KEY) ?? navigator.languages.join(','));

/**
 * The embed-code builder (/partner/embed), outside the /{lang} pages like the partner portal it
 * belongs to: rendered in the browser only (the partner key typed here is nobody's search result).
 */
export function EmbedBuilderPage() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <ClientOnly fallback={<div className="embed-builder-boot" />}>
        <EmbedBuilderApp />
      </ClientOnly>
    </>
  );
}

function EmbedBuilderApp() {
  const [locale, setLocale] = useState<Locale>(startLanguage);
  const texts = useResource(() => loadTexts(locale), [locale]);
  const changeLanguage = useCallback((next: Locale) => {
    window.localStorage.setItem(LANGUAGE_KEY, next);
    document.documentElement.lang = next;
    setLocale(next);
  }, []);
  if (texts.status !== 'ready') return <div className="embed-builder-boot" aria-busy="true" />;
  return (
    <IntlProvider locale={`${locale}-CH`} messages={texts.data}>
      <EmbedBuilder locale={locale} onLanguage={changeLanguage} />
    </IntlProvider>
  );
}
