import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { createRenditionUrl, deleteImage, getImage, listImages } from '../../../shared/api/images';
import type { Config } from '../../config/config';
import { images } from '../../db/schema';
import { serviceContext } from '../../http/context';
import { HttpError, notFound } from '../../http/http-error';
import { route } from '../../http/route';
import { serverIntl } from '../../i18n/server-intl';
import { currentOwner } from '../basket/image-owner';
import { findUsable, isUsedInBasket, listOwned, toImageInfo } from './image-records';
import { cropTuple } from './image-urls';
import { cropFits } from './renditions';
import renditionRoute from './rendition-route';
import uploadRoute from './upload-route';

/** The image API (upload, list, one, delete, rendition URLs) and the signed rendition URLs. */
export default async function imageRoutes(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(uploadRoute, { config });
  await app.register(renditionRoute);
  const { db, signer, storage } = app.images;
  const ownerOf = (request: FastifyRequest) => currentOwner(serviceContext(app, request));

  route(app, listImages, async ({ request }) => {
    const owner = await ownerOf(request);
    return { images: owner ? (await listOwned(db, owner)).map((row) => toImageInfo(row, signer)) : [] };
  });

  route(app, getImage, async ({ params, request }) => {
    const image = await findUsable(db, await ownerOf(request), params.imageId);
    if (!image) throw notFound('image');
    return toImageInfo(image, signer);
  });

  route(app, deleteImage, async ({ params, request }) => {
    const image = await findUsable(db, await ownerOf(request), params.imageId);
    if (!image || image.kind !== 'upload') throw notFound('image');
    if (await isUsedInBasket(db, image.id)) throw new HttpError('conflict', serverIntl(request.locale).formatMessage({ id: 'images.refusal.inUse' }));
    await db.delete(images).where(eq(images.id, image.id));
    // The row goes first: a storage failure then leaves unreachable bytes, never a row without bytes.
    await storage.deletePrefix(image.id).catch((error: unknown) => request.log.warn({ err: error, id: image.id }, 'image bytes not deleted'));
    return { id: image.id, deleted: true as const };
  });

  route(app, createRenditionUrl, async ({ params, body, request }) => {
    const image = await findUsable(db, await ownerOf(request), params.imageId);
    if (!image) throw notFound('image');
    const crop = cropTuple(body.crop);
    if (!cropFits(image, crop)) throw new HttpError('validation_failed', undefined, { crop: ['outside the image'] });
    return { url: signer.url({ i: image.id, s: body.size, ...(crop ? { c: crop } : {}) }, image.name) };
  });
}
