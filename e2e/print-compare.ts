import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { type Cell, type PrintAreaDesign, type RasterRect, areaGeometry, isImageItem, rasterRect } from '../shared/domain';
import type { RawPicture } from '../shared/domain/preview/colour-difference';
import type { PrintArea } from '../shared/domain/product/product-schema';
import { isTextItem, layoutText, textBounds, textLines } from '../shared/domain/text';
import { lineWidths } from '../server/features/production/text/placed-text';

/*
 * What the print file and the design canvas are compared by (issue 40): the canvas's own pixels,
 * the print PDF rasterised at the canvas's scale, the regions of the photos and texts on both, and
 * the fonts the PDF embeds.
 */

const run = promisify(execFile);

/** Poppler puts glyphs on whole pixels: the page is rasterised this many times finer, then averaged down. */
const SUPERSAMPLE = 2;
/** Photo regions keep this far (mm) from the cell's edges and the front's: the selection frame and the guides lie there. */
const CLEAR_MM = 6;

/**
 * The design canvas's pixels without its guides: the photo layer and the text layer of the Konva
 * stage drawn on one canvas (the third layer holds the edge preview and the guide lines; the
 * buttons over the canvas are HTML and not in these pixels). At the canvas's device pixels.
 */
export async function designCanvasPixels(designCanvas: Locator): Promise<RawPicture> {
  const png = await designCanvas.evaluate(async (root) => {
    // Konva draws a change at the next animation frame: a selection just left is still on the canvas before it.
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    const [photos, texts] = [...root.querySelectorAll('canvas')];
    const out = document.createElement('canvas');
    out.width = photos!.width;
    out.height = photos!.height;
    const context = out.getContext('2d')!;
    context.drawImage(photos!, 0, 0);
    context.drawImage(texts!, 0, 0);
    return out.toDataURL('image/png');
  });
  return rawOf(Buffer.from(png.slice(png.indexOf(',') + 1), 'base64'));
}

/** Whether the canvas shows a photo at a point (fractions of its width and height), not the grey of a cell whose photo is still loading. */
export const photoShownAt = (designCanvas: Locator, x: number, y: number) =>
  designCanvas.evaluate(
    (root, [across, down]) => {
      const photos = root.querySelector('canvas')!;
      const [r, g, b] = photos.getContext('2d')!.getImageData(Math.round(photos.width * across!), Math.round(photos.height * down!), 1, 1).data;
      return Math.abs(r! - 0xe9) + Math.abs(g! - 0xe4) + Math.abs(b! - 0xdd) > 6;
    },
    [x, y],
  );

/** A picture file's pixels (RGB). */
export async function rawOf(input: Buffer | string): Promise<RawPicture> {
  const { data, info } = await sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** The print PDF (its page is the full area: front, wrap and bleed) as `width` x `height` pixels, less `cut` pixels on every side. */
export async function printRaster(pdfPath: string, width: number, height: number, cut = 0): Promise<RawPicture> {
  const base = pdfPath.replace(/\.pdf$/, '') + (cut > 0 ? '-cut' : '');
  await run('pdftoppm', ['-png', '-singlefile', '-scale-to-x', String(width * SUPERSAMPLE), '-scale-to-y', String(height * SUPERSAMPLE), pdfPath, base]);
  const fine = await sharp(await sharp(`${base}.png`).resize(width, height, { fit: 'fill', kernel: 'linear' }).toBuffer())
    .extract({ left: cut, top: cut, width: width - 2 * cut, height: height - 2 * cut })
    .png()
    .toBuffer();
  await writeFile(`${base}-scaled.png`, fine);
  return rawOf(fine);
}

/** The fonts `pdffonts` lists for a PDF: name, embedded, subset. */
export async function pdfFonts(pdfPath: string): Promise<{ name: string; emb: boolean; sub: boolean }[]> {
  const { stdout } = await run('pdffonts', [pdfPath]);
  // Columns: name type encoding emb sub uni object ID (the type may have two words: "CID TrueType").
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const words = line.trim().split(/\s+/);
      const [emb, sub] = words.slice(-5, -3);
      return { name: words[0]!, emb: emb === 'yes', sub: sub === 'yes' };
    });
}

const intersect = (a: Cell, b: Cell): Cell => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x), height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y) };
};
const inset = (cell: Cell, by: number): Cell => ({ x: cell.x + by, y: cell.y + by, width: cell.width - 2 * by, height: cell.height - 2 * by });

/**
 * The regions compared, in pixels at `ppm` px per mm of a picture cut `cutMm` short on every side
 * (a thumbnail is cut at the bleed): each photo's cell on the front, clear of the cell's and the
 * front's edges; each text's bounds (as the server lays the text out).
 */
export async function comparedRegions(
  area: PrintArea,
  design: PrintAreaDesign,
  ppm: number,
  cutMm = 0,
): Promise<{ photos: RasterRect[]; texts: RasterRect[] }> {
  const { front, margin } = areaGeometry(area);
  const onPicture = (cell: Cell): RasterRect => rasterRect({ ...cell, x: cell.x - cutMm, y: cell.y - cutMm }, ppm);
  const shown = inset({ x: margin, y: margin, ...front }, CLEAR_MM);
  const photos = design.items.filter(isImageItem).map((item) => onPicture(intersect(inset(item.specs.cell, CLEAR_MM), shown)));
  const texts = await Promise.all(
    design.items
      .filter(isTextItem)
      .map(async ({ specs }) => onPicture(textBounds(specs, layoutText(specs, textLines(specs.text), await lineWidths(specs)).box))),
  );
  return { photos, texts };
}
