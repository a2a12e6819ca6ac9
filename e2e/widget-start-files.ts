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

/**
 * The files the design step's chunk brings that the first step has not loaded: the chunk and every
 * chunk it imports statically, through their imports (`files` reads one by name), less `loaded`.
 */
export function designStepFiles(designChunk: string, loaded: ReadonlySet<string>, read: (file: string) => string): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || loaded.has(file)) return;
    found.add(file);
    for (const [, imported] of read(file).matchAll(/\bimport\s*(?:[\w${},\s]*from\s*)?["']\.\/(configurator-[\w-]+\.js)["']/g)) visit(imported!);
  };
  visit(designChunk);
  return found;
}
