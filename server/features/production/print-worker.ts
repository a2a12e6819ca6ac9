import type { FastifyBaseLogger } from 'fastify';
import { type Poller, startPoller } from '../../jobs/poller';
import { eq } from 'drizzle-orm';
import { isImageItem } from '../../../shared/domain';
import type { Db } from '../../db/database';
import { orderItems, orders } from '../../db/schema';
import type { ObjectStorage } from '../../storage/object-storage';
import { type ClaimedJob, claimNextJob, completeJob, failJob } from './print-jobs';
import { storedError } from './print-failure';
import { issuedCodes } from '../gift-vouchers/issue-codes';
import { type PrintPage, printPdf } from './print-pdf';
import { voucherCardPdf } from './voucher-card-pdf';
import { type LoadOriginal, composePrintRaster, printDpi } from './print-raster';

export const printFileKey = (orderItemId: number) => `print-files/${orderItemId}.pdf`;

export interface PrintWorkerDeps {
  db: Db;
  storage: ObjectStorage;
  loadOriginal: LoadOriginal;
  log: FastifyBaseLogger;
  /** The app's clock (app.now). */
  now: () => Date;
  /** The wait after a first failed attempt (PRINT_RETRY_BASE_MS); it doubles with each next. */
  retryBaseMs?: number;
}

/**
 * Makes the print file of one claimed job: every print area of the ordered item that carries
 * images, from the snapshot the order took (instruction's checked print areas and the design);
 * a gift voucher's cards, each with its code (its job is queued once the codes are issued).
 * An item without either (a sample set) needs no file: done without one.
 */
async function makePrintFile(deps: PrintWorkerDeps, job: ClaimedJob): Promise<string | null> {
  const [item] = await deps.db
    .select({
      instruction: orderItems.instruction,
      design: orderItems.design,
      position: orderItems.position,
      number: orders.number,
      orderId: orders.id,
      language: orders.language,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, job.orderItemId))
    .limit(1);
  if (!item) throw new Error(`order item ${job.orderItemId} is gone`);
  const title = `Order ${item.number}, item ${item.position}`;
  const cards = (await issuedCodes(deps.db, item.orderId)).filter((code) => code.orderItemId === job.orderItemId);
  if (cards.length > 0) return storePrintFile(deps, job, await voucherCardPdf(cards, item.instruction.printAreas?.[0], item.language, title));
  const areas = item.instruction.printAreas ?? [];
  const { design } = item;
  const pages: PrintPage[] = [];
  for (const area of areas) {
    const areaDesign = design[area.id];
    if (!areaDesign || !areaDesign.items.some(isImageItem)) continue;
    const raster = await composePrintRaster(area, areaDesign, deps.loadOriginal, printDpi(area, areaDesign));
    pages.push({ area, raster });
  }
  if (pages.length === 0) return null;
  return storePrintFile(deps, job, await printPdf(pages, { title }));
}

async function storePrintFile(deps: PrintWorkerDeps, job: ClaimedJob, pdf: Uint8Array): Promise<string> {
  const key = printFileKey(job.orderItemId);
  await deps.storage.put(key, Buffer.from(pdf), 'application/pdf');
  return key;
}

/** Runs the due jobs one after the other until none is left; answers how many it finished. */
export async function runDueJobs(deps: PrintWorkerDeps): Promise<number> {
  const { now } = deps;
  let finished = 0;
  for (let job = await claimNextJob(deps.db, now()); job; job = await claimNextJob(deps.db, now())) {
    try {
      const key = await makePrintFile(deps, job);
      await completeJob(deps.db, job.id, key, now());
      deps.log.info({ job: job.id, orderItem: job.orderItemId, key }, 'print file made');
    } catch (error) {
      deps.log.error({ err: error, job: job.id, attempt: job.attempts }, 'print file failed');
      await failJob(deps.db, job, storedError(error), now(), deps.retryBaseMs);
    }
    finished += 1;
  }
  return finished;
}

/**
 * One worker per server process, one job at a time (a print raster is hundreds of MB): it polls
 * for due jobs, and an order wakes it. Several processes share the queue safely.
 */
export function startPrintWorker(deps: PrintWorkerDeps, pollMs: number): Poller {
  return startPoller(() => runDueJobs(deps), pollMs, deps.log, 'print queue');
}
