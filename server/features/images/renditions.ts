import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Sharp } from 'sharp';
import sharp from './sharp';
import { PROXY_SIZE } from '../../../shared/api/images';
import { isDiskFull } from '../../db/unavailable';
import { contentTypeOfKey, originalKey, type RenditionExt, renditionKey } from './image-keys';
import type { ImageRow } from './image-records';
import { type ImageServices, once } from './image-services';
import type { Descriptor } from './image-urls';
import { inBrowserSrgb, sharpInput } from './image-processing';
import { fitInside } from './rendition-size';
import { ensureTemplateOriginal, ensureTemplatePreviews } from './template-images';

export interface Rendition {
  body: Buffer | Readable;
  size: number | undefined;
  contentType: string;
  /** Whether storage already held it (false: rendered for this request, and stored for the next). */
  cached: boolean;
}

/** AVIF encodes slowly (0.8 s for 2048 px here), so it is chosen for small renditions only. */
const AVIF_MAX_SIZE = 800;

/** The best format the browser accepts; the answer varies by Accept. */
export function pickFormat(accept: string | undefined, size: number): RenditionExt {
  const value = accept ?? '';
  if (size <= AVIF_MAX_SIZE && value.includes('image/avif')) return 'avif';
  if (value.includes('image/webp')) return 'webp';
  return 'jpg';
}

/** A crop must lie inside the upright original. */
export function cropFits(image: Pick<ImageRow, 'width' | 'height'>, crop: Descriptor['c']): boolean {
  if (!crop) return true;
  const [x, y, width, height] = crop;
  return x + width <= image.width && y + height <= image.height;
}

function encode(pipeline: Sharp, ext: RenditionExt): Promise<Buffer> {
  if (ext === 'avif') return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
  if (ext === 'webp') return pipeline.webp({ quality: 80 }).toBuffer();
  return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer();
}

/** Whether the proxy holds enough pixels for the requested output, so the (large) original stays unread. */
function proxySuffices(image: ImageRow, d: Descriptor): boolean {
  const [, , cw, ch] = d.c ?? [0, 0, image.width, image.height];
  const scale = fitInside(image.width, image.height, PROXY_SIZE).width / image.width;
  const out = fitInside(cw, ch, d.s);
  return Math.max(cw, ch) * scale >= Math.max(out.width, out.height) - 0.5;
}

async function render(services: ImageServices, image: ImageRow, d: Descriptor, ext: RenditionExt): Promise<Buffer> {
  const [cx, cy, cw, ch] = d.c ?? [0, 0, image.width, image.height];
  const out = fitInside(cw, ch, d.s);
  if (proxySuffices(image, d)) {
    const stored = await services.storage.get(renditionKey(image.id, PROXY_SIZE, undefined, 'jpg'));
    if (!stored) throw new Error(`image ${image.id} has no proxy`);
    const proxy = await buffer(stored.body);
    const proxySize = fitInside(image.width, image.height, PROXY_SIZE);
    const scale = proxySize.width / image.width;
    const left = Math.min(proxySize.width - 1, Math.floor(cx * scale));
    const top = Math.min(proxySize.height - 1, Math.floor(cy * scale));
    const region = {
      left,
      top,
      width: Math.max(1, Math.min(proxySize.width - left, Math.round(cw * scale))),
      height: Math.max(1, Math.min(proxySize.height - top, Math.round(ch * scale))),
    };
    return services.jobs.run(() => encode(sharp(proxy).extract(region).resize(out.width, out.height, { fit: 'fill' }), ext));
  }
  if (image.kind === 'template') await ensureTemplateOriginal(services, image);
  const original = await services.storage.get(originalKey(image.id));
  if (!original) throw new Error(`image ${image.id} has no original`);
  return services.jobs.run(async () => {
    const pipeline = sharp(sharpInput).autoOrient();
    original.body.pipe(pipeline);
    // The header of the buffered input: whether a 16-bit original has a profile to convert by.
    const { space = null, hasProfile = false } = await pipeline.metadata();
    if (d.c) pipeline.extract({ left: cx, top: cy, width: cw, height: ch });
    return encode(inBrowserSrgb(pipeline.resize(out.width, out.height, { fit: 'fill' }), { space, hasProfile }), ext);
  });
}

/** The rendition from storage, or rendered from the proxy or the original, stored, and returned. */
export async function getRendition(services: ImageServices, image: ImageRow, d: Descriptor, ext: RenditionExt): Promise<Rendition> {
  const key = renditionKey(image.id, d.s, d.c, ext);
  const contentType = contentTypeOfKey(key) ?? 'application/octet-stream';
  if (image.kind === 'template') await ensureTemplatePreviews(services, image);
  const stored = await services.storage.get(key);
  if (stored) return { body: stored.body, size: stored.size, contentType, cached: true };
  const body = await once(services, key, async () => {
    const rendered = await render(services, image, d, ext);
    // The stored copy only spares the next request the work: a full disk must not stop the image from showing.
    await services.storage.put(key, rendered, contentType).catch((error: unknown) => {
      if (!isDiskFull(error)) throw error;
    });
    return rendered;
  });
  return { body, size: body.length, contentType, cached: false };
}
