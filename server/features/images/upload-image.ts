import { rm } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ImageInfo, PROXY_SIZE, THUMBNAIL_SIZE } from '../../../shared/api/images';
import { images } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { originalKey, renditionKey } from './image-keys';
import { imageMessages } from './image-messages';
import { ownerForUpload } from './image-owner';
import { contentTypeOf, makePreviews, readFacts, SUPPORTED_FORMATS } from './image-processing';
import { newImageId, toImageInfo } from './image-records';
import type { ImageServices } from './image-services';
import { receiveUpload } from './receive-upload';
import { sniffFormat } from './sniff-format';

/**
 * Upload: bytes to a temp file, type from the magic number, size limits from the header, then
 * previews, then storage, then the row. A failure at any step leaves nothing behind.
 */
export async function uploadImage(services: ImageServices, request: FastifyRequest, reply: FastifyReply): Promise<ImageInfo> {
  const locale = request.locale;
  const upload = await receiveUpload(request);
  try {
    const format = sniffFormat(upload.head);
    if (!format) throw new HttpError('unsupported_media_type', imageMessages.unsupported(SUPPORTED_FORMATS)[locale]);
    const facts = await readFacts(upload.file, format, locale);
    const previews = await services.jobs.run(() => makePreviews(upload.file, facts)).catch((error: unknown) => {
      request.log.info({ err: error, format }, 'image could not be decoded');
      // A HEIF whose codec this build cannot decode is a format question, anything else broken data.
      if (format === 'heif') throw new HttpError('unsupported_media_type', imageMessages.unsupported(SUPPORTED_FORMATS)[locale]);
      throw new HttpError('unprocessable', imageMessages.unreadable()[locale]);
    });
    const owner = await ownerForUpload(services.db, request, reply);
    const id = newImageId();
    try {
      await services.storage.put(originalKey(id), { file: upload.file }, contentTypeOf[format]);
      await services.storage.put(renditionKey(id, PROXY_SIZE, undefined, 'jpg'), previews.proxy, 'image/jpeg');
      await services.storage.put(renditionKey(id, THUMBNAIL_SIZE, undefined, 'jpg'), previews.thumbnail, 'image/jpeg');
      const [row] = await services.db
        .insert(images)
        .values({
          id,
          kind: 'upload',
          ...('customerId' in owner ? { customerId: owner.customerId } : { basketId: owner.basketId }),
          format,
          width: facts.width,
          height: facts.height,
          orientation: facts.orientation,
          density: facts.density,
          space: facts.space,
          fileSize: upload.size,
          name: upload.name.slice(0, 200),
        })
        .returning();
      if (!row) throw new Error('image row was not inserted');
      return toImageInfo(row, services.signer);
    } catch (error) {
      await services.storage.deletePrefix(id).catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(upload.file, { force: true });
  }
}
