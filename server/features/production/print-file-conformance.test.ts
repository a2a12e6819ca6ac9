import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeModes } from '../../../shared/domain';
import { Product } from '../../../shared/domain/product/product-schema';
import { localize } from '../../../shared/i18n/localize';
import { products, wallArtProductIds } from '../../seed/products';
import { shippedProfilePath } from './colour/icc-profiles';
import { printingCondition } from './colour/printing-conditions';
import { preflight } from './preflight/preflight';
import { seededPrintFile } from './test-helpers';

/*
 * CI's independent check of the print files: every seeded wall-art product, in the smallest size of
 * each of its size groups, with each edge mode: the file opens and passes its preflight, qpdf finds
 * nothing wrong, Ghostscript renders it without a warning and, where it writes PDF/X-4, keeps it so.
 * The raster is made at 30 dpi to keep the run short; the photo is placed at 60 dpi (above the
 * refusal limit, no consent needed).
 */

const run = promisify(execFile);
const PHOTO_DPI = 60;

/** The smallest size option of each size group of a product (by area; the first of equals, landscape before portrait). */
function smallestOfEachGroup(productId: string): string[] {
  const seed = products.find((row) => row.id === productId);
  const sizes = Product.parse(localize(seed?.definition, 'de')).attributes.find((attribute) => attribute.type === 'size')?.options ?? [];
  const smallest = new Map<string, (typeof sizes)[number]>();
  const area = (option: (typeof sizes)[number]) => (option.modifications.width ?? 0) * (option.modifications.height ?? 0);
  for (const option of sizes) {
    const group = option.group ?? '';
    const known = smallest.get(group);
    if (!known || area(option) < area(known)) smallest.set(group, option);
  }
  return [...smallest.values()].map((option) => option.id);
}

const cases = wallArtProductIds.flatMap((productId) => smallestOfEachGroup(productId).flatMap((size) => edgeModes.map((mode) => ({ productId, size, mode }))));

let dir: string;
/** Whether this Ghostscript's pdfwrite writes PDF/X-4: Debian 12's 10.0 knows PDF/X-3 only. */
let pdfx4: boolean;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'conformance-'));
  // An older pdfwrite refuses the value (rangecheck in .putdeviceprops).
  pdfx4 = await run('gs', ['-q', '-dPDFX=4', '-dNOPAUSE', '-dBATCH', '-sDEVICE=pdfwrite', '-o', '/dev/null', '-c', 'quit']).then(
    () => true,
    () => false,
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

type Case = (typeof cases)[number];
const made = new Map<string, ReturnType<typeof makeFile>>();

async function makeFile({ productId, size, mode }: Case) {
  const file = await seededPrintFile(productId, mode, { size, photoDpi: PHOTO_DPI });
  const path = join(dir, `${productId}-${size}-${mode}.pdf`);
  await writeFile(path, file.pdf);
  return { ...file, path };
}

/** Each case's file, made once for its tests. */
function fileOf(test: Case) {
  const key = `${test.productId} ${test.size} ${test.mode}`;
  let file = made.get(key);
  if (!file) made.set(key, (file = makeFile(test)));
  return file;
}

describe.each(cases)('the print file of $productId $size with a $mode edge', (test) => {
  it('opens and passes its preflight', async () => {
    const { pdf, area, design, condition } = await fileOf(test);
    await PDFDocument.load(pdf, { updateMetadata: false });
    const result = await preflight(pdf, { pages: [{ area, design }], condition, qualityConfirmed: false });
    expect(result.checks.filter((check) => !check.ok)).toEqual([]);
  });

  it('passes qpdf --check', async () => {
    const { path } = await fileOf(test);
    await expect(run('qpdf', ['--check', path])).resolves.toBeTruthy();
  });

  it('renders in Ghostscript without a warning', async () => {
    const { path } = await fileOf(test);
    const { stdout, stderr } = await run('gs', ['-q', '-dPDFSTOPONERROR', '-dPDFSTOPONWARNING', '-dNOPAUSE', '-dBATCH', '-sDEVICE=nullpage', path]);
    expect(stdout + stderr).toBe('');
  });
});

// Ghostscript's rewrite is the same for every size and edge: one file per printing condition.
const rewrittenCases = [cases.find((test) => test.productId === 'canvas'), cases.find((test) => test.productId === 'aluminium-dibond')].filter(
  (test) => test !== undefined,
);

describe.each(rewrittenCases)("Ghostscript's rewrite of the print file of $productId $size with a $mode edge", (test) => {
  it('stays PDF/X-4 through Ghostscript’s -dPDFX', async ({ skip }) => {
    if (!pdfx4) skip('this Ghostscript writes no PDF/X-4 (Debian 12 has 10.0, which writes PDF/X-3 only)');
    const { path, area, design, condition } = await fileOf(test);
    const out = `${path}.gs.pdf`;
    const strategy = condition === 'fogra39' ? 'CMYK' : 'RGB';
    await run('gs', [
      '-q',
      '-dPDFX=4',
      '-dPDFSTOPONERROR',
      '-dNOPAUSE',
      '-dBATCH',
      '-sDEVICE=pdfwrite',
      `-sColorConversionStrategy=${strategy}`,
      `-sOutputICCProfile=${shippedProfilePath(printingCondition(condition).output)}`,
      '-o',
      out,
      path,
    ]);
    const rewritten = await preflight(await readFile(out), { pages: [{ area, design }], condition, qualityConfirmed: false });
    const declarations = rewritten.checks.filter((check) => ['pdfx', 'metadata', 'outputIntent', 'printArea'].includes(check.id));
    expect(declarations.filter((check) => !check.ok)).toEqual([]);
  });
});
