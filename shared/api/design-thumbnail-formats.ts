/*
 * A design thumbnail (server/thumbnails/design-thumbnail-urls.ts) is served in several formats,
 * each at its own URL, so no response varies by Accept: the server mints the JPEG's URL (the
 * e-mail's, every mail client shows it); a page offers the smaller formats beside it
 * (<picture> sources) by the file name, under the same signature.
 */

export const THUMBNAIL_FORMATS = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type ThumbnailFormat = keyof typeof THUMBNAIL_FORMATS;

const FILENAME = /^design\.(avif|webp|jpg)$/;

/** The format a thumbnail's file name asks for, or null for any other name. */
export function thumbnailFormatOf(filename: string): ThumbnailFormat | null {
  const match = FILENAME.exec(filename);
  return match ? (match[1] as ThumbnailFormat) : null;
}

/** The minted (JPEG) thumbnail URL `url` in `format`. */
export const thumbnailInFormat = (url: string, format: ThumbnailFormat): string => url.replace(/\/design\.jpg$/, `/design.${format}`);
