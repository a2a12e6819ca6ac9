import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROXY_SIZE, THUMBNAIL_SIZE } from '../shared/api/images';
import { type ImageItem, type PrintAreaDesign, imageDesign, withPlacement, zoomAt } from '../shared/domain';
import { PrintArea } from '../shared/domain/product/product-schema';
import { contentTypeOfKey, originalKey, renditionKey } from '../server/features/images/image-keys';
import { makePreviews, readFacts } from '../server/features/images/image-processing';
import type { ImageRow } from '../server/features/images/image-records';
import type { ImageServices } from '../server/features/images/image-services';
import { renderDesignThumbnail, renditionSource } from '../server/features/production/design-thumbnail';
import { localDiskStorage } from '../server/storage/local-disk-storage';
import { median, printFiguresIfStarted, rssGrowth } from './bench-run';
import { withPhonePhoto } from './images';

/**
 * The design thumbnail (issue 17) as the server makes it on its first request: a 24 MP phone photo
 * uploaded (its 2048 px proxy and 400 px thumbnail stored, as the upload stores them), then the
 * 400 px picture of a 60 x 40 cm canvas with a mirrored edge drawn by the print raster's function
 * from the stored renditions, on local disk storage. Also: the same photo zoomed in 8x (the proxy is
 * too soft: drawn from the 24 MP original) and a 3 x 3 collage of it (drawn from nine 400 px thumbnails).
 * Target (issue 17): median <= 150 ms, peak RSS growth <= 150 MB, for the usual single photo.
 */
export async function benchDesignThumbnails(): Promise<Array<{ name: string; value: number; unit: string }>> {
  return withPhonePhoto('thumbnails', async (file, dir) => {
    const facts = await readFacts(file, 'jpeg', 'en');
    const storage = localDiskStorage(path.join(dir, 'images'), contentTypeOfKey);
    const previews = await makePreviews(file, facts);
    await storage.put(originalKey('photo'), readFileSync(file), 'image/jpeg');
    await storage.put(renditionKey('photo', PROXY_SIZE, undefined, 'jpg'), previews.proxy, 'image/jpeg');
    await storage.put(renditionKey('photo', THUMBNAIL_SIZE, undefined, 'jpg'), previews.thumbnail, 'image/jpeg');
    const row = { id: 'photo', width: facts.width, height: facts.height, kind: 'upload' } as ImageRow;
    const source = renditionSource({ storage } as ImageServices, new Map([['photo', row]]));

    const area = PrintArea.parse({
      id: 'front',
      name: 'Front',
      specs: { area: 'front', width: 600, height: 400, sideArea: 20, trim: 3, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
    });
    const orig = { id: 'photo', width: facts.width, height: facts.height };
    const edge = { mode: 'mirror', colour: '#ffffff' };
    const single: PrintAreaDesign = { ...imageDesign(area, [{ orig, src: '/p' }], null), edge };
    const item = single.items[0] as ImageItem;
    const zoomed: PrintAreaDesign = { ...withPlacement(single, 0, zoomAt(orig, item.specs.cell, item.specs.placement, 8)), edge };
    const collage: PrintAreaDesign = {
      ...imageDesign(
        area,
        Array.from({ length: 9 }, () => ({ orig, src: '/p' })),
        'grid-3x3',
      ),
      edge,
    };

    const measure = async (design: PrintAreaDesign, runs: number) => {
      await renderDesignThumbnail(area, design, source); // warm-up
      const memory = rssGrowth(2);
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const start = performance.now();
        await renderDesignThumbnail(area, design, source);
        times.push(performance.now() - start);
        memory.sample();
      }
      memory.stop();
      return { median: Math.round(median(times)), rss: memory.peakMiB() };
    };
    const usual = await measure(single, 15);
    const deep = await measure(zoomed, 5);
    const nine = await measure(collage, 9);
    return [
      {
        name: 'design thumbnail: 400 px of a 24 MP photo on a 60 x 40 cm canvas (from its stored proxy), median (target <= 150)',
        value: usual.median,
        unit: 'ms',
      },
      { name: 'design thumbnail: peak RSS growth (target <= 150)', value: usual.rss, unit: 'MiB' },
      { name: 'design thumbnail: the same photo zoomed in 8x (from the 24 MP original), median', value: deep.median, unit: 'ms' },
      { name: 'design thumbnail: zoomed in 8x, peak RSS growth', value: deep.rss, unit: 'MiB' },
      { name: 'design thumbnail: 3 x 3 collage of it (from the 400 px thumbnails), median', value: nine.median, unit: 'ms' },
    ];
  });
}

printFiguresIfStarted(import.meta.url, benchDesignThumbnails);
