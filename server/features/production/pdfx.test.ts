import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFString, decodePDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeModes } from '../../../shared/domain';
import { wallArtProductIds } from '../../seed/products';
import { seededPrintFile } from './test-helpers';

/*
 * Every seeded wall-art product × edge mode gives a PDF/X-4 print file: the structure read back
 * with pdf-lib, qpdf finds nothing wrong and Ghostscript renders it without a warning. The same
 * item gives the same bytes, twice in this process and in another one (golden SHA-256 per product).
 */

const run = promisify(execFile);
const PT = 72 / 25.4;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pdfx-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const mirroredHash = async (productId: string) => sha256((await seededPrintFile(productId, 'mirror')).pdf);
function rawStream(value: unknown): PDFRawStream {
  if (!(value instanceof PDFRawStream)) throw new Error(`not a stream: ${value}`);
  return value;
}
const text = (value: unknown) => (value instanceof PDFString ? value.decodeText() : String(value));

/** Fails on anything Ghostscript would only warn about. */
async function ghostscript(file: string) {
  const { stdout, stderr } = await run('gs', ['-q', '-dPDFSTOPONERROR', '-dPDFSTOPONWARNING', '-dNOPAUSE', '-dBATCH', '-sDEVICE=nullpage', file]);
  expect(stdout + stderr).toBe('');
}

// The seeded printing conditions: the RGB printers for canvas and poster, the CMYK UV flatbed for the rest.
const CONDITION: Record<string, readonly [identifier: string, space: string]> = {
  canvas: ['sRGB IEC61966-2.1', 'RGB '],
  poster: ['sRGB IEC61966-2.1', 'RGB '],
  'acrylic-glass': ['FOGRA39', 'CMYK'],
  'aluminium-dibond': ['FOGRA39', 'CMYK'],
};

describe.each(wallArtProductIds)('the print file of %s', (productId) => {
  it.each(edgeModes)('is PDF/X-4 with a %s edge', async (mode) => {
    const { pdf: bytes, area } = await seededPrintFile(productId, mode);
    const { trim, sideArea, width, height } = area.specs;
    expect(Buffer.from(bytes.subarray(0, 8)).toString('latin1')).toBe('%PDF-1.6');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const { catalog, context } = pdf;
    expect(context.trailerInfo.Encrypt).toBeUndefined();
    const info = context.lookup(context.trailerInfo.Info, PDFDict);
    expect(text(info.lookup(PDFName.of('GTS_PDFXVersion')))).toBe('PDF/X-4');
    expect(info.lookup(PDFName.of('Trapped'))).toBe(PDFName.of('False'));
    expect(text(info.lookup(PDFName.of('CreationDate')))).toBe('D:20261120100000Z');

    const intents = catalog.lookup(PDFName.of('OutputIntents'), PDFArray);
    expect(intents.size()).toBe(1);
    const intent = intents.lookup(0, PDFDict);
    expect(intent.lookup(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFX'));
    const [identifier, iccSpace] = CONDITION[productId] ?? [];
    expect(text(intent.lookup(PDFName.of('OutputConditionIdentifier')))).toBe(identifier);
    const profile = intent.get(PDFName.of('DestOutputProfile'));
    expect(profile).toBeInstanceOf(PDFRef);
    // The ICC header: its signature, and the colour space of the data it describes.
    const icc = Buffer.from(decodePDFRawStream(rawStream(context.lookup(profile))).decode());
    expect([icc.toString('latin1', 36, 40), icc.toString('latin1', 16, 20)]).toEqual(['acsp', iccSpace]);

    const xmp = Buffer.from(rawStream(catalog.lookup(PDFName.of('Metadata'))).getContents()).toString('utf8');
    for (const part of [
      '<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>',
      '<pdf:Trapped>False</pdf:Trapped>',
      '<pa:Order>1</pa:Order>',
      '<pa:Item>1</pa:Item>',
      `<pa:Product>${productId}</pa:Product>`,
      ' mm</pa:Size>',
      '<xmpMM:DocumentID>uuid:',
    ])
      expect(xmp).toContain(part);

    const page = pdf.getPage(0);
    const media = page.getMediaBox();
    const bleed = page.getBleedBox();
    const trimBox = page.getTrimBox();
    // Everything printed: the front, the wrap round the frame and the bleed on each side.
    expect(bleed).toEqual(media);
    expect(media.width).toBeCloseTo((width + 2 * (sideArea + trim)) * PT, 3);
    expect(media.height).toBeCloseTo((height + 2 * (sideArea + trim)) * PT, 3);
    expect(trimBox.x - media.x).toBeCloseTo(trim * PT, 3);
    expect(trimBox.y - media.y).toBeCloseTo(trim * PT, 3);
    expect(trimBox.width).toBeCloseTo(media.width - 2 * trim * PT, 3);
    expect(trimBox.height).toBeCloseTo(media.height - 2 * trim * PT, 3);

    // The raster in the output profile's colour space, never bare DeviceRGB; the text's RGB is sRGB.
    const resources = page.node.Resources();
    const defaultRgb = resources?.lookup(PDFName.of('ColorSpace'), PDFDict).lookup(PDFName.of('DefaultRGB'), PDFArray);
    const srgb = Buffer.from(decodePDFRawStream(rawStream(context.lookup(defaultRgb?.get(1)))).decode());
    expect(srgb.toString('latin1', 16, 20)).toBe('RGB ');
    const xobjects = resources?.lookup(PDFName.of('XObject'), PDFDict);
    const images = xobjects?.values().map((ref) => rawStream(context.lookup(ref)).dict) ?? [];
    expect(images).toHaveLength(1);
    const space = images[0]?.lookup(PDFName.of('ColorSpace'), PDFArray);
    expect(space?.get(0)).toBe(PDFName.of('ICCBased'));
    expect(space?.get(1)).toBe(profile);

    const file = join(dir, `${productId}-${mode}.pdf`);
    await writeFile(file, bytes);
    await run('qpdf', ['--check', file]);
    await ghostscript(file);
    // pdffonts: name, type, encoding, emb (the fifth column from the right) for each font.
    const fonts = (await run('pdffonts', [file])).stdout.trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font.split(/\s+/).at(-5)).toBe('yes');
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
