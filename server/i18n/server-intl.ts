import { createIntl, type IntlShape } from '@formatjs/intl';
import type { Locale } from '../../shared/i18n/locales';
import { catalogues } from '../../shared/i18n/messages';

const intls = new Map<Locale, IntlShape<string>>();

/**
 * The one way the server words a text: the shop's catalogues (shared/i18n/messages, the same the
 * shell shows) as an intl object with ICU arguments, built once per language. Ids are typed by the
 * German catalogue (shared/i18n/messages/typed-ids.d.ts), so a wrong id fails the type check.
 */
export function serverIntl(locale: Locale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: `${locale}-CH`, messages: catalogues[locale] });
    intls.set(locale, intl);
  }
  return intl;
}
