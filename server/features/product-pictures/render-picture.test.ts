import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { picturesOf, productPictures } from '../../../shared/domain/product-pictures/picture-catalogue';
import { pictureFormats, pictureHeight, pictureWidths } from '../../../shared/domain/product-pictures/picture-files';
import { encodePicture, pictureMaster, renderPicture } from './render-picture';

/** The target as a regression guard (deterministic: same description, same bytes); the bench prints every size. */
const AVIF_800_CAP = 60_000;

describe('renderPicture', () => {
  // The main picture of each product: every scene (wall, room, table) and every material.
  const mains = ['canvas', 'poster', 'acrylic-glass', 'aluminium-dibond', 'gift-voucher', 'sample-set'].flatMap((id) => picturesOf(id).slice(0, 1));
  it.each(mains.map((p) => [p.id, p] as const))('draws %s at 1200 x 900 with an object on its backdrop', async (_id, picture) => {
    const master = await renderPicture(picture);
    expect([master.width, master.height]).toEqual([1200, 900]);
    // A tenth of the picture at least is the product, not the plain backdrop of the corner.
    const corner = Array.from(master.data.subarray(0, 3));
    let product = 0;
    for (let i = 0; i < master.data.length; i += 3) {
      if (Math.max(...corner.map((c, k) => Math.abs(c - (master.data[i + k] as number)))) > 25) product += 1;
    }
    expect(product / (master.width * master.height)).toBeGreaterThan(0.1);
  });

  it('encodes every width and format, decoding to the width asked for at 4:3', async () => {
    const picture = productPictures[0];
    if (!picture) throw new Error('no pictures');
    const master = await pictureMaster(picture);
    for (const width of pictureWidths) {
      for (const format of pictureFormats) {
        const meta = await sharp(await encodePicture(master, width, format)).metadata();
        expect([meta.width, meta.height]).toEqual([width, pictureHeight(width)]);
      }
    }
  });

  it('keeps an 800 px AVIF of the main canvas picture under the regression cap', async () => {
    const picture = productPictures[0];
    if (!picture) throw new Error('no pictures');
    const avif = await encodePicture(await pictureMaster(picture), 800, 'avif');
    expect(avif.length).toBeLessThan(AVIF_800_CAP);
  });
});
