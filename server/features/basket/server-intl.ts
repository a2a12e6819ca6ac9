import { createIntl, type IntlShape } from '@formatjs/intl';
import type { Locale } from '../../../shared/i18n/locales';
import { catalogues } from '../../../shared/i18n/messages';

const intls = new Map<Locale, IntlShape<string>>();

/** The shop's message catalogue as an intl object, for texts the server words (same as the UI's). */
export function serverIntl(locale: Locale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: `${locale}-CH`, messages: catalogues[locale] });
    intls.set(locale, intl);
  }
  return intl;
}
