import { describe, expect, it } from 'vitest';
import { picturesOf, productPictures } from './picture-catalogue';
import { parsePictureFile, pictureFileName, pictureHash, pictureSrcSet, pictureUrl } from './picture-files';

const products = ['canvas', 'poster', 'acrylic-glass', 'aluminium-dibond', 'gift-voucher', 'sample-set'];

describe('product pictures', () => {
  it.each(products)('%s has a main picture that shows its default look', (id) => {
    expect(picturesOf(id)[0]?.option).toBeNull();
  });

  it('shows each option that changes the look of canvas once', () => {
    const options = picturesOf('canvas').flatMap((p) => (p.option ? [`${p.option.attribute}=${p.option.value}`] : []));
    expect(options.toSorted()).toEqual(['edge=black', 'edge=mirrored', 'edge=white', 'frame-depth=depth-4']);
  });

  it('gives every picture its own id', () => {
    expect(new Set(productPictures.map((p) => p.id)).size).toBe(productPictures.length);
  });
});

describe('picture files', () => {
  const picture = productPictures[0];
  if (!picture) throw new Error('no pictures');

  it('reads back every file name it makes', () => {
    const name = pictureFileName(picture, 800, 'avif');
    expect(parsePictureFile(name)).toEqual({ picture, width: 800, format: 'avif' });
  });

  it('changes the hash when the description changes', () => {
    expect(pictureHash({ ...picture, motif: 'city-skyline' })).not.toBe(pictureHash(picture));
  });

  it('refuses an old hash, an unknown width and an unknown format', () => {
    const name = pictureFileName(picture, 800, 'avif');
    expect(parsePictureFile(name.replace(pictureHash(picture), '0000000'))).toBeNull();
    expect(parsePictureFile(name.replace('-800.', '-801.'))).toBeNull();
    expect(parsePictureFile(name.replace('.avif', '.gif'))).toBeNull();
  });

  it('lists every width in a srcset', () => {
    expect(pictureSrcSet(picture, 'webp')).toBe(
      `${pictureUrl(picture, 400, 'webp')} 400w, ${pictureUrl(picture, 800, 'webp')} 800w, ${pictureUrl(picture, 1000, 'webp')} 1000w, ${pictureUrl(picture, 1200, 'webp')} 1200w`,
    );
  });
});
