import type { Locale } from '../../shared/i18n/locales';
import { toLocale } from './locale';

export const AUTH_COOKIE = 'auth_token';

/** The language of the current page, from its /{lang}/ prefix. */
export function currentLocale(): Locale {
  const prefix = window.location.pathname.split('/')[1];
  return toLocale(prefix);
}
