import { rm } from 'node:fs/promises';
import { type ImageInfo, PROXY_SIZE, THUMBNAIL_SIZE } from '../../../shared/api/images';
import { images } from '../../db/schema';
import { isDiskFull } from '../../db/unavailable';
import type { WithBasketToken } from '../../http/basket-cookie';
import type { ServiceContext } from '../../http/context';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { originalKey, renditionKey } from './image-keys';
import { currentOwner, ownerForUpload } from '../basket/image-owner';
import { contentTypeOf, isLosslessWebp, makePreviews, readFacts, storableOriginal, unsupportedFormat } from './image-processing';
import { heicAsJpeg, isHevcHeif } from './heic';
import { detectFocus } from './image-focus';
import { newImageId, toImageInfo } from './image-records';
import type { ImageServices } from './image-services';
import type { ReceivedUpload } from './receive-upload';
import { sniffFormat } from './sniff-format';
import { checkQuota, countFirstUpload, countReceivedBytes, countUpload, insertWithinQuota } from './upload-limits';

/** UPLOAD_QUOTA_MB in bytes, besides what every service gets. */
export type UploadContext = ServiceContext & { quotaBytes: number };

export interface UploadInput {
  /** The Content-Length the client declared (0 without one): the quota is checked with it before a byte is read. */
  declaredBytes: number;
  receive: () => Promise<ReceivedUpload>;
}

/**
 * Upload: the limits (count per IP and visitor, the visitor's quota by the declared length)
 * before a byte is read, then bytes to a temp file, type from the magic number, size limits from
 * the header, then previews and the original as it is stored (decoded and encoded anew), the
 * quota by its real size, storage, and the row. A failure at any step leaves nothing behind.
 * The route reads the body (`receive`) only when asked, after the limits passed.
 */
export async function uploadImage(services: ImageServices, ctx: UploadContext, input: UploadInput): Promise<WithBasketToken<ImageInfo>> {
  const { locale } = ctx;
  const known = await currentOwner(ctx);
  await countUpload(ctx, known);
  await checkQuota(ctx, known, input.declaredBytes);
  const upload = await input.receive();
  const stored = `${upload.file}.stored`;
  try {
    await countReceivedBytes(ctx, upload.size);
    const format = sniffFormat(upload.head);
    if (!format) throw unsupportedFormat(locale);
    // An iPhone photo is decoded once, into the JPEG the shop stores; everything after reads that JPEG.
    const heicSize =
      format === 'heif' && (await isHevcHeif(upload.file)) ? await services.jobs.run(() => heicAsJpeg(services, upload.file, stored, locale)) : null;
    const source = heicSize === null ? upload.file : stored;
    const facts = await readFacts(source, heicSize === null ? format : 'jpeg', locale);
    const losslessWebp = format === 'webp' && (await isLosslessWebp(upload.file));
    const { previews, size, focus } = await services.jobs
      .run(async () => {
        const made = await makePreviews(source, facts);
        return {
          previews: made,
          size: heicSize ?? (await storableOriginal(upload.file, stored, facts, losslessWebp)),
          // A photo whose faces could not be read is placed centred, as before: no reason to refuse it.
          focus: await detectFocus(made.proxy, facts).catch((error: unknown) => {
            ctx.log.warn({ err: error }, 'image focus could not be detected');
            return null;
          }),
        };
      })
      .catch((error: unknown) => {
        // The stored original is written to the temp folder: a full disk is no fault of the image.
        if (isDiskFull(error)) throw error;
        ctx.log.info({ err: error, format }, 'image could not be decoded');
        // A HEIF whose codec this build cannot decode is a format question, anything else broken data.
        if (format === 'heif') throw unsupportedFormat(locale);
        throw new HttpError('unprocessable', serverIntl(locale).formatMessage({ id: 'images.refusal.unreadable' }));
      });
    const { owner, basketToken } = await ownerForUpload(ctx);
    if (known === null) await countFirstUpload(ctx, owner);
    await checkQuota(ctx, owner, size);
    const id = newImageId();
    try {
      await services.storage.put(originalKey(id), { file: stored }, contentTypeOf[facts.format]);
      await services.storage.put(renditionKey(id, PROXY_SIZE, undefined, 'jpg'), previews.proxy, 'image/jpeg');
      await services.storage.put(renditionKey(id, THUMBNAIL_SIZE, undefined, 'jpg'), previews.thumbnail, 'image/jpeg');
      const [row] = await insertWithinQuota(services.db, ctx, owner, size, (tx) =>
        tx
          .insert(images)
          .values({
            id,
            kind: 'upload',
            ...('customerId' in owner ? { customerId: owner.customerId } : { basketId: owner.basketId }),
            format: facts.format,
            width: facts.width,
            height: facts.height,
            orientation: facts.orientation,
            density: facts.density,
            space: facts.space,
            fileSize: size,
            name: upload.name.slice(0, 200),
            focus,
          })
          .returning(),
      );
      if (!row) throw new Error('image row was not inserted');
      return { value: toImageInfo(row, services.signer), basketToken };
    } catch (error) {
      await services.storage.deletePrefix(id).catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(upload.file, { force: true });
    await rm(stored, { force: true });
  }
}
