import { type TextItemSpecs, layoutText, textLines } from '../../../../shared/domain/text';
import { fontFiles } from './font-files';
import { type TextRun, runsWidth, textRuns } from './text-runs';

/*
 * A text item ready to draw: each run of each line at its place (mm on the full printed area,
 * before the item's turn about its anchor), by shared/domain's layout of the measured lines. The
 * print file and the design thumbnail draw from this, so both put every glyph at the same place.
 */

interface PlacedRun extends TextRun {
  /** The run's left end on its baseline, mm. */
  readonly x: number;
  readonly baseline: number;
}

export interface PlacedText {
  readonly specs: TextItemSpecs;
  readonly runs: readonly PlacedRun[];
}

export async function placeText(specs: TextItemSpecs): Promise<PlacedText> {
  const files = await fontFiles(specs.font, specs.weight);
  const lines = textLines(specs.text).map((line) => textRuns(files, line, specs.sizeMm));
  const layout = layoutText(specs, textLines(specs.text), lines.map(runsWidth));
  const runs = lines.flatMap((line, index) => {
    const laidOut = layout.lines[index];
    if (!laidOut) return [];
    let x = laidOut.left;
    return line.map((run) => {
      const placed = { ...run, x, baseline: laidOut.baseline };
      x += run.width;
      return placed;
    });
  });
  return { specs, runs };
}

/** The measured widths of an item's lines (mm): what textWarnings and the editor's handles need of the font. */
export async function lineWidths(specs: TextItemSpecs): Promise<number[]> {
  const files = await fontFiles(specs.font, specs.weight);
  return textLines(specs.text).map((line) => runsWidth(textRuns(files, line, specs.sizeMm)));
}
