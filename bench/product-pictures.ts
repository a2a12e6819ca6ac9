import { median, printFiguresIfStarted } from './bench-run';
import type { Figure } from './api';
import { productPictures } from '../shared/domain/product-pictures/picture-catalogue';
import { encodePicture, pictureMaster } from '../server/features/product-pictures/render-picture';

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

/**
 * The product pictures as the shop serves them (issue 17's target: each at most 60 kB as AVIF at
 * 800 px): the largest and the median AVIF of all pictures, their WebP and JPEG for comparison, and
 * how long drawing one picture takes (it happens once per picture, on its first request).
 */
export async function benchProductPictures(): Promise<Figure[]> {
  const sizes: Record<'avif' | 'webp' | 'jpg', number[]> = { avif: [], webp: [], jpg: [] };
  const times: number[] = [];
  let largest = { id: '', bytes: 0 };
  for (const picture of productPictures) {
    const start = performance.now();
    const master = await pictureMaster(picture);
    times.push(performance.now() - start);
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      const bytes = (await encodePicture(master, 800, format)).length;
      sizes[format].push(bytes);
      if (format === 'avif' && bytes > largest.bytes) largest = { id: picture.id, bytes };
    }
  }
  return [
    { name: `product pictures: largest AVIF at 800 px (${largest.id}, of ${productPictures.length})`, value: kB(largest.bytes), unit: 'kB' },
    { name: 'product pictures: median AVIF at 800 px', value: kB(median(sizes.avif)), unit: 'kB' },
    { name: 'product pictures: median WebP at 800 px', value: kB(median(sizes.webp)), unit: 'kB' },
    { name: 'product pictures: median JPEG at 800 px', value: kB(median(sizes.jpg)), unit: 'kB' },
    { name: 'product pictures: drawing one picture (1200 x 900 PNG master), median', value: Math.round(median(times)), unit: 'ms' },
  ];
}

printFiguresIfStarted(import.meta.url, benchProductPictures);
