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

// Made by LittleCMS (lcms-wasm), libvips' JPEG encoder and pdfkit: a new version of any may change them (then check the files by eye and update).
const GOLDEN: Record<string, string> = {
  canvas: '9c2ceeec188b937d7a8bc3385573b7012855180068360bc7e7e0babaf4f60f78',
  poster: '5590d746ccb5c3d88bb35bc4aa188a0348065bf15f2817ec971e483c6012725c',
  'acrylic-glass': '89f07c404cd417f29a3cbfc1e1997ead82017638a5bcfd6a8018980226e1c684',
  'aluminium-dibond': '92de8f3a32030a871564136cbed1a38c3ae25fc22e0bab41d6d7e1b189ee6070',
};

/** The seeded products' mirrored-edge print file hashes, made by a process of its own. */
async function hashesInAnotherProcess(): Promise<Record<string, string>> {
  const script = `const { seededPrintFile } = await import(${JSON.stringify(new URL('./test-helpers.ts', import.meta.url).href)});
    const { createHash } = await import('node:crypto');
    const ids = ${JSON.stringify(wallArtProductIds)};
    const hashes = {};
    for (const id of ids) hashes[id] = createHash('sha256').update((await seededPrintFile(id, 'mirror')).pdf).digest('hex');
    console.log(JSON.stringify(hashes));`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout) as Record<string, string>;
}

it('gives the same bytes for the same order item, in this process, in another one and in that one restarted', async () => {
  const twice = await Promise.all(wallArtProductIds.map(async (id) => [id, await mirroredHash(id), await mirroredHash(id)] as const));
  for (const [, first, second] of twice) expect(second).toBe(first);
  const other = await hashesInAnotherProcess();
  expect(other).toEqual(Object.fromEntries(twice.map(([id, hash]) => [id, hash])));
  // Started afresh: nothing (a LittleCMS transform, a profile read) carried over from before.
  expect(await hashesInAnotherProcess()).toEqual(other);
  expect(other).toEqual(GOLDEN);
});
