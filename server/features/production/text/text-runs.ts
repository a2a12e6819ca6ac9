import type { FontFile } from './font-files';

/*
 * A line of text as runs, each drawn with one font file: the first file of the cut that has the
 * character's glyph (font-files.ts). A character no file has (an emoji, Cyrillic) is left out, as
 * a box for a missing glyph on a canvas is no one's intention. Widths come from fontkit's layout
 * with its default features (kerning), the same layout pdfkit draws with.
 */

export interface TextRun {
  readonly file: FontFile;
  readonly text: string;
  /** mm at the given size */
  readonly width: number;
}

/** The runs of `line` at `sizeMm` (one em, mm). */
export function textRuns(files: readonly FontFile[], line: string, sizeMm: number): TextRun[] {
  const groups: { file: FontFile; text: string }[] = [];
  for (const character of line) {
    const codePoint = character.codePointAt(0) ?? 0;
    const file = files.find((candidate) => candidate.font.hasGlyphForCodePoint(codePoint));
    if (!file) continue;
    const last = groups.at(-1);
    if (last?.file === file) last.text += character;
    else groups.push({ file, text: character });
  }
  return groups.map(({ file, text }) => ({ file, text, width: (file.font.layout(text).advanceWidth / file.font.unitsPerEm) * sizeMm }));
}

/** The width of a line of runs, mm. */
export const runsWidth = (runs: readonly TextRun[]): number => runs.reduce((sum, run) => sum + run.width, 0);
