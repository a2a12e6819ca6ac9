import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';
import sharp from './sharp';
import { PROXY_SIZE, THUMBNAIL_SIZE } from '../../../shared/api/images';
import { serverDir } from '../../server-dir';
import { fitInside } from './rendition-size';

/** The seeded SVG artworks (also served as files under /assets/templates/). */
export const templateAssetsDir = path.join(serverDir, 'assets', 'templates');

/**
 * librsvg computes feTurbulence per output pixel (about 8 µs each here: 34 s for 2048 px), so such
 * soft artworks are rasterized at this long edge and scaled up; their blur hides the difference.
 */
const TURBULENCE_RASTER_EDGE = 512;

/** The artwork as an sRGB sharp pipeline of exactly width x height, rendered at no more than maxEdge px. */
async function rasterize(file: string, width: number, height: number, maxEdge: number): Promise<Sharp> {
  const svg = await readFile(path.join(templateAssetsDir, path.basename(file)));
  const meta = await sharp(svg).metadata();
  const edge = svg.includes('<feTurbulence') ? Math.min(maxEdge, TURBULENCE_RASTER_EDGE) : maxEdge;
  const target = fitInside(width, height, edge);
  // SVG is rendered at 72 dpi by default: scale the density so the raster comes out at the target size.
  const density = (72 * target.width) / (meta.width ?? width);
  const raw = await sharp(svg, { density, limitInputPixels: false })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } }).resize(width, height, { fit: 'fill' });
}

/** Proxy (at most 2048 px) and thumbnail of a template artwork, as JPEG. */
export async function templatePreviews(file: string, width: number, height: number): Promise<{ proxy: Buffer; thumbnail: Buffer }> {
  const proxySize = fitInside(width, height, PROXY_SIZE);
  const proxy = await (await rasterize(file, proxySize.width, proxySize.height, PROXY_SIZE)).jpeg({ quality: 88 }).toBuffer();
  const thumbSize = fitInside(width, height, THUMBNAIL_SIZE);
  const thumbnail = await sharp(proxy).resize(thumbSize.width, thumbSize.height, { fit: 'fill' }).jpeg({ quality: 80 }).toBuffer();
  return { proxy, thumbnail };
}

/**
 * The print original at the recorded pixel size. Rendering is capped at 3000 px on the long edge
 * (beyond it librsvg's time grows steeply: 3.4 s at 3000 px, 57 s at 6000 px for the skyline) and
 * scaled up; production can rasterize the SVG itself at print resolution when it needs more.
 */
export async function templateOriginal(file: string, width: number, height: number): Promise<Buffer> {
  return (await rasterize(file, width, height, 3000)).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
}
