import { median, printFiguresIfStarted, rssGrowth } from './bench-run';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Figure } from './api';
import { imageDesign } from '../shared/domain';
import { PrintArea } from '../shared/domain/product/product-schema';
import { printPdf } from '../server/features/production/print-pdf';
import { testPrintMeta } from '../server/features/production/test-helpers';
import { composePrintRaster, printDpi } from '../server/features/production/print-raster';
import { wallArtProductIds } from '../server/seed/products';
import { withPhonePhoto } from './images';
import type { OnePrintFile } from './print-file-one';

const ONE = fileURLToPath(new URL('./print-file-one.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MiB = (kib: number) => Math.round(kib / 1024);

/**
 * Every product with sizes at its largest, each in a child process of its own (print-file-one.ts):
 * the time (and CPU time) of the print file and the child's peak resident memory, also what it
 * held before the work (Node, the modules and the photo's bytes).
 */
function largestPrintFiles(photo: string): Figure[] {
  return wallArtProductIds.flatMap((id) => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', ONE, id, photo], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    const one = JSON.parse(output.trim().split('\n').at(-1) ?? '') as OnePrintFile;
    const name = `print file at the largest size: ${one.product} ${one.size}, 24 MP photo, ${one.dpi} dpi (${one.megapixels} MP)`;
    return [
      { name: `${name}, time`, value: one.ms, unit: 'ms' },
      { name: `${name}, CPU time`, value: one.cpuMs, unit: 'ms' },
      { name: `${name}, peak RSS of its process (${MiB(one.rssBeforeKiB)} MiB before the work)`, value: MiB(one.rssPeakKiB), unit: 'MiB' },
      { name: `${name}, PDF size`, value: Math.round(one.pdfBytes / 2 ** 20), unit: 'MiB' },
      ...(one.preflightMs === undefined
        ? []
        : [{ name: `${name}, its preflight (${one.preflightPassed ? 'passed' : 'FAILED'})`, value: one.preflightMs, unit: 'ms' }]),
    ];
  });
}

/**
 * The print file of the commonest order: a 24 MP phone photo on a 60 x 40 cm canvas with a 2 cm
 * mirrored edge and 3 mm bleed (64.6 x 44.6 cm printed), at the photo's own resolution.
 */
export async function benchPrintFiles(): Promise<Figure[]> {
  return withPhonePhoto('print', async (file) => {
    const original = readFileSync(file);
    const area = PrintArea.parse({
      id: 'front',
      name: 'Front',
      specs: { area: 'front', width: 600, height: 400, sideArea: 20, trim: 3, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
    });
    const design = { ...imageDesign(area, [{ orig: { id: 'p', width: 6000, height: 4000 }, src: '/p' }], null), edge: { mode: 'mirror', colour: '#ffffff' } };
    const dpi = printDpi(area, design);
    const memory = rssGrowth(5);
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      const raster = await composePrintRaster(area, design, async () => original, dpi);
      bytes = (await printPdf([{ area, raster }], testPrintMeta('bench'))).length;
      times.push(performance.now() - start);
    }
    memory.stop();
    return [
      {
        name: `print file: 24 MP photo -> 60 x 40 cm canvas PDF at ${dpi} dpi (mirrored edge), median of 3`,
        value: Math.round(median(times)),
        unit: 'ms',
      },
      { name: 'print file: PDF size', value: Math.round(bytes / 2 ** 20), unit: 'MiB' },
      { name: 'print file: peak RSS growth', value: memory.peakMiB(), unit: 'MiB' },
      ...largestPrintFiles(file),
    ];
  });
}

printFiguresIfStarted(import.meta.url, benchPrintFiles);
