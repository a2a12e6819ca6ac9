import { buffer } from 'node:stream/consumers';
import type { Sharp } from 'sharp';
import sharp from '../images/sharp';
import { THUMBNAIL_FORMATS, type ThumbnailFormat } from '../../../shared/api/design-thumbnail-formats';
import { PROXY_SIZE, RENDITION_SIZES } from '../../../shared/api/images';
import { type ImageItem, type PrintArea, type PrintAreaDesign, areaGeometry, isImageItem, neededSourceScale, rasterRect } from '../../../shared/domain';
import { isDiskFull } from '../../db/unavailable';
import { originalKey, renditionKey } from '../images/image-keys';
import type { ImageRow } from '../images/image-records';
import { type ImageServices, once } from '../images/image-services';
import { fitInside } from '../images/rendition-size';
import { ensureTemplateOriginal, ensureTemplatePreviews } from '../images/template-images';
import { isTextItem } from '../../../shared/domain/text';
import { SCREEN_COLOUR } from './colour/print-colour';
import { designImageRow } from './load-original';
import { type LoadSource, composeAreaRaster } from './print-raster';
import { placeText } from './text/placed-text';
import { textSvg } from './text/text-svg';

/*
 * The design thumbnail (server/thumbnails/design-thumbnail-urls.ts): the print raster of the item's
 * main print area (composeAreaRaster, the very function of the print file) at 400 px on the long
 * edge of what remains after the bleed is cut (front and side area, so the edge shows), drawn
 * from the smallest stored rendition of each image that is sharp enough (the 2048 px proxy, or
 * the 400 px thumbnail for a collage cell), the original only for a strongly zoomed-in crop.
 * Text items go over it as the glyph outlines of the print file's fonts (text/text-svg.ts). It is
 * composed in sRGB for a screen, each photo converted from its own profile as the print's are.
 * Made once per design hash and stored beside the first image's files (deleted with them).
 */

const DESIGN_THUMBNAIL_SIZE = 400;
/** A rendition this much softer than needed still passes (2 %: invisible, and it spares decoding a larger one). */
const SOFTNESS_ALLOWED = 0.98;

/** The part a thumbnail shows: the full printed area without its bleed, in print-area millimetres. */
function shownBox(area: PrintArea) {
  const { full } = areaGeometry(area);
  const { trim } = area.specs;
  return { x: trim, y: trim, width: full.width - 2 * trim, height: full.height - 2 * trim };
}

/** Pixels per millimetre that give the shown part DESIGN_THUMBNAIL_SIZE px on its long edge. */
export function thumbnailScale(area: PrintArea, size = DESIGN_THUMBNAIL_SIZE): number {
  const box = shownBox(area);
  return size / Math.max(box.width, box.height);
}

/**
 * The encoders: AVIF and WebP for pages (a third and a half of the JPEG's bytes at the same look),
 * JPEG for e-mail. Colour at full resolution (AVIF's and JPEG's 4:4:4, WebP's sharp YUV conversion):
 * with the usual quarter-resolution colour, the edges of a text bled into the photo around them,
 * twice the colour error of the rest against the print (print-matches-thumbnail.test.ts).
 */
const ENCODE: Record<ThumbnailFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4, chromaSubsampling: '4:4:4' }),
  webp: (image) => image.webp({ quality: 80, smartSubsample: true }),
  jpg: (image) => image.jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' }),
};

/** The thumbnail in `format`: the area's raster at thumbnailScale, cut to the shown part. */
export async function renderDesignThumbnail(
  area: PrintArea,
  design: PrintAreaDesign,
  loadSource: LoadSource,
  size = DESIGN_THUMBNAIL_SIZE,
  format: ThumbnailFormat = 'jpg',
): Promise<Buffer> {
  const k = thumbnailScale(area, size);
  const raster = await composeAreaRaster(area, design, loadSource, k, SCREEN_COLOUR.working);
  const box = rasterRect(shownBox(area), k);
  const left = Math.min(Math.max(0, box.left), raster.width - 1);
  const top = Math.min(Math.max(0, box.top), raster.height - 1);
  const cut = { left, top, width: Math.max(1, Math.min(box.width, raster.width - left)), height: Math.max(1, Math.min(box.height, raster.height - top)) };
  const picture = sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 } }).extract(cut);
  const texts = await Promise.all(design.items.filter(isTextItem).map((item) => placeText(item.specs)));
  // sharp composites after the cut: the outlines are drawn in the cut's pixels.
  if (texts.length > 0) picture.composite([{ input: Buffer.from(textSvg(texts, k, cut, { x: cut.left, y: cut.top })) }]);
  return ENCODE[format](picture).toBuffer();
}

