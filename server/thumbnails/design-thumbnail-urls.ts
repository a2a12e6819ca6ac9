import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { thumbnailFormatOf } from '../../shared/api/design-thumbnail-formats';
import { type Design, type PrintArea, type PrintAreaDesign, collageStyleOf, edgeOf, isImageItem } from '../../shared/domain';
import { adjustOf } from '../../shared/domain/design/photo-adjust';
import { isTextItem } from '../../shared/domain/text';

/*
 * Design thumbnails (issue 17): a 400 px picture of what an item prints (crop, rotation, collage
 * cells, edge), for the basket, the checkout, the confirmation, its e-mail, the order history and
 * the staff. Its URL names the item (basket or order item) and a hash of the design it shows:
 *   /thumbnails/{descriptor}.{signature}/design.jpg
 * (and design.avif, design.webp under the same signature: shared/api/design-thumbnail-formats.ts)
 * signed like the image renditions (image-urls.ts: HMAC-SHA256 with the image URL key, 128 bits,
 * here over its own prefix so neither kind of URL can pass for the other). Only the server mints
 * it, for whoever may see the item (its basket's visitor, the order's customer or guest link, the
 * staff), so the URL is the capability; its bytes never change, so it is cached for a year. A
 * changed design has another hash, so another URL and another thumbnail.
 */

const THUMBNAIL_PATH_PREFIX = '/thumbnails/';
/** The name of the JPEG the server mints URLs for. */
const THUMBNAIL_FILENAME = 'design.jpg';
/** Changes when the picture of a design changes (size, crop to the trim box, quality): every URL then changes. */
const RENDERING_VERSION = 1;

export const ThumbnailRef = z
  .object({
    /** b: basket item, o: order item. */
    k: z.enum(['b', 'o', 'd']),
    i: z.number().int().positive(),
    /** designHash of the item's design. */
    h: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  })
  .strict();
export type ThumbnailRef = z.infer<typeof ThumbnailRef>;

/** The print area a thumbnail shows: the first with a placed image (most products have one). */
export function thumbnailArea(printAreas: readonly PrintArea[], design: Design): { area: PrintArea; design: PrintAreaDesign } | null {
  for (const area of printAreas) {
    const areaDesign = design[area.id];
    if (areaDesign?.items.some(isImageItem) && area.specs.width > 0 && area.specs.height > 0) return { area, design: areaDesign };
  }
  return null;
}

/**
 * 128 bits of SHA-256 over everything that decides the thumbnail's pixels, and nothing else (the
 * editor's proxy URL, for one, does not): the area's size, side area and bleed, each image's
 * original, cell, placement and colour adjustment, the edge, a collage's background and the text
 * items (a design without an adjustment, a background or texts keeps its hash).
 */
export function designHash(area: PrintArea, design: PrintAreaDesign): string {
  const { width, height, sideArea, trim } = area.specs;
  const items = design.items.filter(isImageItem).map(({ specs: { orig, cell, placement, adjust } }) => ({
    orig: [orig.id, orig.width, orig.height],
    cell: [cell.x, cell.y, cell.width, cell.height],
    placement: [placement.cx, placement.cy, placement.scale, placement.rotation],
    // Only when set: the hashes (and URLs) of designs without an adjustment stay as they were.
    ...(adjustOf(adjust) !== 'none' && { adjust }),
  }));
  const edge = edgeOf(design.edge);
  // Only designs with a background or text name them, so the hashes (and stored thumbnails) of the others stay.
  const background = design.collage ? { background: collageStyleOf(design.collage).background } : {};
  const texts = design.items.filter(isTextItem).map((item) => item.specs);
  const canonical = JSON.stringify({
    v: RENDERING_VERSION,
    area: [width, height, sideArea, trim],
    items,
    edge: [edge.mode, edge.colour],
    ...background,
    ...(texts.length > 0 ? { texts } : {}),
  });
  return createHash('sha256').update(canonical).digest().subarray(0, 16).toString('base64url');
}

export interface DesignThumbnails {
  /** The signed URL of the item's design thumbnail, or null when the item shows no image (a voucher). */
  url(kind: ThumbnailRef['k'], itemId: number, printAreas: readonly PrintArea[], design: Design): string | null;
  /** The reference of a URL's token (its file name one of the formats), or 'forbidden' when the server did not mint it. */
  verify(token: string, filename: string): ThumbnailRef | 'forbidden';
}

const SIGNATURE_BYTES = 16;

export function createDesignThumbnails(secret: Buffer): DesignThumbnails {
  const sign = (encoded: string) =>
    createHmac('sha256', secret).update(`design-thumbnail/${encoded}`).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
  return {
    url(kind, itemId, printAreas, design) {
      const shown = thumbnailArea(printAreas, design);
      if (!shown) return null;
      const encoded = Buffer.from(JSON.stringify(ThumbnailRef.parse({ k: kind, i: itemId, h: designHash(shown.area, shown.design) }))).toString('base64url');
      return `${THUMBNAIL_PATH_PREFIX}${encoded}.${sign(encoded)}/${THUMBNAIL_FILENAME}`;
    },
    verify(token, filename) {
      const dot = token.lastIndexOf('.');
      if (dot <= 0 || !thumbnailFormatOf(filename)) return 'forbidden';
      const encoded = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1), 'utf8');
      const expected = Buffer.from(sign(encoded), 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forbidden';
      try {
        const parsed = ThumbnailRef.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
        return parsed.success ? parsed.data : 'forbidden';
      } catch {
        return 'forbidden';
      }
    },
  };
}
