import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImageItem, type PrintAreaDesign, type RasterRect, areaGeometry, imageDesign, isImageItem, rasterRect } from '../../../shared/domain';
import { meanDeltaE, type RawPicture } from '../../../shared/domain/preview/colour-difference';
import { PrintArea as PrintAreaSchema } from '../../../shared/domain/product/product-schema';
import { type TextItem, TEXT_DEFAULTS, isTextItem, layoutText, textBounds, textLines } from '../../../shared/domain/text';
import { renderDesignThumbnail } from './design-thumbnail';
import { printPdf } from './print-pdf';
import { testPrintMeta } from './test-helpers';
import { type LoadSource, composePrintRaster, printDpi } from './print-raster';
import { lineWidths } from './text/placed-text';

/*
 * The print file shows what the shopper saw: the print PDF of a design with two photos in a
 * three-cell collage (one of them black and white, the third cell left to the background), a title
 * and a date in two fonts, rasterised by poppler at the scale of the design thumbnail, against the
 * thumbnail; the mean CIEDE2000 over the photos and over the texts stays at most 2.
 */

const run = promisify(execFile);

// 400 x 280 mm after the bleed is cut (front 372 x 252, wrap 14, bleed 3): an 800 px thumbnail is 2 px per mm.
const area = PrintAreaSchema.parse({
  id: 'front',
  name: 'Front',
  specs: { area: 'front', width: 372, height: 252, sideArea: 14, trim: 3, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
});
const SIZE = 800;
const K = 2;
const TRIM_PX = 3 * K;
const SUPERSAMPLE = 4;

/** A photo-like original: soft colour fields and a light source, no edge sharper than a lens makes. */
async function softPhoto(width: number, height: number, [from, to, glow]: readonly [string, string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
      <radialGradient id="sun" cx="0.35" cy="0.4" r="0.45"><stop offset="0" stop-color="${glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/><rect width="100%" height="100%" fill="url(#sun)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

const ORIGINAL = { width: 2400, height: 1600 };
const PROXY = 2048;
const photos = { meadow: ['#3d7a3a', '#c9d98a', '#fff2b0'], lake: ['#1d4e89', '#e6a15c', '#ffd1dc'] } as const;
const originals = new Map<string, Buffer>();

/** The thumbnail's source as the server's renditions give it: the 2048 px proxy of each original. */
const fromProxy: LoadSource = async (item) => {
  const proxy = await sharp(originals.get(item.specs.orig.id))
    .resize(PROXY, PROXY, { fit: 'inside' })
    .jpeg({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  return { data: proxy.data, width: proxy.info.width, height: proxy.info.height };
};

const text = (specs: Partial<TextItem['specs']> & Pick<TextItem['specs'], 'text' | 'x' | 'y'>): TextItem => ({
  type: 'text',
  specs: { ...TEXT_DEFAULTS, ...specs },
});

function design(): PrintAreaDesign {
  const chosen = Object.keys(photos).map((id) => ({ orig: { id, ...ORIGINAL }, src: `/images/${id}.jpg` }));
  // The three cells of the layout, the photos in the first two: the third shows the background, under the date.
  const laidOut = imageDesign(area, [...chosen, { orig: { id: 'unused', ...ORIGINAL }, src: '' }], 'feature-left-3');
  const [large, small, empty] = laidOut.items.filter(isImageItem);
  if (!large || !small || !empty) throw new Error('the layout has three cells');
  const blackAndWhite: ImageItem = { ...small, specs: { ...small.specs, adjust: 'bw' } };
  const cell = empty.specs.cell;
  return {
    items: [
      large,
      blackAndWhite,
      text({ text: 'Grosi 80\nFamilie Müller', font: 'lora', weight: 'bold', sizeMm: 22, colour: '#ffffff', x: 135, y: 210 }),
      text({
        text: 'Zürich, 12. Mai 2026',
        font: 'oswald',
        sizeMm: 11,
        colour: '#3a2a1a',
        x: cell.x + cell.width / 2,
        y: cell.y + cell.height / 2,
        rotation: -8,
      }),
    ],
    collage: { gap: 6, background: '#f4ecdf' },
  };
}

/** Raster pixels of a rectangle of mm on the thumbnail (cut at the bleed). */
const onThumbnail = (cell: { x: number; y: number; width: number; height: number }): RasterRect => {
  const rect = rasterRect(cell, K);
  return { ...rect, left: rect.left - TRIM_PX, top: rect.top - TRIM_PX };
};

/** The picture made `factor` times smaller by averaging each square of factor x factor pixels, then cut to `cut`. */
function boxAverage(picture: RawPicture, factor: number, cut: RasterRect): RawPicture {
  const data = new Uint8Array(cut.width * cut.height * 3);
  for (let y = 0; y < cut.height; y += 1)
    for (let x = 0; x < cut.width; x += 1)
      for (let c = 0; c < 3; c += 1) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy += 1)
          for (let dx = 0; dx < factor; dx += 1) {
            const at = ((cut.top + y) * factor + dy) * picture.width + (cut.left + x) * factor + dx;
            sum += picture.data[at * picture.channels + c] ?? 0;
          }
        data[(y * cut.width + x) * 3 + c] = Math.round(sum / factor ** 2);
      }
  return { data, width: cut.width, height: cut.height, channels: 3 };
}

async function rawOf(input: Buffer | string): Promise<RawPicture> {
  const { data, info } = await sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

let dir: string;
let printed: RawPicture;
let photoAreas: RasterRect[];
let textAreas: RasterRect[];
const shown = design();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'print-matches-'));
  for (const [id, colours] of Object.entries(photos)) originals.set(id, await softPhoto(ORIGINAL.width, ORIGINAL.height, colours));
  const raster = await composePrintRaster(area, shown, async (id) => originals.get(id) ?? Buffer.alloc(0), printDpi(area, shown));
  const pdf = join(dir, 'print.pdf');
  await writeFile(pdf, await printPdf([{ area, raster, texts: shown.items.filter(isTextItem) }], testPrintMeta()));
  // The page at 4 times the thumbnail's scale, averaged down to it (poppler puts glyphs on whole
  // pixels: at the thumbnail's own scale that alone moves a line by up to half a pixel), cut as the
  // thumbnail is (the bleed off).
  const { full } = areaGeometry(area);
  await run('pdftoppm', ['-r', String(SUPERSAMPLE * K * 25.4), '-png', '-singlefile', pdf, join(dir, 'print')]);
  const page = await rawOf(join(dir, 'print.png'));
  printed = boxAverage(page, SUPERSAMPLE, {
    left: TRIM_PX,
    top: TRIM_PX,
    width: Math.round(full.width * K) - 2 * TRIM_PX,
    height: Math.round(full.height * K) - 2 * TRIM_PX,
  });
  photoAreas = shown.items.filter(isImageItem).map((item) => onThumbnail(item.specs.cell));
  textAreas = await Promise.all(
    shown.items
      .filter(isTextItem)
      .map(async ({ specs }) => onThumbnail(textBounds(specs, layoutText(specs, textLines(specs.text), await lineWidths(specs)).box))),
  );
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the print file against the design thumbnail', () => {
  it.each(['webp', 'avif', 'jpg'] as const)('differs by a mean ΔE00 of at most 2 over the photos and over the texts (%s)', async (format) => {
    const thumbnail = await rawOf(await renderDesignThumbnail(area, shown, fromProxy, SIZE, format));
    expect([thumbnail.width, thumbnail.height]).toEqual([printed.width, printed.height]);
    const photosDelta = meanDeltaE(printed, thumbnail, photoAreas);
    const textsDelta = meanDeltaE(printed, thumbnail, textAreas);
    expect(photosDelta).toBeLessThanOrEqual(2);
    expect(textsDelta).toBeLessThanOrEqual(2);
  });

  it('tells a photo left in colour and a text half a millimetre off', async () => {
    const moved: PrintAreaDesign = {
      ...shown,
      items: shown.items.map((item) => {
        if (isTextItem(item)) return { ...item, specs: { ...item.specs, y: item.specs.y + 0.5 } };
        const { adjust: _bw, ...specs } = item.specs;
        return { ...item, specs };
      }),
    };
    const thumbnail = await rawOf(await renderDesignThumbnail(area, moved, fromProxy, SIZE, 'avif'));
    expect(meanDeltaE(printed, thumbnail, photoAreas.slice(1))).toBeGreaterThan(2);
    expect(meanDeltaE(printed, thumbnail, textAreas)).toBeGreaterThan(2);
  });
});
