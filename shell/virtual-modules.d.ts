// Provided by vite.shell.config.ts: one chunk per language with the shell's message catalogue,
// compiled (shared/i18n/compile-message.ts), so neither an ICU parser nor its runtime is in the bundle.
declare module 'virtual:shell-catalogue' {
  import type { Locale } from '../shared/i18n/locales';
  import type { ShellCatalogue } from './lib/intl/shell-intl';
  export type { ShellCatalogue };
  export function loadCatalogueChunk(locale: Locale): Promise<ShellCatalogue>;
}
