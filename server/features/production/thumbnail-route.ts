import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { THUMBNAIL_FORMATS, thumbnailFormatOf } from '../../../shared/api/design-thumbnail-formats';
import type { Design, PrintArea } from '../../../shared/domain';
import { basketItems, configuratorDrafts, orderItems } from '../../db/schema';
import { draftPrintAreas } from '../drafts/draft-thumbnail';
import { HttpError } from '../../http/http-error';
import { designHash, type ThumbnailRef, thumbnailArea } from '../../thumbnails/design-thumbnail-urls';
import { designThumbnail } from './design-thumbnail';

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function itemDesign(app: FastifyInstance, ref: ThumbnailRef): Promise<{ printAreas: readonly PrintArea[]; design: Design } | null> {
  if (ref.k === 'd') {
    const [draft] = await app.db.select().from(configuratorDrafts).where(eq(configuratorDrafts.id, ref.i)).limit(1);
    const product = draft && (await app.productRepository.find(draft.productId, 'de'));
    return product ? { printAreas: draftPrintAreas(product, draft.state, app.now()), design: draft.state.design } : null;
  }
  const table = ref.k === 'b' ? basketItems : orderItems;
  const [row] = await app.db.select({ instruction: table.instruction, design: table.design }).from(table).where(eq(table.id, ref.i)).limit(1);
  return row ? { printAreas: row.instruction.printAreas ?? [], design: row.design } : null;
}

/**
 * GET /thumbnails/{descriptor}.{signature}/design.{avif,webp,jpg}: the thumbnail of a basket or order item's
 * (or a configurator draft's) design (server/thumbnails/design-thumbnail-urls.ts). The signature is checked first (403); then
 * the item must still have the design the URL was minted for (404 once it changed: its new URL
 * names the new design). Each URL is one format (no Vary) and its bytes never change: cached for a year.
 */
export default async function thumbnailRoutes(app: FastifyInstance) {
  app.get<{ Params: { token: string; filename: string } }>('/thumbnails/:token/:filename', { schema: { hide: true } }, async (request, reply) => {
    const ref = app.designThumbnails.verify(request.params.token, request.params.filename);
    const format = thumbnailFormatOf(request.params.filename);
    if (ref === 'forbidden' || !format) throw new HttpError('forbidden');
    const item = await itemDesign(app, ref);
    const shown = item && thumbnailArea(item.printAreas, item.design);
    if (!shown || designHash(shown.area, shown.design) !== ref.h) throw new HttpError('not_found');
    const thumbnail = await designThumbnail(app.images, shown.area, shown.design, ref.h, format);
    return reply
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('x-image-cache', thumbnail.cached ? 'hit' : 'miss')
      .type(THUMBNAIL_FORMATS[format])
      .send(thumbnail.body);
  });
}
