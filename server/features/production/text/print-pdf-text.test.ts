import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintArea } from '../../../../shared/domain';
import { type TextItem, TEXT_DEFAULTS, layoutText } from '../../../../shared/domain/text';
import { PrintArea as PrintAreaSchema } from '../../../../shared/domain/product/product-schema';
import { printPdf } from '../print-pdf';
import { testPrintMeta } from '../test-helpers';
import { fontFiles } from './font-files';
import { lineWidths } from './placed-text';

const run = promisify(execFile);

const area: PrintArea = PrintAreaSchema.parse({
  id: 'front',
  name: 'Front',
  specs: { area: 'front', width: 300, height: 200, sideArea: 0, trim: 3, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
});
// 2 px/mm of grey: the page's picture, under the text.
const raster = { data: Buffer.alloc(612 * 412 * 3, 0x80), width: 612, height: 412, dpi: 50.8, profile: 'sRGB.icc' as const };

const text = (specs: Partial<TextItem['specs']>): TextItem => ({ type: 'text', specs: { text: '', ...TEXT_DEFAULTS, sizeMm: 12, x: 153, y: 60, ...specs } });
const places = text({ text: 'Zürich, Genève, Città, Ærø, Łódź', font: 'lato' });
const title = text({ text: 'Grosi 80\nFamilie Müller', font: 'lora', weight: 'bold', colour: '#1a2b3c', y: 140, rotation: 12, align: 'left', x: 40 });

let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'print-text-'));
  file = join(dir, 'print.pdf');
  await writeFile(file, await printPdf([{ area, raster, texts: [places, title] }], testPrintMeta()));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('text on the print file', () => {
  it('embeds each font file used as a subset (pdffonts)', async () => {
    const { stdout } = await run('pdffonts', [file]);
    const rows = stdout.split('\n').slice(2).filter(Boolean);
    const names = (await Promise.all([fontFiles('lato', 'regular'), fontFiles('lora', 'bold')])).map(([latin]) => latin?.font.postscriptName);
    for (const name of names) {
      const listed = rows.filter((row) => row.includes(`+${name} `));
      // Lato's Latin and Latin Extended files for "Łódź", Lora's Latin file.
      expect(listed.length, stdout).toBeGreaterThan(0);
      for (const row of listed) expect(row, stdout).toMatch(/^[A-Z]{6}\+\S+\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    }
    expect(rows, stdout).toHaveLength(3);
  });

  it('carries the text as text, Latin Extended included (pdftotext)', async () => {
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    expect(stdout).toContain('Zürich, Genève, Città, Ærø, Łódź');
    // The turned title comes out in pieces by its slant: its letters, in order.
    expect(stdout.replace(/\s+/g, '')).toContain('Grosi80FamilieMüller');
  });

  it('puts the line where the shared layout says (pdftotext -bbox, to a tenth of a millimetre)', async () => {
    const { stdout } = await run('pdftotext', ['-bbox', file, '-']);
    const first = /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="[\d.]+" yMax="[\d.]+">Zürich,<\/word>/.exec(stdout);
    const [width = 0] = await lineWidths(places.specs);
    const { lines } = layoutText(places.specs, [places.specs.text], [width]);
    const MM_PER_POINT = 25.4 / 72;
    expect(Number(first?.[1]) * MM_PER_POINT).toBeCloseTo(lines[0]?.left ?? 0, 1);
  });

  it('turns a text clockwise about its anchor, as the thumbnail does (pdftoppm)', async () => {
    // A red capital I, 60 mm high, turned by 90 degrees: its stem lies right of the anchor (150, 100 mm).
    const letter = text({ text: 'I', font: 'oswald', weight: 'bold', sizeMm: 60, colour: '#ff0000', x: 150, y: 100, rotation: 90 });
    const turned = join(dir, 'turned.pdf');
    await writeFile(turned, await printPdf([{ area, raster, texts: [letter] }], testPrintMeta('turned')));
    // 50.8 dpi: 2 px per mm.
    await run('pdftoppm', ['-r', '50.8', '-png', '-singlefile', turned, join(dir, 'turned')]);
    const { data, info } = await sharp(join(dir, 'turned.png')).raw().toBuffer({ resolveWithObject: true });
    const at = (xMm: number, yMm: number) => [
      ...data.subarray((yMm * 2 * info.width + xMm * 2) * info.channels, (yMm * 2 * info.width + xMm * 2) * info.channels + 3),
    ];
    expect(at(150 + 18, 100)).toEqual([255, 0, 0]);
    expect(at(150, 100 - 18)).toEqual([128, 128, 128]);
  });
});
