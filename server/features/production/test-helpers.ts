import sharp from 'sharp';
import { type EdgeMode, type PrintArea, type PrintAreaDesign, areaGeometry, checkConfiguration, imageDesign } from '../../../shared/domain';
import { MM_PER_INCH } from '../../../shared/domain/units/units';
import { Product } from '../../../shared/domain/product/product-schema';
import { TEXT_DEFAULTS, type TextItem } from '../../../shared/domain/text';
import { localize } from '../../../shared/i18n/localize';
import { products } from '../../seed/products';
import { printColour } from './colour/print-colour';
import type { PrintFileMeta } from './pdfx';
import { printPdf } from './print-pdf';
import { composePrintRaster } from './print-raster';

const ORDERED = new Date('2026-11-20T10:00:00Z');

/** The order item a test's print file is for; the fixed date keeps its bytes the same on every run. */
export const testPrintMeta = (title = 'Order 1, item 1'): Omit<PrintFileMeta, 'size'> => ({
  title,
  order: '1',
  item: 1,
  product: 'canvas',
  date: ORDERED,
  condition: 'srgb',
  intent: 'perceptual',
});

const ORIGINAL = { id: 'gradient', width: 600, height: 400 };

/** A gradient with every channel changing, so a mirrored edge or a shifted pixel changes the bytes. */
const gradient = () =>
  sharp(
    Buffer.from(Array.from({ length: ORIGINAL.width * ORIGINAL.height }, (_, i) => [(i % 600) * 0.4, Math.floor(i / 600) * 0.6, 200 - (i % 600) / 4]).flat()),
    {
      raw: { width: ORIGINAL.width, height: ORIGINAL.height, channels: 3 },
    },
  )
    .png()
    .toBuffer();

/** The gradient's size (3 : 2) that covers the whole printed area at a resolution. */
function photoCovering(area: PrintArea, dpi: number) {
  const { full } = areaGeometry(area);
  const width = Math.ceil((Math.max(full.width, full.height * 1.5) / MM_PER_INCH) * dpi);
  return { id: 'gradient', width, height: Math.ceil(width / 1.5) };
}

interface SeededPrintFile {
  readonly pdf: Uint8Array;
  readonly area: PrintArea;
  readonly design: PrintAreaDesign;
  readonly condition: Product['outputCondition'];
}

interface SeededFileOptions {
  /** The photo's resolution where it is placed: the gradient scaled up to it (600 × 400 pixels by default, below the refusal limit). */
  readonly photoDpi?: number;
  /** The size option, e.g. '30x20' (the product's default by default). */
  readonly size?: string;
}

/**
 * The print file of a seeded product in its default configuration (or another size) with one photo,
 * by default at a low resolution (30 dpi keeps the test quick), a line of text and the given edge:
 * what the production worker makes of such an order item, with the print area and its design.
 */
export async function seededPrintFile(productId: string, mode: EdgeMode, options: SeededFileOptions = {}): Promise<SeededPrintFile> {
  const seed = products.find((row) => row.id === productId);
  if (!seed) throw new Error(`no seeded product ${productId}`);
  const product = Product.parse(localize(seed.definition, 'de'));
  const configuration = options.size ? { ...product.defaultConfiguration, size: options.size } : product.defaultConfiguration;
  const area = checkConfiguration(product, configuration, 1, ORDERED).printAreas[0];
  if (!area) throw new Error(`${productId} has no print area`);
  const orig = options.photoDpi ? photoCovering(area, options.photoDpi) : ORIGINAL;
  const design = { ...imageDesign(area, [{ orig, src: '/gradient' }], null), edge: { mode, colour: '#336699' } };
  // A JPEG: quick to make and to read at the sizes of a large format.
  const original = options.photoDpi
    ? await sharp(await gradient())
        .resize(orig.width, orig.height, { fit: 'fill' })
        .jpeg()
        .toBuffer()
    : await gradient();
  const raster = await composePrintRaster(area, design, async () => original, 30, printColour(product).working);
  const greeting: TextItem = { type: 'text', specs: { ...TEXT_DEFAULTS, text: 'Grüezi, Genève', font: 'lora', sizeMm: 20, x: area.specs.width / 2, y: 40 } };
  const pdf = await printPdf([{ area, raster, texts: [greeting] }], {
    ...testPrintMeta(`Order 1, item 1 (${productId})`),
    product: productId,
    condition: product.outputCondition,
    intent: product.renderingIntent,
  });
  return { pdf, area, design, condition: product.outputCondition };
}
