import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { picturesOf, productPictures } from '../../../shared/domain/product-pictures/picture-catalogue';
import { pictureFormats, pictureHeight, pictureWidths } from '../../../shared/domain/product-pictures/picture-files';
import { encodePicture, renderPicture } from './render-picture';

/** A regression guard, not the target: the bench prints the real sizes (the target is 60 kB at 800 px). */
const AVIF_800_CAP = 90_000;

describe('renderPicture', () => {
  // The main picture of each product: every scene (wall, room, table) and every material.
  const mains = ['canvas', 'poster', 'acrylic-glass', 'aluminium-dibond', 'gift-voucher', 'sample-set'].flatMap((id) => picturesOf(id).slice(0, 1));
  it.each(mains.map((p) => [p.id, p] as const))('draws %s at 1200 x 900 with an object on its backdrop', async (_id, picture) => {
    const master = await renderPicture(picture);
    expect([master.width, master.height]).toEqual([1200, 900]);
    // The centre shows the product, not the plain backdrop of the corner.
    const at = (x: number, y: number) => Array.from(master.data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3));
    const [corner, centre] = [at(5, 5), at(600, 420)];
    expect(Math.max(...corner.map((c, i) => Math.abs(c - (centre[i] as number))))).toBeGreaterThan(12);
  });

  it('encodes every width and format, decoding to the width asked for at 4:3', async () => {
    const picture = productPictures[0];
    if (!picture) throw new Error('no pictures');
    const master = await renderPicture(picture);
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
    const avif = await encodePicture(await renderPicture(picture), 800, 'avif');
    expect(avif.length).toBeLessThan(AVIF_800_CAP);
  });
});
