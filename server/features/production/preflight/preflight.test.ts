import { createHash } from 'node:crypto';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PreflightCheck } from '../../../../shared/api/preflight';
import { seededPrintFile } from '../test-helpers';
import { preflight } from './preflight';

// Well above the refusal limit of 50 dpi.
const SHARP_PHOTO = { photoDpi: 120 };

const failed = (checks: readonly PreflightCheck[]) => checks.filter((check) => !check.ok);

describe('a print file as the worker makes it', () => {
  it.each(['canvas', 'acrylic-glass'])('passes in the printing condition of %s', async (productId) => {
    const { pdf, area, design, condition } = await seededPrintFile(productId, 'mirror', SHARP_PHOTO);
    const result = await preflight(pdf, { pages: [{ area, design }], condition, qualityConfirmed: false });
    expect(failed(result.checks)).toEqual([]);
    expect(result.passed).toBe(true);
  });

  it('names the file by its SHA-256', async () => {
    const { pdf, area, design, condition } = await seededPrintFile('poster', 'colour', SHARP_PHOTO);
    const result = await preflight(pdf, { pages: [{ area, design }], condition, qualityConfirmed: false });
    expect(result.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
  });

  it('refuses an image below the refusal limit unless the shopper accepted it', async () => {
    const { pdf, area, design, condition } = await seededPrintFile('canvas', 'mirror');
    const refused = await preflight(pdf, { pages: [{ area, design }], condition, qualityConfirmed: false });
    expect(failed(refused.checks)).toEqual([
      { id: 'resolution', ok: false, values: { page: 1, cell: 1, dpi: 22, minimum: 50, quality: 'refuse', confirmed: 'false' } },
    ]);
    const accepted = await preflight(pdf, { pages: [{ area, design }], condition, qualityConfirmed: true });
    expect(accepted.passed).toBe(true);
  });

  it('refuses a file whose output intent is not the product’s printing condition', async () => {
    const { pdf, area, design } = await seededPrintFile('canvas', 'mirror', SHARP_PHOTO);
    const result = await preflight(pdf, { pages: [{ area, design }], condition: 'fogra39', qualityConfirmed: false });
    expect(failed(result.checks)).toEqual([{ id: 'outputIntent', ok: false, values: { count: 1, identifier: 'sRGB IEC61966-2.1', expected: 'FOGRA39' } }]);
  });

  it('refuses boxes made for another size', async () => {
    const { pdf, design, condition } = await seededPrintFile('poster', 'colour', SHARP_PHOTO);
    const { area: larger } = await seededPrintFile('poster', 'colour', { size: '90x60' });
    const result = await preflight(pdf, { pages: [{ area: larger, design }], condition, qualityConfirmed: false });
    expect(failed(result.checks).map((check) => check.id)).toEqual(['printArea']);
  });
});

/** A file pdf-lib writes as it does by default: a bare DeviceRGB JPEG and Helvetica, not embedded. */
async function plainFile(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([200, 100]);
  const jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  page.drawImage(await pdf.embedJpg(jpeg), { x: 0, y: 0, width: 200, height: 100 });
  page.drawText('Hallo', { font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

describe('a file not made for print', () => {
  it('fails the PDF/X-4 declarations', async () => {
    const result = await preflight(await plainFile(), { pages: [], condition: 'srgb', qualityConfirmed: false });
    expect(failed(result.checks).map((check) => check.id)).toEqual(expect.arrayContaining(['pdfVersion', 'pdfx', 'metadata', 'outputIntent']));
  });

  it('names a bare DeviceRGB image', async () => {
    const result = await preflight(await plainFile(), { pages: [], condition: 'srgb', qualityConfirmed: false });
    expect(result.checks.filter((check) => check.id === 'imageColour')).toEqual([
      { id: 'imageColour', ok: false, values: { page: 1, image: expect.any(String), space: 'DeviceRGB' } },
    ]);
  });

  it('names a font that is not embedded', async () => {
    const result = await preflight(await plainFile(), { pages: [], condition: 'srgb', qualityConfirmed: false });
    expect(result.checks.filter((check) => check.id === 'fonts')).toEqual([{ id: 'fonts', ok: false, values: { font: 'Helvetica' } }]);
  });

  it('measures the ink of a CMYK image against the condition’s limit', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([100, 100]);
    // Four full inks: 400 %, the press's limit is 300 %.
    const image = pdf.context.register(
      pdf.context.stream(new Uint8Array(4 * 16).fill(255), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: 4,
        Height: 4,
        ColorSpace: 'DeviceCMYK',
        BitsPerComponent: 8,
      }),
    );
    page.node.setXObject(PDFName.of('Ink'), image);
    const result = await preflight(await pdf.save(), { pages: [], condition: 'fogra39', qualityConfirmed: false });
    expect(result.checks.filter((check) => check.id === 'inkCoverage')).toEqual([
      { id: 'inkCoverage', ok: false, values: { page: 1, image: 'Ink', max: 400, share: 100, limit: 300 } },
    ]);
  });
});

it('refuses bytes that are no PDF, by their hash', async () => {
  const bytes = new TextEncoder().encode('not a PDF');
  const result = await preflight(bytes, { pages: [], condition: 'srgb', qualityConfirmed: false });
  expect(result).toMatchObject({ passed: false, checks: [{ id: 'opens', ok: false }] });
  expect(result.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
});
