import type { PictureDescription } from './picture-catalogue';
import { pictureById } from './picture-catalogue';

/*
 * Where a product picture's files live: /assets/pictures/<id>-<hash>-<width>.<ext>. The hash is
 * taken from the picture's description and the renderer's version, so a URL names exactly one
 * image forever (served immutable) and any change to a picture gives it new URLs.
 */

/** Bump when the server's renderer draws differently: every picture then gets new URLs. */
const PICTURE_RENDERER_VERSION = 1;

/** Every picture is 4:3, so a card or gallery slot has its size before the image arrives. */
const PICTURE_ASPECT = { width: 4, height: 3 } as const;
// 1000: a phone's full-width picture (380 CSS px at 2.6x) takes it rather than decoding 1200.
export const pictureWidths = [400, 800, 1000, 1200] as const;
export type PictureWidth = (typeof pictureWidths)[number];

export const pictureFormats = ['avif', 'webp', 'jpg'] as const;
export type PictureFormat = (typeof pictureFormats)[number];
export const pictureContentTypes: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

export const PICTURE_PATH = '/assets/pictures/';

export const pictureHeight = (width: number): number => Math.round((width * PICTURE_ASPECT.height) / PICTURE_ASPECT.width);

/** FNV-1a (32 bit) in base 36: stable across runtimes, enough to tell versions of one picture apart. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0');
}

const hashes = new WeakMap<PictureDescription, string>();

/**
 * The hash of a picture's description, taken once per description object: a card's srcsets ask for it
 * 12 times (4 widths, 3 formats), and the home page's cards did so in its hydration (~20 ms at 4× CPU).
 * The catalogue's descriptions are not changed in place, so a changed picture is a new object.
 */
export function pictureHash(picture: PictureDescription): string {
  let hash = hashes.get(picture);
  if (hash === undefined) hashes.set(picture, (hash = shortHash(`${PICTURE_RENDERER_VERSION}:${JSON.stringify(picture)}`)));
  return hash;
}

export const pictureFileName = (picture: PictureDescription, width: PictureWidth, format: PictureFormat): string =>
  `${picture.id}-${pictureHash(picture)}-${width}.${format}`;

export const pictureUrl = (picture: PictureDescription, width: PictureWidth, format: PictureFormat): string =>
  `${PICTURE_PATH}${pictureFileName(picture, width, format)}`;

/** A srcset of every width in one format. */
export const pictureSrcSet = (picture: PictureDescription, format: PictureFormat): string =>
  pictureWidths.map((width) => `${pictureUrl(picture, width, format)} ${width}w`).join(', ');

export interface PictureFile {
  picture: PictureDescription;
  width: PictureWidth;
  format: PictureFormat;
}

const FILE = /^([a-z0-9-]+)-([a-z0-9]{7})-(\d+)\.([a-z]+)$/;

/** The picture a file name asks for; null for anything the shop does not serve (an old hash included). */
export function parsePictureFile(name: string): PictureFile | null {
  const match = FILE.exec(name);
  if (!match) return null;
  const [, id = '', hash, widthText, ext] = match;
  const picture = pictureById(id);
  const width = pictureWidths.find((w) => String(w) === widthText);
  const format = pictureFormats.find((f) => f === ext);
  if (!picture || width === undefined || format === undefined || hash !== pictureHash(picture)) return null;
  return { picture, width, format };
}
