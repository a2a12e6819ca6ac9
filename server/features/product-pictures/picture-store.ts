import { pictureContentTypes, pictureFileName, pictureFormats, type PictureFile, pictureWidths } from '../../../shared/domain/product-pictures/picture-files';
import type { StoredObject } from '../../storage/object-storage';
import { type ImageServices, once } from '../images/image-services';
import { encodePicture, renderPicture } from './render-picture';

const keyOf = (file: PictureFile) => `product-pictures/${pictureFileName(file.picture, file.width, file.format)}`;

/**
 * A product picture's file from storage. The first request for any file of a picture renders it
 * once and stores every width and format, so later requests (in any process) only read; a
 * picture's files are named by its hash, so nothing stored ever goes stale.
 */
export async function pictureObject(services: ImageServices, file: PictureFile): Promise<StoredObject & { cached: boolean }> {
  const key = keyOf(file);
  const stored = await services.storage.get(key);
  if (stored) return { ...stored, cached: true };
  await once(services, `picture:${key}`, () =>
    services.jobs.run(async () => {
      const master = await renderPicture(file.picture);
      for (const width of pictureWidths) {
        for (const format of pictureFormats) {
          const bytes = await encodePicture(master, width, format);
          await services.storage.put(keyOf({ picture: file.picture, width, format }), bytes, pictureContentTypes[format]);
        }
      }
    }),
  );
  const rendered = await services.storage.get(key);
  if (!rendered) throw new Error(`picture ${key} was rendered but is not in storage`);
  return { ...rendered, cached: false };
}
