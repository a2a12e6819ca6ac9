import { useParams } from 'react-router';
import { type Locale, defaultLocale, isLocale } from '../../shared/i18n/locales';

export function useLocale(): Locale {
  const { lang } = useParams();
  return isLocale(lang) ? lang : defaultLocale;
}
