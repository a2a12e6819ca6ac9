// Provided by vite.texts.ts: each part's texts of a language in a file of its own, compiled
// (shared/i18n/compile-message.ts), so neither an ICU parser nor its runtime is in the bundle.
// Read them through a loader of load-texts.ts: the shell's lib/intl/texts.ts, the widget's design step's texts.
declare module 'virtual:texts' {
  import type { TextPart } from '../../shared/i18n/text-parts';
  import type { ImportTexts } from './load-texts';
  /** The parts this build has files of: in the server's render and in dev, `first` holds all texts (no `later`, no `admin`). */
  export const parts: readonly TextPart[];
  /** A part's file of a language by `<part>-<language>` (`later-de`). */
  export const importTexts: ImportTexts;
}
