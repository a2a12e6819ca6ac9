import type { Db, Transaction } from '../db/database';
import { printJobs } from '../db/schema';
import { enqueue } from './enqueue';

/*
 * Where print files are queued (an order's confirm, a gift voucher's issued codes), apart from the
 * worker that makes them (features/production), which reads the vouchers' codes.
 */

export const PRINT_QUEUE = 'print-file';
export const MAX_ATTEMPTS = 5;
/** A print raster takes seconds; a try running this long has lost its process. */
export const PRINT_EXPIRE_SECONDS = 10 * 60;

/** The job of a row: make its print file. */
export interface PrintJob {
  printJobId: number;
}

/** Queues the print files of ordered items, in the caller's transaction; an item that has its job already keeps it. */
export async function queuePrintFiles(tx: Db | Transaction, orderItemIds: readonly number[]): Promise<void> {
  if (orderItemIds.length === 0) return;
  const rows = await tx
    .insert(printJobs)
    .values(orderItemIds.map((orderItemId) => ({ orderItemId })))
    .onConflictDoNothing()
    .returning({ id: printJobs.id });
  for (const row of rows) await enqueue(tx, PRINT_QUEUE, { printJobId: row.id } satisfies PrintJob);
}
