import { pathToFileURL } from 'node:url';
import { checkConfiguration, priceList } from '../shared/domain/index';
import { canvas, posterWithSizes } from '../shared/domain/test-fixtures';

/*
 * Domain figures: the median time of one configuration check with price (the canvas: 3 attributes,
 * 6 sizes, limits, tiers, 2 shipping options, frame BOM) and of a whole price list of a product
 * with 40 sizes. Each sample times a batch of calls (so the timer's resolution does not matter);
 * the median of the samples is reported. Targets: check <= 20 µs, price list <= 1 ms.
 */

interface Figure {
  name: string;
  value: number;
  unit: string;
}

let sink = 0;

function medianNanoseconds(run: () => number, batch: number, samples: number, warmup: number): number {
  for (let i = 0; i < warmup; i++) sink += run();
  const perCall: number[] = [];
  for (let s = 0; s < samples; s++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) sink += run();
    perCall.push(Number(process.hrtime.bigint() - start) / batch);
  }
  perCall.sort((a, b) => a - b);
  return perCall[Math.floor(perCall.length / 2)] ?? Number.NaN;
}

export async function benchDomain(): Promise<Figure[]> {
  const today = new Date('2025-06-15T10:00:00Z');
  const configuration = { size: '60x40', frame: 'deep', finish: 'gloss' };
  const poster = posterWithSizes(40);

  const checkNs = medianNanoseconds(() => checkConfiguration(canvas, configuration, 3, today).price.unitRappen, 200, 100, 20_000);
  const listNs = medianNanoseconds(() => priceList(poster, today).orientations.length, 10, 100, 500);
  if (sink === Number.NEGATIVE_INFINITY) console.log(sink); // keeps the results alive
  return [
    { name: 'domain: checkConfiguration with price (median)', value: Math.round(checkNs / 10) / 100, unit: 'µs' },
    { name: 'domain: price list of 40 sizes (median)', value: Math.round(listNs / 1000) / 1000, unit: 'ms' },
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const figure of await benchDomain()) console.log(`${figure.name}: ${figure.value} ${figure.unit}`);
}
