import { createIntl, type IntlShape } from '@formatjs/intl';
import { formatNumberOption } from '../../shared/i18n/format';
import type { Locale } from '../../shared/i18n/locales';
import { madeOnce } from '../../shared/i18n/made-once';
import type { MessageKey } from '../../shared/i18n/messages';
import { type AnyMessageKey, serverCatalogues } from '../../shared/i18n/messages/server-catalogues';

/** What the server words texts with: @formatjs/intl's formatMessage, its ids including the server's own. */
export interface ServerIntl {
  formatMessage(descriptor: { id: AnyMessageKey }, values?: Record<string, string | number | boolean | Date | null | undefined>): string;
  formatNumber: IntlShape<string>['formatNumber'];
}

function createServerIntl(locale: Locale): ServerIntl {
  const intl = createIntl({ locale: `${locale}-CH`, messages: serverCatalogues[locale] });
  return {
    // The global id type (message-ids.d.ts) is the browser's catalogue; this catalogue has more ids.
    formatMessage: (descriptor, values) => intl.formatMessage({ id: descriptor.id as MessageKey }, values),
    // Plain numbers by the shop's one rule (shared/i18n/format.ts), not by Intl's fr-CH.
    formatNumber: (value, options) => formatNumberOption(`${locale}-CH`, Number(value), options) ?? intl.formatNumber(value, options),
  };
}

/**
 * The one way the server words a text: the shop's catalogues (shared/i18n/messages, the shell's
 * texts and the server's own) with ICU arguments, built once per language. Ids are typed by the
 * German catalogues, so a wrong id fails the type check.
 */
export const serverIntl: (locale: Locale) => ServerIntl = madeOnce(createServerIntl);

/** A catalogue text without arguments in the given language (a field's message, a throttle's wait text). */
export function text(locale: Locale, key: MessageKey): string {
  return serverIntl(locale).formatMessage({ id: key });
}
