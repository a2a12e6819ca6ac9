import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import { type FontId, type FontSubset, type FontWeight, fontCatalogue, fontSubsets } from '../../../../shared/domain/text';

/*
 * The font files of the catalogue (shared/domain/text/font-catalogue.ts), read from the npm
 * packages `@fontsource/<id>`, a file per script subset (font-subsets.ts), so a line may need
 * both; text-runs.ts picks, character by character, the first file that has the glyph.
 * WOFF (not WOFF2): fontkit copies its tables as they are into the PDF's subset.
 */

export interface FontFile {
  /** Unique per file: the name a PDF registers it under. */
  readonly key: string;
  readonly data: Buffer;
  readonly font: Font;
}

const resolvePackageFile = createRequire(import.meta.url).resolve;

/** Where the file of a cut's subset is, in the format asked for (the print file reads WOFF, the browser gets WOFF2). */
export const fontFilePath = (id: FontId, weight: FontWeight, subset: FontSubset, format: 'woff' | 'woff2'): string =>
  resolvePackageFile(`@fontsource/${id}/files/${id}-${subset}-${fontCatalogue[id].weights[weight]}-normal.${format}`);

async function loadFile(id: FontId, weight: FontWeight, subset: FontSubset): Promise<FontFile> {
  const key = `${id}-${subset}-${fontCatalogue[id].weights[weight]}`;
  // fontkit loads with the first text of a print file: the shop's start does not need it (it took over half a second of that start).
  const [data, { create }] = await Promise.all([readFile(fontFilePath(id, weight, subset, 'woff')), import('fontkit')]);
  const font = create(data);
  if (!('layout' in font)) throw new Error(`${key} is a font collection`);
  return { key, data, font };
}

// Ten families in two cuts of two files stay below 2 MB: read each once per process.
const loaded = new Map<string, Promise<readonly FontFile[]>>();

/** The files of one cut, in the order a glyph is looked for. */
export function fontFiles(id: FontId, weight: FontWeight): Promise<readonly FontFile[]> {
  const cacheKey = `${id}/${weight}`;
  let files = loaded.get(cacheKey);
  if (!files) {
    files = Promise.all(fontSubsets.map((subset) => loadFile(id, weight, subset)));
    // A failed read is not kept: the next text tries again.
    files.catch(() => loaded.delete(cacheKey));
    loaded.set(cacheKey, files);
  }
  return files;
}
