import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '../../../shared/api/config';
import { type Product, areaGeometry } from '../../../shared/domain';
import { orderItems, printJobs } from '../../db/schema';
import { canvasAndTemplate, templateOnCanvas } from '../../test/canvas-item';
import { storedInstruction } from '../basket/stored-instruction';
import { createTestApp, type TestApp } from '../../test/test-app';
import { originalLoader } from './load-original';
import { LEASE_MS, MAX_ATTEMPTS } from './print-jobs';
import { type PrintWorkerDeps, runDueJobs } from './print-worker';
import { insertOrder } from '../../test/test-order';
import { staffSession } from '../staff/test-helpers';

let t: TestApp;
let canvas: Product;
let template: Template;
let clock = new Date('2026-11-20T10:00:00Z');
let staff: { cookie: string };
let deps: PrintWorkerDeps;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await staffSession(t.app, 'production')).headers;
  ({ canvas, template } = await canvasAndTemplate(t.app));
  deps = { db: t.app.db, storage: t.app.images.storage, loadOriginal: originalLoader(t.app.images), log: pino({ level: 'silent' }), now: () => clock };
});
afterAll(() => t.close());

/** An order with one canvas item (a template image, mirrored edge) and its pending print job, as confirm writes them. */
async function orderedCanvas(imageId = `template:${template.id}`) {
  const placed = templateOnCanvas(canvas, template, clock, imageId);
  const { check, area } = placed;
  const design = { [area.id]: { ...placed.design, edge: { mode: 'mirror', colour: '#ffffff' } } };
  const order = await insertOrder(t.app, { email: 'erika@example.ch', itemsRappen: 10_000, totalRappen: 10_000, vatRappen: 749 });
  const [item] = await t.app.db
    .insert(orderItems)
    .values({
      orderId: order.id,
      position: 1,
      productId: 'canvas',
      productName: 'Leinwand',
      quantity: 1,
      instruction: storedInstruction(check),
      design,
      printdata: {},
      unitRappen: 10_000,
      totalRappen: 10_000,
    })
    .returning({ id: orderItems.id });
  const [job] = await t.app.db.insert(printJobs).values({ orderItemId: item!.id, runAfter: clock }).returning();
  return { job: job!, area, order };
}

const jobOf = async (id: number) => (await t.app.db.select().from(printJobs).where(eq(printJobs.id, id)))[0]!;

describe('the print-file worker', () => {
  it('makes the PDF of an ordered item from the original, at the full printed size, and links it', async () => {
    const { job, area, order } = await orderedCanvas();
    expect(await runDueJobs(deps)).toBe(1);
    const done = await jobOf(job.id);
    expect(done).toMatchObject({ status: 'done', attempts: 1, error: null });
    const stored = await t.app.images.storage.get(done.fileKey as string);
    const pdf = await PDFDocument.load(await buffer(stored!.body));
    const { full } = areaGeometry(area);
    expect(pdf.getPage(0).getWidth()).toBeCloseTo((full.width * 72) / 25.4, 2);
    expect(pdf.getPage(0).getHeight()).toBeCloseTo((full.height * 72) / 25.4, 2);
    expect(await runDueJobs(deps), 'nothing left to do').toBe(0);

    // The staff download it; nobody else does.
    const url = `/api/admin/print-files/${job.orderItemId}`;
    const download = await t.app.inject({ url, headers: staff });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const { width, height } = area.specs;
    const name = `${order.number}-01-leinwand-${width}x${height}mm.pdf`;
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: `staff_session=${'guess'.repeat(8)}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/print-files/999999', headers: staff })).statusCode).toBe(404);
  });

  it('retries a failing job later, and gives up after the last attempt', async () => {
    const { job } = await orderedCanvas('no-such-image');
    await runDueJobs(deps);
    expect(await jobOf(job.id)).toMatchObject({ status: 'pending', attempts: 1, error: 'photoMissing: image no-such-image is gone' });
    expect(await runDueJobs(deps), 'not due yet').toBe(0);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      clock = new Date(clock.getTime() + 3_600_000);
      await runDueJobs(deps);
    }
    expect(await jobOf(job.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    clock = new Date(clock.getTime() + 86_400_000);
    expect(await runDueJobs(deps)).toBe(0);
  });

  it('takes over a job whose process died while making it, once its lease ran out', async () => {
    const { job } = await orderedCanvas();
    // A process claimed it, then was killed: the row says running, and nobody finishes it.
    await t.app.db.update(printJobs).set({ status: 'running', attempts: 1, updatedAt: clock }).where(eq(printJobs.id, job.id));
    expect(await runDueJobs(deps), 'still leased').toBe(0);
    clock = new Date(clock.getTime() + LEASE_MS + 1000);
    expect(await runDueJobs(deps)).toBe(1);
    expect(await jobOf(job.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('hands each job to one of several workers running at once', async () => {
    const jobs = await Promise.all([orderedCanvas(), orderedCanvas(), orderedCanvas()]);
    const finished = await Promise.all([runDueJobs(deps), runDueJobs(deps), runDueJobs(deps)]);
    expect(finished.reduce((a, b) => a + b, 0)).toBe(3);
    for (const { job } of jobs) expect(await jobOf(job.id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});
