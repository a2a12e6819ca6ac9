import { rm } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ImageInfo, PROXY_SIZE, THUMBNAIL_SIZE } from '../../../shared/api/images';
import { images } from '../../db/schema';
import { isDiskFull } from '../../db/unavailable';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { originalKey, renditionKey } from './image-keys';
import { currentOwner, ownerForUpload } from './image-owner';
import { contentTypeOf, isLosslessWebp, makePreviews, readFacts, storableOriginal, SUPPORTED_FORMATS } from './image-processing';
import { newImageId, toImageInfo } from './image-records';
import type { ImageServices } from './image-services';
import { receiveUpload } from './receive-upload';
import { sniffFormat } from './sniff-format';
import { checkQuota, countFirstUpload, countReceivedBytes, countUpload, type UploadLimitContext } from './upload-limits';

/**
 * Upload: the limits (count per IP and visitor, the visitor's quota by the declared length)
 * before a byte is read, then bytes to a temp file, type from the magic number, size limits from
 * the header, then previews and the original as it is stored (decoded and encoded anew), the
 * quota by its real size, storage, and the row. A failure at any step leaves nothing behind.
 */
export async function uploadImage(services: ImageServices, request: FastifyRequest, reply: FastifyReply, limits: UploadLimitContext): Promise<ImageInfo> {
  const locale = request.locale;
  const known = await currentOwner(services.db, request);
  await countUpload(limits, known);
  await checkQuota(limits, known, Number(request.headers['content-length']) || 0);
  const upload = await receiveUpload(request);
  const stored = `${upload.file}.stored`;
  try {
    await countReceivedBytes(limits, upload.size);
    const format = sniffFormat(upload.head);
    if (!format) throw new HttpError('unsupported_media_type', serverIntl(locale).formatMessage({ id: 'images.refusal.unsupported' }, { formats: SUPPORTED_FORMATS }));
    const facts = await readFacts(upload.file, format, locale);
    const losslessWebp = format === 'webp' && (await isLosslessWebp(upload.file));
    const { previews, size } = await services.jobs
      .run(async () => ({ previews: await makePreviews(upload.file, facts), size: await storableOriginal(upload.file, stored, facts, losslessWebp) }))
      .catch((error: unknown) => {
        // The stored original is written to the temp folder: a full disk is no fault of the image.
        if (isDiskFull(error)) throw error;
        request.log.info({ err: error, format }, 'image could not be decoded');
        // A HEIF whose codec this build cannot decode is a format question, anything else broken data.
        if (format === 'heif') throw new HttpError('unsupported_media_type', serverIntl(locale).formatMessage({ id: 'images.refusal.unsupported' }, { formats: SUPPORTED_FORMATS }));
        throw new HttpError('unprocessable', serverIntl(locale).formatMessage({ id: 'images.refusal.unreadable' }));
      });
    const owner = await ownerForUpload(services.db, request, reply);
    if (known === null) await countFirstUpload(limits, owner);
    await checkQuota(limits, owner, size);
    const id = newImageId();
    try {
      await services.storage.put(originalKey(id), { file: stored }, contentTypeOf[format]);
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
          fileSize: size,
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
    await rm(stored, { force: true });
  }
}
