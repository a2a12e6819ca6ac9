import { buildPath } from '../../../../shared/api/route';
import { getFontFile } from '../../../../shared/api/routes/fonts';
import { type FontId, type FontWeight, fontCatalogue, fontSubsets, subsetUnicodeRange } from '../../../../shared/domain/text';

/*
 * The text tool's fonts, on demand and strict-CSP safe: the bytes come by fetch (connect-src, which
 * an embedding page allows the shop already) and are handed to the FontFace constructor, so the page
 * needs no font-src for the shop. Each file is fetched once per page; a failed one is forgotten, so
 * the next use of its font asks again.
 */

export interface FontLoaderDeps {
  fetch: typeof fetch;
  fonts: FontFaceSet;
  makeFace: (family: string, data: ArrayBuffer, descriptors: FontFaceDescriptors) => FontFace;
}

const browser = (): FontLoaderDeps => ({
  fetch: (input, init) => fetch(input, init),
  fonts: document.fonts,
  makeFace: (family, data, descriptors) => new FontFace(family, data, descriptors),
});

type LoadFont = (base: string, id: FontId, weight: FontWeight) => Promise<void>;

/** A loader with its own memory of the files it has (one per page: loadFont; a fresh one per test). */
export function fontLoader(depsOf: () => FontLoaderDeps): LoadFont {
  const files = new Map<string, Promise<void>>();
  const loadFile = (url: string, register: (data: ArrayBuffer) => Promise<void>): Promise<void> => {
    let file = files.get(url);
    if (!file) {
      file = depsOf()
        .fetch(url, { credentials: 'omit' })
        .then((response) => {
          if (!response.ok) throw new Error(`font ${url}: ${response.status}`);
          return response.arrayBuffer();
        })
        .then(register);
      file.catch(() => files.delete(url));
      files.set(url, file);
    }
    return file;
  };
  return async (base, id, weight) => {
    const { family, weights } = fontCatalogue[id];
    await Promise.all(
      fontSubsets.map((subset) =>
        loadFile(`${base}${buildPath(getFontFile.path, { font: id, weight, subset })}`, async (data) => {
          const deps = depsOf();
          const face = deps.makeFace(family, data, { weight: String(weights[weight]), unicodeRange: subsetUnicodeRange[subset] });
          deps.fonts.add(await face.load());
        }),
      ),
    );
  };
}

/**
 * Loads a cut of a catalogue font (both its script subsets) from the shop at `base` into the page's
 * fonts; resolves when a canvas can draw with it, rejects when a file could not be had (the canvas
 * draws with the font's fallback meanwhile, and the next call asks again).
 */
export const loadFont: LoadFont = fontLoader(browser);
