// Provided by vite.shell.config.ts: one chunk per language with the shell's message catalogue
// (pre-parsed ICU ASTs in builds, so the ICU parser stays out of the bundle).
declare module 'virtual:shell-catalogue' {
  import type { MessageFormatElement } from 'react-intl';
  import type { Locale } from '../shared/i18n/locales';
  export type ShellCatalogue = Record<string, string> | Record<string, MessageFormatElement[]>;
  export function loadCatalogueChunk(locale: Locale): Promise<ShellCatalogue>;
}
