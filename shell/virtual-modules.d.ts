// Provided by vite.shell.config.ts: each language's texts in chunks, compiled
// (shared/i18n/compile-message.ts), so neither an ICU parser nor its runtime is in the bundle.
// Read them through lib/intl/texts.ts.
declare module 'virtual:shell-catalogue' {
  import type { Locale } from '../shared/i18n/locales';
  import type { Catalogue } from '../ui/intl/compiled-intl';
  /** The texts of a page's first paint; in the server's render and in dev, all texts. */
  export function loadFirstTexts(locale: Locale): Promise<Catalogue>;
  /** The other texts (account, checkout, self-care); null where loadFirstTexts gives all. */
  export const loadLaterTexts: ((locale: Locale) => Promise<Catalogue>) | null;
  /** The back office's texts (/admin); null where loadFirstTexts gives all. */
  export const loadAdminTexts: ((locale: Locale) => Promise<Catalogue>) | null;
  /** The widget configurator's texts; null in the server's render. */
  export const loadConfiguratorTexts: ((locale: Locale) => Promise<Catalogue>) | null;
}
