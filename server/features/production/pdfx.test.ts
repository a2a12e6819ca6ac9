import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { wallArtProductIds } from '../../seed/products';
import { seededPrintFile } from './test-helpers';

/*
 * What a print file says of the order item it prints, for every seeded wall-art product: its dates
 * and XMP metadata from the order, the raster in the output intent's profile and RGB drawn as sRGB
 * (print-file-conformance.test.ts checks every product × size group × edge mode against the
 * preflight, qpdf and Ghostscript). The same item gives the same bytes, twice in this process and
 * in another one (golden SHA-256 per product).
 */

const run = promisify(execFile);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const mirroredHash = async (productId: string) => sha256((await seededPrintFile(productId, 'mirror')).pdf);
function rawStream(value: unknown): PDFRawStream {
  if (!(value instanceof PDFRawStream)) throw new Error(`not a stream: ${value}`);
  return value;
}
const text = (value: unknown) => (value instanceof PDFString ? value.decodeText() : String(value));

const files = new Map<string, Promise<PDFDocument>>();
/** A product's print file (mirrored edge), read once for its tests. */
function fileOf(productId: string): Promise<PDFDocument> {
  let file = files.get(productId);
  if (!file) files.set(productId, (file = seededPrintFile(productId, 'mirror').then(({ pdf }) => PDFDocument.load(pdf, { updateMetadata: false }))));
  return file;
}

describe.each(wallArtProductIds)('the print file of %s', (productId) => {
  it('is dated by the order', async () => {
    const { context } = await fileOf(productId);
    const info = context.lookup(context.trailerInfo.Info, PDFDict);
    expect(text(info.lookup(PDFName.of('CreationDate')))).toBe('D:20261120100000Z');
  });

  it('names the order item in its XMP metadata', async () => {
    const { catalog } = await fileOf(productId);
    const xmp = Buffer.from(rawStream(catalog.lookup(PDFName.of('Metadata'))).getContents()).toString('utf8');
    for (const part of ['<pa:Order>1</pa:Order>', '<pa:Item>1</pa:Item>', `<pa:Product>${productId}</pa:Product>`, ' mm</pa:Size>', '<xmpMM:DocumentID>uuid:'])
      expect(xmp).toContain(part);
  });

  it('places the raster in the output intent’s profile and draws RGB as sRGB', async () => {
    const pdf = await fileOf(productId);
    const { catalog, context } = pdf;
    const profile = catalog.lookup(PDFName.of('OutputIntents'), PDFArray).lookup(0, PDFDict).get(PDFName.of('DestOutputProfile'));
    const resources = pdf.getPage(0).node.Resources();
    const defaultRgb = resources?.lookup(PDFName.of('ColorSpace'), PDFDict).lookup(PDFName.of('DefaultRGB'), PDFArray);
    const srgb = Buffer.from(decodePDFRawStream(rawStream(context.lookup(defaultRgb?.get(1)))).decode());
    expect(srgb.toString('latin1', 16, 20)).toBe('RGB ');
    const images =
      resources
        ?.lookup(PDFName.of('XObject'), PDFDict)
        .values()
        .map((ref) => rawStream(context.lookup(ref)).dict) ?? [];
    expect(images.map((image) => image.lookup(PDFName.of('ColorSpace'), PDFArray).get(1))).toEqual([profile]);
  });
});

// Made by libvips' JPEG encoder and pdfkit: a new version of either may change them (then check the files by eye and update).
const GOLDEN: Record<string, string> = {
  canvas: 'de4f99b7e062ffb36abfb07ea2a792f675cd8a3535a80ab46f6e234f3e688774',
  poster: 'b96870e72e5e6eb49e56911f14781d23ba49a6c1f03c850a3a047d739673367b',
  'acrylic-glass': 'd0bd421f6bed1705908719687f63b806d578939dbe41ef6f5477404096e0dda4',
  'aluminium-dibond': 'a4a2d782c41667695afb3ef3f68603b614c693e410fbf61c25f196b1534d5be1',
};

it('gives the same bytes for the same order item, in this process and in another one', async () => {
  const twice = await Promise.all(wallArtProductIds.map(async (id) => [id, await mirroredHash(id), await mirroredHash(id)] as const));
  for (const [, first, second] of twice) expect(second).toBe(first);
  const script = `const { seededPrintFile } = await import(${JSON.stringify(new URL('./test-helpers.ts', import.meta.url).href)});
    const { createHash } = await import('node:crypto');
    const ids = ${JSON.stringify(wallArtProductIds)};
    const hashes = {};
    for (const id of ids) hashes[id] = createHash('sha256').update((await seededPrintFile(id, 'mirror')).pdf).digest('hex');
    console.log(JSON.stringify(hashes));`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { maxBuffer: 1 << 20 });
  const other = JSON.parse(stdout) as Record<string, string>;
  expect(other).toEqual(Object.fromEntries(twice.map(([id, hash]) => [id, hash])));
  expect(other).toEqual(GOLDEN);
});
