import type { PictureDescription } from '../../../shared/domain/product-pictures/picture-catalogue';
import { type PictureFormat, pictureHeight, type PictureWidth } from '../../../shared/domain/product-pictures/picture-files';
import sharp from '../images/sharp';
import { rasterImage } from './raster-io';
import { renderRoomPicture } from './room-scene';
import { renderTablePicture } from './table-scene';
import { renderWallPicture } from './wall-scene';
import type { Raster } from './warp';

/** The picture at its master size (1200 x 900), drawn from its description alone. */
export function renderPicture(picture: PictureDescription): Promise<Raster> {
  const { object, camera } = picture;
  if (camera.view === 'room' && object.kind === 'poster') return renderRoomPicture(picture, object, camera.wall);
  if (camera.view === 'angle' && (object.kind === 'canvas' || object.kind === 'acrylic' || object.kind === 'aluminium'))
    return renderWallPicture(picture, object, camera);
  if (camera.view === 'table' && (object.kind === 'voucher' || object.kind === 'samples')) return renderTablePicture(picture, object);
  return Promise.reject(new Error(`picture ${picture.id}: no scene shows a ${object.kind} in a ${camera.view} view`));
}

/** The picture at its master size as a lossless PNG, the source of every served file. */
export async function pictureMaster(picture: PictureDescription): Promise<Buffer> {
  return rasterImage(await renderPicture(picture))
    .png({ compressionLevel: 3 })
    .toBuffer();
}

/**
 * One served file from the master. The qualities keep an 800 px AVIF well under 60 kB (smooth
 * artwork on plain backdrops). AVIF effort 2: a tenth of the time of effort 4 (0.2 s against 2 s
 * at 800 px here) for about 10 % more bytes, which matters as a page's first visit waits for it.
 */
export function encodePicture(master: Buffer, width: PictureWidth, format: PictureFormat): Promise<Buffer> {
  const image = sharp(master).resize(width, pictureHeight(width), { kernel: 'lanczos3' });
  switch (format) {
    case 'avif':
      return image.avif({ quality: 62, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 80, effort: 4 }).toBuffer();
    case 'jpg':
      return image.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
  }
}
