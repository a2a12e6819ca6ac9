import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { ConfiguratorDraft, DraftSave } from '../../../shared/api/drafts';
import { MAX_DRAFTS } from '../../../shared/api/routes/drafts';
import type { Db } from '../../db/database';
import { configuratorDrafts } from '../../db/schema';
import type { WithBasketToken } from '../../http/basket-cookie';
import type { ServiceContext } from '../../http/context';
import { HttpError, notFound } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { ensureBasket, findBasketId } from '../basket/basket-session';
import { imagesUsable, usableImages } from '../basket/usable-images';
import type { ImageUrlSigner } from '../images/image-urls';
import { countDraftSave } from './draft-limits';
import { deleteDraftOf } from '../basket/configurator-draft-rows';
import { imageIdsOf, withoutImages } from './draft-state';
import { draftPrintAreas, thumbnailOf } from './draft-thumbnail';
import type { DesignThumbnails } from '../../thumbnails/design-thumbnail-urls';

/** The visitor's drafts, latest first; images no longer theirs are dropped from each (never an error on restore). */
export async function listDrafts(ctx: ServiceContext, signer: ImageUrlSigner, thumbnails: DesignThumbnails): Promise<{ drafts: ConfiguratorDraft[] }> {
  const basketId = await findBasketId(ctx);
  if (basketId === null) return { drafts: [] };
  const rows = await ctx.db
    .select()
    .from(configuratorDrafts)
    .where(eq(configuratorDrafts.basketId, basketId))
    .orderBy(desc(configuratorDrafts.updatedAt), desc(configuratorDrafts.id))
    .limit(MAX_DRAFTS);
  const usable = await usableImages(
    ctx,
    rows.flatMap((row) => imageIdsOf(row.state)),
  );
  const drafts: ConfiguratorDraft[] = [];
  for (const row of rows) {
    const product = await ctx.productRepository.find(row.productId, ctx.locale);
    // A product taken out of the shop cannot be configured any more.
    if (!product) continue;
    const state = withoutImages(row.state, (id) => usable.has(id));
    drafts.push({
      productId: row.productId,
      productName: product.name,
      revision: row.revision,
      updatedAt: row.updatedAt.toISOString(),
      state,
      thumbnailUrl: thumbnails.url('d', row.id, draftPrintAreas(product, state, ctx.now), state.design) ?? thumbnailOf(state, usable, signer),
    });
  }
  return { drafts };
}

const conflict = (ctx: ServiceContext) => new HttpError('conflict', serverIntl(ctx.locale).formatMessage({ id: 'configurator.draft.conflict' }));

/**
 * Saves the draft of a product over the revision the save builds on: a first save (revision 0)
 * only when there is none, a later one only over that very revision. Anything else is a stale tab
 * (or a draft that went to the basket meanwhile): 409, nothing changes.
 */
export async function saveDraft(ctx: ServiceContext, productId: string, body: DraftSave): Promise<WithBasketToken<{ revision: number; updatedAt: string }>> {
  const { db, now } = ctx;
  if (!(await ctx.productRepository.find(productId, ctx.locale))) throw notFound('product');
  if (!(await imagesUsable(ctx, imageIdsOf(body.state))))
    throw new HttpError('unprocessable', undefined, { images: [serverIntl(ctx.locale).formatMessage({ id: 'design.noImage' })] });
  await countDraftSave(ctx, null);
  const { basketId, basketToken } = await ensureBasket(ctx);
  await countDraftSave(ctx, basketId);
  const saved =
    body.revision === 0
      ? await db
          .insert(configuratorDrafts)
          .values({ basketId, productId, state: body.state, revision: 1, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning({ revision: configuratorDrafts.revision })
      : await db
          .update(configuratorDrafts)
          .set({ state: body.state, revision: sql`${configuratorDrafts.revision} + 1`, updatedAt: now })
          .where(and(eq(configuratorDrafts.basketId, basketId), eq(configuratorDrafts.productId, productId), eq(configuratorDrafts.revision, body.revision)))
          .returning({ revision: configuratorDrafts.revision });
  const row = saved[0];
  if (!row) throw conflict(ctx);
  if (body.revision === 0) await keepNewest(db, basketId);
  return { value: { revision: row.revision, updatedAt: now.toISOString() }, basketToken };
}

/** A basket keeps its MAX_DRAFTS newest drafts: a script saving drafts of every product grows nothing. */
async function keepNewest(db: Db, basketId: number): Promise<void> {
  const newest = db
    .select({ id: configuratorDrafts.id })
    .from(configuratorDrafts)
    .where(eq(configuratorDrafts.basketId, basketId))
    .orderBy(desc(configuratorDrafts.updatedAt), desc(configuratorDrafts.id))
    .limit(MAX_DRAFTS);
  await db.delete(configuratorDrafts).where(and(eq(configuratorDrafts.basketId, basketId), notInArray(configuratorDrafts.id, newest)));
}

/** Starting over: the visitor's draft of the product goes; 404 when they have none (or it went to the basket). */
export async function deleteDraft(ctx: ServiceContext, productId: string): Promise<{ deleted: true }> {
  const basketId = await findBasketId(ctx);
  if (basketId === null || !(await deleteDraftOf(ctx.db, basketId, productId))) throw notFound('draft');
  return { deleted: true };
}
