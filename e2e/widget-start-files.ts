/*
 * The widget's files the loader imports at once to show the first step (vite.widget.config.ts
 * compiles their names into it): every configurator-<name>-<hash>.js it names but the languages'
 * texts, which are data (measured apart). Everything else is loaded later, on demand.
 */

/** A language's texts: configurator-<language>-<hash>.js. */
export const isTexts = (file: string) => /^configurator-(de|fr|it|en)-[\w-]{8}\.js$/.test(file);

/** The code the first step needs, read from the loader's text: the loader itself and the files it names. */
export function startFiles(loader: string): Set<string> {
  const named = [...loader.matchAll(/\bconfigurator-[\w-]+\.js\b/g)].map(([file]) => file).filter((file) => !isTexts(file));
  return new Set(['configurator.js', ...named]);
}
