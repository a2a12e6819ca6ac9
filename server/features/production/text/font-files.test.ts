import { describe, expect, it } from 'vitest';
import { fontIds, fontWeights } from '../../../../shared/domain/text';
import { fontFiles } from './font-files';
import { textRuns } from './text-runs';

const PLACES = 'Zürich, Genève, Città, Ærø, Łódź';

describe('the font files', () => {
  it.each(fontIds.flatMap((id) => fontWeights.map((weight) => [id, weight] as const)))(
    '%s %s has a glyph for every letter of "Zürich, Genève, Città, Ærø, Łódź"',
    async (id, weight) => {
      const files = await fontFiles(id, weight);
      const missing = [...PLACES].filter((character) => !files.some((file) => file.font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)));
      expect(missing).toEqual([]);
    },
  );

  it('reads a bold cut heavier than the regular one', async () => {
    const [regular] = await fontFiles('lato', 'regular');
    const [bold] = await fontFiles('lato', 'bold');
    expect(regular?.font.postscriptName).toBe('Lato-Regular');
    expect(bold?.font.postscriptName).toBe('Lato-Bold');
  });
});

describe('textRuns', () => {
  it('splits a line where the glyphs move to the Latin Extended file and back', async () => {
    const files = await fontFiles('open-sans', 'regular');
    const runs = textRuns(files, 'Łódź', 10);
    expect(runs.map((run) => run.text)).toEqual(['Ł', 'ód', 'ź']);
    expect(runs.map((run) => run.file.key)).toEqual(['open-sans-latin-ext-400', 'open-sans-latin-400', 'open-sans-latin-ext-400']);
  });

  it('keeps a Western European line in one run, its width proportional to the size', async () => {
    const files = await fontFiles('open-sans', 'regular');
    const [run, ...more] = textRuns(files, 'Zürich, Genève, Città, Ærø', 10);
    expect(more).toEqual([]);
    expect(textRuns(files, 'Zürich, Genève, Città, Ærø', 20)[0]?.width).toBeCloseTo(2 * (run?.width ?? 0), 10);
  });

  it('leaves out a character no file has rather than print a box', async () => {
    const files = await fontFiles('lora', 'regular');
    expect(textRuns(files, 'A😀B', 10).map((run) => run.text)).toEqual(['AB']);
  });
});
