import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { checkConfiguration, imageDesign } from '../shared/domain';
import { Product } from '../shared/domain/product/product-schema';
import { localize } from '../shared/i18n/localize';
import { printPdf } from '../server/features/production/print-pdf';
import { printColour } from '../server/features/production/colour/print-colour';
import { preflight } from '../server/features/production/preflight/preflight';
import { composePrintRaster, printDpi } from '../server/features/production/print-raster';
import { products } from '../server/seed/products';

/*
 * One seeded product's print file at its largest catalogue size, filled with one photo, in a process
 * of its own: bench/print-files.ts starts one per product, so the process's high-water mark of
 * resident memory is this product's peak and nothing else's. Prints one line of JSON.
 * Kept to the calls every version since issue 39 has (composePrintRaster, printPdf): the lead runs it
 * before and after a change of the print pipeline. A condition the print file does not know is ignored.
 */

export interface OnePrintFile {
  product: string;
  size: string;
  dpi: number;
  megapixels: number;
  ms: number;
  /** CPU time of the process meanwhile (user and system): steadier than `ms` on a shared machine. */
  cpuMs: number;
  /** The preflight of the finished file, as the print worker runs it after the file (absent where the version has none). */
  preflightMs?: number;
  preflightPassed?: boolean;
  /** The high-water mark of resident memory in KiB before the work (the loaded modules and the photo's bytes) and at the end (the file and its preflight). */
  rssBeforeKiB: number;
  rssPeakKiB: number;
  pdfBytes: number;
}

/**
 * The process's peak resident memory in KiB: Linux's VmHWM, which starts anew with the program.
 * resourceUsage().maxRSS does not: a child forked from a large parent starts at the parent's peak.
 */
function peakRssKiB(): number {
  if (!existsSync('/proc/self/status')) return process.resourceUsage().maxRSS;
  const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return hwm ? Number(hwm[1]) : process.resourceUsage().maxRSS;
}

async function main() {
  const [productId = '', photo = ''] = process.argv.slice(2);
  const seed = products.find((row) => row.id === productId);
  if (!seed || !photo) throw new Error('usage: print-file-one.ts <product id> <photo>');
  const product = Product.parse(localize(seed.definition, 'de'));
  const sizes = product.attributes.find((attribute) => attribute.type === 'size');
  if (!sizes) throw new Error(`${productId} has no sizes`);
  const extent = (option: (typeof sizes.options)[number]) => (option.modifications.width ?? 0) * (option.modifications.height ?? 0);
  const largest = sizes.options.reduce((best, option) => (extent(option) > extent(best) ? option : best));
  const configuration = { ...product.defaultConfiguration, [sizes.id]: largest.id };
  const area = checkConfiguration(product, configuration, 1, new Date('2026-11-20T10:00:00Z')).printAreas[0];
  if (!area) throw new Error(`${productId} has no print area`);

  const original = readFileSync(photo);
  const { width = 0, height = 0 } = await sharp(original).metadata();
  const placed = imageDesign(area, [{ orig: { id: 'photo', width, height }, src: '/photo' }], null);
  // A wrapped product's side bands mirror the photo, as on the commonest canvas order.
  const design = area.specs.sideArea > 0 ? { ...placed, edge: { mode: 'mirror' as const, colour: '#ffffff' } } : placed;
  const dpi = printDpi(area, design);

  const rssBeforeKiB = peakRssKiB();
  const start = performance.now();
  const cpu = process.cpuUsage();
  const raster = await composePrintRaster(area, design, async () => original, dpi, printColour(product).working);
  const pdf = await printPdf([{ area, raster }], {
    title: `Bench, ${productId}`,
    order: 'bench',
    item: 1,
    product: productId,
    date: new Date('2026-11-20T10:00:00Z'),
    condition: product.outputCondition,
    intent: product.renderingIntent,
  });
  const ms = performance.now() - start;
  const { user, system } = process.cpuUsage(cpu);
  const checking = performance.now();
  const checked = await preflight(pdf, { pages: [{ area, design }], condition: product.outputCondition, qualityConfirmed: false });
  const preflightMs = performance.now() - checking;
  const result: OnePrintFile = {
    product: productId,
    size: `${largest.modifications.width} × ${largest.modifications.height} cm`,
    dpi,
    megapixels: Math.round((raster.width * raster.height) / 1e5) / 10,
    ms: Math.round(ms),
    cpuMs: Math.round((user + system) / 1000),
    rssBeforeKiB,
    rssPeakKiB: peakRssKiB(),
    pdfBytes: pdf.length,
    preflightMs: Math.round(preflightMs),
    preflightPassed: checked.passed,
  };
  console.log(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
