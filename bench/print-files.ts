import { median, printFiguresIfStarted, rssGrowth } from './bench-run';
import { readFileSync } from 'node:fs';
import { imageDesign } from '../shared/domain';
import { PrintArea } from '../shared/domain/product/product-schema';
import { printPdf } from '../server/features/production/print-pdf';
import { testPrintMeta } from '../server/features/production/test-helpers';
import { composePrintRaster, printDpi } from '../server/features/production/print-raster';
import { withPhonePhoto } from './images';

/**
 * The print file of the commonest order: a 24 MP phone photo on a 60 x 40 cm canvas with a 2 cm
 * mirrored edge and 3 mm bleed (64.6 x 44.6 cm printed), at the photo's own resolution.
 */
export async function benchPrintFiles(): Promise<Array<{ name: string; value: number; unit: string }>> {
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
    ];
  });
}

printFiguresIfStarted(import.meta.url, benchPrintFiles);
