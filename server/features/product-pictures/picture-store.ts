import type { PictureDescription } from '../../../shared/domain/product-pictures/picture-catalogue';
import {
  PICTURE_PATH,
  parsePictureFile,
  pictureContentTypes,
  pictureFileName,
  pictureHash,
  type PictureFile,
} from '../../../shared/domain/product-pictures/picture-files';
import type { StoredObject } from '../../storage/object-storage';
import { type ImageServices, once } from '../images/image-services';
import { encodePicture, pictureMaster } from './render-picture';

const PREFIX = 'product-pictures';
const fileKey = (file: PictureFile) => `${PREFIX}/${pictureFileName(file.picture, file.width, file.format)}`;
const masterKey = (picture: PictureDescription) => `${PREFIX}/${picture.id}-${pictureHash(picture)}-master.png`;

/** The picture drawn at full size, lossless: drawn once, then every width and format is cut from it. */
async function masterOf(services: ImageServices, picture: PictureDescription): Promise<Buffer> {
  const key = masterKey(picture);
  const read = async () => {
    const stored = await services.storage.get(key);
    if (!stored) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const cached = await read();
  if (cached) return cached;
  return once(services, `picture-master:${key}`, () =>
    services.jobs.run(async () => {
      const png = await pictureMaster(picture);
      await services.storage.put(key, png, 'image/png');
      return png;
    }),
  );
}

/**
 * A product picture's file from storage, made on its first request: the picture is drawn once
 * (its master kept in storage) and each width and format is encoded when first asked for, so a
 * page's first visit waits for the files it shows and no more. Files are named by the picture's
 * hash: nothing stored ever goes stale, and any process may serve what another made.
 */
export async function pictureObject(services: ImageServices, file: PictureFile): Promise<StoredObject & { cached: boolean }> {
  const key = fileKey(file);
  const stored = await services.storage.get(key);
  if (stored) return { ...stored, cached: true };
  await once(services, `picture:${key}`, async () => {
    const master = await masterOf(services, file.picture);
    await services.jobs.run(async () => {
      const bytes = await encodePicture(master, file.width, file.format);
      await services.storage.put(key, bytes, pictureContentTypes[file.format]);
    });
  });
  const made = await services.storage.get(key);
  if (!made) throw new Error(`picture ${key} was made but is not in storage`);
  return { ...made, cached: false };
}

/** Whether a URL is a product picture's file already in storage: serving it is a read, no drawing. */
export async function isStoredPicture(services: ImageServices, url: string): Promise<boolean> {
  if (!url.startsWith(PICTURE_PATH)) return false;
  const file = parsePictureFile(url.slice(PICTURE_PATH.length).split('?')[0]!);
  return file !== null && services.storage.exists(fileKey(file));
}
