import type { Catalogue } from './compiled-intl';

/*
 * How the shell and the widget load their texts: each build emits a part's texts of a language as a
 * file of its own (vite.texts.ts), an ES module whose default export they are, and both load them
 * here. Type imports only: the widget's loader imports this file (its budget is 2 kB gzip).
 */

/**
 * A text file, imported as the build reaches it: the shell by its part and language
 * (`later-de`, a chunk of virtual:texts), the widget's loader by its file name.
 */
export type ImportTexts = (name: string) => Promise<{ default: Catalogue }>;

/**
 * The texts of a file, imported once: one promise per file (React's use() waits for the same one),
 * and a failed import is forgotten, so the next call (a navigation, a new mount) tries again.
 */
export function textLoader(importTexts: ImportTexts): (name: string) => Promise<Catalogue> {
  // A record, not a Map: fewer bytes in the widget's loader.
  const loads: Record<string, Promise<Catalogue>> = {};
  return (name) =>
    (loads[name] ??= importTexts(name).then(
      (file) => file.default,
      (error: unknown) => {
        // oxlint-disable-next-line typescript/no-dynamic-delete
        delete loads[name];
        throw error;
      },
    ));
}