/** Whether the rendition of `size` px holds `needed` source pixels per original pixel (see SOFTNESS_ALLOWED). */
function renditionSharpEnough(row: Pick<ImageRow, 'width' | 'height'>, needed: number, size: number): boolean {
  return fitInside(row.width, row.height, size).width / row.width >= needed * SOFTNESS_ALLOWED;
}

/**
 * Sources from stored renditions (image-keys.ts), each read from storage only: `rows` are the
 * design's image rows, resolved (and a template's previews made) before the render starts.
 */
export function renditionSource(services: ImageServices, rows: ReadonlyMap<string, ImageRow>): LoadSource {
  return async (item: ImageItem, k: number) => {
    const row = rows.get(item.specs.orig.id);
    if (!row) throw new Error(`image ${item.specs.orig.id} was not resolved`);
    const needed = neededSourceScale(item.specs, k);
    for (const size of RENDITION_SIZES) {
      if (!renditionSharpEnough(row, needed, size)) continue;
      const fitted = fitInside(row.width, row.height, size);
      // Only the proxy and the 400 px thumbnail are sure to be stored; other sizes when someone asked for them.
      const stored = await services.storage.get(renditionKey(row.id, size, undefined, 'jpg'));
      if (stored) return { data: await buffer(stored.body), ...fitted };
    }
    const original = await services.storage.get(originalKey(row.id));
    if (!original) throw new Error(`image ${row.id} has no original`);
    return { data: await buffer(original.body), width: row.width, height: row.height };
  };
}

/** The storage key of a design's thumbnail: under its first image's folder, so it goes with that image. */
const designThumbnailKey = (firstImageRowId: string, hash: string, format: ThumbnailFormat = 'jpg') => `${firstImageRowId}/t/design-${hash}.${format}`;

export interface DesignThumbnail {
  body: Buffer;
  /** Whether storage already held it. */
  cached: boolean;
}

/** The stored thumbnail of a design (by its hash) in `format`, or rendered, stored and returned; concurrent requests render once. */
export async function designThumbnail(
  services: ImageServices,
  area: PrintArea,
  design: PrintAreaDesign,
  hash: string,
  format: ThumbnailFormat = 'jpg',
): Promise<DesignThumbnail> {
  const ids = [...new Set(design.items.filter(isImageItem).map((item) => item.specs.orig.id))];
  const rows = new Map<string, ImageRow>();
  for (const id of ids) rows.set(id, await designImageRow(services.db, id));
  const first = rows.get(ids[0] ?? '');
  if (!first) throw new Error('a design thumbnail needs an image');
  const key = designThumbnailKey(first.id, hash, format);
  const stored = await services.storage.get(key);
  if (stored) return { body: await buffer(stored.body), cached: true };
  const body = await once(services, key, async () => {
    // Outside the job limiter: a template's previews (and its original, for a crop the proxy is
    // too soft for) are jobs of their own.
    const k = thumbnailScale(area);
    for (const item of design.items.filter(isImageItem)) {
      const row = rows.get(item.specs.orig.id);
      if (row?.kind !== 'template') continue;
      await ensureTemplatePreviews(services, row);
      if (!renditionSharpEnough(row, neededSourceScale(item.specs, k), PROXY_SIZE)) await ensureTemplateOriginal(services, row);
    }
    const picture = await services.jobs.run(() => renderDesignThumbnail(area, design, renditionSource(services, rows), DESIGN_THUMBNAIL_SIZE, format));
    // The stored copy only spares the next request the work: a full disk must not stop the picture from showing.
    await services.storage.put(key, picture, THUMBNAIL_FORMATS[format]).catch((error: unknown) => {
      if (!isDiskFull(error)) throw error;
    });
    return picture;
  });
  return { body, cached: false };
}
