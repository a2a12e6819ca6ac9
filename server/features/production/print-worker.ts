import type { FastifyBaseLogger } from 'fastify';
import type { JobTry } from '../../jobs/job-engine';
import { eq } from 'drizzle-orm';
import { isImageItem } from '../../../shared/domain';
import { isTextItem } from '../../../shared/domain/text';
import type { Db } from '../../db/database';
import { orderItems, orders, products } from '../../db/schema';
import { Product } from '../../../shared/domain/product/product-schema';
import type { ObjectStorage } from '../../storage/object-storage';
import type { PrintJob } from '../../jobs/print-file-jobs';
import { type ClaimedJob, completeJob, failJob, refuseJob, startJob } from './print-jobs';
import { PrintFileError, storedError } from './print-failure';
import type { Preflight } from '../../../shared/api/preflight';
import type { PreflightExpectation } from './preflight/preflight';
import { issuedCodes } from '../gift-vouchers/issue-codes';
import { printColour } from './colour/print-colour';
import type { PrintPage } from './print-pdf';
import { type LoadOriginal, composePrintRaster, printDpi } from './print-raster';

export const printFileKey = (orderItemId: number) => `print-files/${orderItemId}.pdf`;

export interface PrintWorkerDeps {
  db: Db;
  storage: ObjectStorage;
  loadOriginal: LoadOriginal;
  log: FastifyBaseLogger;
  /** The app's clock (app.now). */
  now: () => Date;
}

/** A print file made, with the preflight of a design's file (a voucher card is no PDF/X file: none); no file for an item that needs none. */
interface MadeFile {
  readonly pdf: Uint8Array | null;
  readonly preflight: Preflight | null;
}

/**
 * Makes the print file of one claimed job: every print area of the ordered item that carries
 * images, from the snapshot the order took (instruction's checked print areas and the design),
 * preflighted; a gift voucher's cards, each with its code (its job is queued once the
 * codes are issued). An item without either (a sample set) needs no file: done without one.
 */
async function makePrintFile(deps: PrintWorkerDeps, job: ClaimedJob): Promise<MadeFile> {
  const [item] = await deps.db
    .select({
      instruction: orderItems.instruction,
      design: orderItems.design,
      position: orderItems.position,
      productId: orderItems.productId,
      number: orders.number,
      orderedAt: orders.createdAt,
      definition: products.definition,
      orderId: orders.id,
      language: orders.language,
      qualityConfirmed: orderItems.qualityConfirmed,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.id, job.orderItemId))
    .limit(1);
  if (!item) throw new Error(`order item ${job.orderItemId} is gone`);
  const title = `Order ${item.number}, item ${item.position}`;
  const cards = (await issuedCodes(deps.db, item.orderId)).filter((code) => code.orderItemId === job.orderItemId);
  if (cards.length > 0) {
    const { voucherCardPdf } = await import('./voucher-card-pdf');
    return { pdf: await voucherCardPdf(cards, item.instruction.printAreas?.[0], item.language, title), preflight: null };
  }
  // The printing condition is the printer's: the product's as the catalogue says now (sRGB for one no longer there).
  const condition = Product.shape.outputCondition.parse(item.definition?.outputCondition);
  const intent = Product.shape.renderingIntent.parse(item.definition?.renderingIntent);
  const { working } = printColour({ outputCondition: condition, renderingIntent: intent });
  const areas = item.instruction.printAreas ?? [];
  const { design } = item;
  const pages: PrintPage[] = [];
  const expected: PreflightExpectation['pages'][number][] = [];
  for (const area of areas) {
    const areaDesign = design[area.id];
    if (!areaDesign || !areaDesign.items.some(isImageItem)) continue;
    const raster = await composePrintRaster(area, areaDesign, deps.loadOriginal, printDpi(area, areaDesign), working);
    pages.push({ area, raster, texts: areaDesign.items.filter(isTextItem) });
    expected.push({ area, design: areaDesign });
  }
  if (pages.length === 0) return { pdf: null, preflight: null };
  // PDFKit and pdf-lib load with the first print file: the shop's start needs neither (a good part of it went to them).
  const [{ printPdf }, { preflight }] = await Promise.all([import('./print-pdf'), import('./preflight/preflight')]);
  const pdf = await printPdf(pages, { title, order: item.number, item: item.position, product: item.productId, date: item.orderedAt, condition, intent });
  return { pdf, preflight: await preflight(pdf, { pages: expected, condition, qualityConfirmed: item.qualityConfirmed }) };
}

/** The failed checks, for the job's stored error (the production queue shows them from the preflight, in the staff's language). */
const failedChecks = (result: Preflight) =>
  result.checks
    .filter((check) => !check.ok)
    .map((check) => `${check.id} ${JSON.stringify(check.values)}`)
    .join('; ');

async function storePrintFile(deps: PrintWorkerDeps, job: ClaimedJob, pdf: Uint8Array): Promise<string> {
  const key = printFileKey(job.orderItemId);
  await deps.storage.put(key, Buffer.from(pdf), 'application/pdf');
  return key;
}

/** One try of a print job; a failed try throws, so the job engine tries again after its back-off (the last leaves the row failed for staff). */
export async function runPrintJob(deps: PrintWorkerDeps, job: JobTry<PrintJob>): Promise<void> {
  const { now } = deps;
  const claimed = await startJob(deps.db, job.data.printJobId, now());
  if (!claimed) return;
  let key: string | null;
  let checked: Preflight | null;
  try {
    const made = await makePrintFile(deps, claimed);
    // Handed back at a stop while it was being made: the next process makes it again and stores it, so
    // the store gets it once. Stored before the hand-back, it is completed here (whatever its preflight
    // says: staff look at a file that failed it), and the next process finds it done unless it claimed it first.
    if (job.handedBack.aborted) return;
    key = made.pdf && (await storePrintFile(deps, claimed, made.pdf));
    checked = made.preflight;
  } catch (error) {
    deps.log.error({ err: error, job: claimed.id, attempt: claimed.attempts }, 'print file failed');
    await failJob(deps.db, claimed.id, storedError(error), now(), job.final);
    throw error;
  }
  if (key && checked && !checked.passed) {
    // The same order item gives the same file: trying again cannot pass, so no retry.
    const error = new PrintFileError('preflight', failedChecks(checked));
    await refuseJob(deps.db, claimed.id, storedError(error), { fileKey: key, preflight: checked }, now());
    deps.log.warn({ job: claimed.id, orderItem: claimed.orderItemId, key, failed: error.message }, 'print file failed its preflight');
    return;
  }
  await completeJob(deps.db, claimed.id, key, now(), checked);
  deps.log.info({ job: claimed.id, orderItem: claimed.orderItemId, key }, 'print file made');
}
