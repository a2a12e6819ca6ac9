import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { Preflight, PreflightCheck } from '../../../../shared/api/preflight';
import { type PrintArea, type PrintAreaDesign, areaGeometry } from '../../../../shared/domain';
import type { Product } from '../../../../shared/domain/product/product-schema';
import { printingCondition } from '../colour/printing-conditions';
import { boxChecks } from './box-checks';
import { fontCheck } from './font-check';
import { imageColourCheck } from './image-colour-check';
import { inkCoverageChecks } from './ink-coverage-check';
import { outputIntentCheck } from './output-intent-check';
import { pageContent } from './page-content';
import { resolutionChecks } from './resolution-check';
import { structureChecks } from './structure-checks';

/** What the order item says its print file must be: a page per print area with its design, in the product's printing condition. */
export interface PreflightExpectation {
  readonly pages: readonly { readonly area: PrintArea; readonly design: PrintAreaDesign }[];
  readonly condition: Product['outputCondition'];
  /** The shopper accepted an image below the refusal limit. */
  readonly qualityConfirmed: boolean;
}

/**
 * Checks a finished print file, as the bytes that will be printed say it is (not what we meant to
 * write): PDF/X-4 structure, the boxes against the print areas, the output intent, every image's
 * colour space, resolution and (CMYK) ink, the fonts embedded; with the file's SHA-256, which proves
 * a reprint identical.
 */
export async function preflight(bytes: Uint8Array, expected: PreflightExpectation): Promise<Preflight> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    return { passed: false, sha256, checks: [{ id: 'opens', ok: false, values: { error: error instanceof Error ? error.message : String(error) } }] };
  }
  const { context } = pdf;
  const condition = printingCondition(expected.condition);
  const checks: PreflightCheck[] = [...structureChecks(bytes, pdf), outputIntentCheck(pdf, condition)];
  const pages = pdf.getPages();
  for (const [index, page] of pages.entries()) {
    const number = index + 1;
    const expectedPage = expected.pages[index];
    checks.push(...boxChecks(page, expectedPage?.area, number));
    if (expectedPage) checks.push(...resolutionChecks(expectedPage.design, number, expected.qualityConfirmed));
    const { images, fonts } = pageContent(context, page, number);
    checks.push(...images.map((image) => imageColourCheck(context, image)), ...fonts.map((font) => fontCheck(context, font)));
    if (condition.inkLimit !== undefined) checks.push(...(await inkCoverageChecks(images, condition.inkLimit)));
  }
  // The print areas the file has no page for.
  for (const [index, { area }] of expected.pages.slice(pages.length).entries()) {
    const { full } = areaGeometry(area);
    checks.push({
      id: 'printArea',
      ok: false,
      values: { page: pages.length + index + 1, width: 0, height: 0, expectedWidth: full.width, expectedHeight: full.height },
    });
  }
  return { passed: checks.every((check) => check.ok), sha256, checks };
}
