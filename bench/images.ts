import { median, printFiguresIfStarted, rssGrowth } from './bench-run';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makePreviews, readFacts } from '../server/features/images/image-processing';

/**
 * The upload pipeline's cost: a 24 MP phone-like JPEG (6000 x 4000, gradient plus noise, quality 90)
 * to its editor proxy (2048 px) and thumbnail, one job at a time (one libvips thread, as in the server).
 */
export async function phoneJpeg(file: string, { width = 6000, height = 4000 } = {}): Promise<void> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b5876"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const jpeg = await sharp(gradient)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
  writeFileSync(file, jpeg);
}

/** Runs `bench` on a 24 MP phone photo (phoneJpeg) in a temporary folder of its own, removed afterwards. */
export async function withPhonePhoto<T>(name: string, bench: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), `printshop-bench-${name}-`));
  try {
    const file = path.join(dir, 'phone.jpg');
    await phoneJpeg(file);
    return await bench(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchImages(): Promise<Array<{ name: string; value: number; unit: string }>> {
  return withPhonePhoto('images', async (file) => {
    const facts = await readFacts(file, 'jpeg', 'en');
    await makePreviews(file, facts); // warm-up
    const memory = rssGrowth(2);
    const times: number[] = [];
    for (let run = 0; run < 9; run++) {
      const start = performance.now();
      await makePreviews(file, facts);
      times.push(performance.now() - start);
      memory.sample();
    }
    memory.stop();
    return [
      { name: 'image: 24 MP JPEG -> 2048 px proxy + 400 px thumbnail, median', value: Math.round(median(times)), unit: 'ms' },
      { name: 'image: peak RSS growth during a proxy job', value: memory.peakMiB(), unit: 'MiB' },
    ];
  });
}

printFiguresIfStarted(import.meta.url, benchImages);
