import type { Catalogue } from './compiled-intl';

/*
 * How the shell and the widget load their texts: each build emits a part's texts of a language as a
 * file of its own (vite.texts.ts), an ES module whose default export they are, and the parts that
 * wait for them in React load them here. (The widget's loader imports its language's file as it
 * imports the bundle, without this cache: the browser imports a module once per page.)
 */

/**
 * A text file, imported as the build reaches it: by its part and language (`later-de`, a chunk of
 * virtual:texts).
 */
export type ImportTexts = (name: string) => Promise<{ default: Catalogue }>;

/**
 * The texts of a file, imported once: one promise per file (React's use() waits for the same one).
 * A failed import is forgotten after RETRY_AFTER_MS, so a later call (a navigation, "Try again", a
 * new mount) tries again; not at once, because React renders a component again as soon as the
 * promise it waited for fails, and a new promise then would suspend it again instead of showing
 * the error: the page would import the file again and again.
 */
/** How long a failed import stays failed (ms). */
export const RETRY_AFTER_MS = 500;

export function textLoader(importTexts: ImportTexts): (name: string) => Promise<Catalogue> {
  // A record, not a Map: fewer bytes in the widget's loader.
  const loads: Record<string, Promise<Catalogue>> = {};
  return (name) =>
    (loads[name] ??= importTexts(name).then(
      (file) => file.default,
      (error: unknown) => {
        // oxlint-disable-next-line typescript/no-dynamic-delete
        setTimeout(() => delete loads[name], RETRY_AFTER_MS);
        throw error;
      },
    ));
}
