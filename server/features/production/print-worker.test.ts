import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '../../../shared/api/config';
import { type DesignItem, type Product, areaGeometry, isImageItem } from '../../../shared/domain';
import { TEXT_DEFAULTS, type TextItem } from '../../../shared/domain/text';
import { orderItems, orders, printJobs, products } from '../../db/schema';
import { canvasAndTemplate, templateOnCanvas } from '../../test/canvas-item';
import { storedInstruction } from '../basket/stored-instruction';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from '../../db/database';
import { deadLetterOf } from '../../jobs/job-engine';
import { MAX_ATTEMPTS, PRINT_QUEUE, queuePrintFiles } from '../../jobs/print-file-jobs';
import { getProductionQueue } from '../../../shared/api/production-queue';
import { originalLoader } from './load-original';
import { printFileKey, runPrintJob } from './print-worker';
import { insertOrder } from '../../test/test-order';
import { staffSession } from '../staff/test-helpers';

const run = promisify(execFile);

let t: TestApp;
let canvas: Product;
let template: Template;
let clock = new Date('2026-11-20T10:00:00Z');
let staff: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = (await staffSession(t.app, 'production')).headers;
  ({ canvas, template } = await canvasAndTemplate(t.app));
});
afterAll(() => t.close());

/** The shopper's zoom on the photo: placed at this effective resolution, and whether they accepted it. */
interface Zoom {
  readonly dpi: number;
  readonly qualityConfirmed: boolean;
}

/** The template's photo zoomed in to an effective resolution (25.4 mm an inch over mm a pixel): a larger placement still covers its frame. */
const zoomed = (items: readonly DesignItem[], dpi: number) =>
  items.map((item) => (isImageItem(item) ? { ...item, specs: { ...item.specs, placement: { ...item.specs.placement, scale: 25.4 / dpi } } } : item));

/**
 * An order with one canvas item (a template image, mirrored edge; zoomed in as given) and its
 * pending print job, as confirm writes them (in `db`, a transaction or not).
 */
async function orderedCanvas(imageId = `template:${template.id}`, db = t.app.db, texts: readonly TextItem[] = [], zoom?: Zoom) {
  const placed = templateOnCanvas(canvas, template, clock, imageId);
  const { check, area } = placed;
  const images = zoom ? zoomed(placed.design.items, zoom.dpi) : placed.design.items;
  const design = { [area.id]: { items: [...images, ...texts], edge: { mode: 'mirror', colour: '#ffffff' } } };
  const order = await insertOrder(t.app, { email: 'erika@example.ch', itemsRappen: 10_000, totalRappen: 10_000, vatRappen: 749 });
  const [item] = await db
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
      qualityConfirmed: zoom?.qualityConfirmed ?? false,
      unitRappen: 10_000,
      totalRappen: 10_000,
    })
    .returning({ id: orderItems.id });
  await queuePrintFiles(db, [item!.id]);
  const [job] = await db.select().from(printJobs).where(eq(printJobs.orderItemId, item!.id));
  return { job: job!, area, order };
}

const jobOf = async (id: number) => (await t.app.db.select().from(printJobs).where(eq(printJobs.id, id)))[0]!;

/** The engine's jobs of a queue (pg-boss's table), by state. */
const engineJobs = (queue: string) =>
  queryRows<{ state: string; data: { printJobId: number } }>(t.app.db, sql`SELECT state, data FROM pgboss.job WHERE name = ${queue}`);

describe('the print-file worker', () => {
  it('makes the PDF of an ordered item from the original, at the full printed size, and links it', async () => {
    const { job, area, order } = await orderedCanvas();
    await t.app.printFiles.flush();
    const done = await jobOf(job.id);
    expect(done).toMatchObject({ status: 'done', attempts: 1, error: null });
    const stored = await t.app.images.storage.get(done.fileKey as string);
    const pdf = await PDFDocument.load(await buffer(stored!.body));
    const { full } = areaGeometry(area);
    expect(pdf.getPage(0).getWidth()).toBeCloseTo((full.width * 72) / 25.4, 2);
    expect(pdf.getPage(0).getHeight()).toBeCloseTo((full.height * 72) / 25.4, 2);
    await t.app.printFiles.flush();
    expect(await jobOf(job.id), 'made once').toMatchObject({ status: 'done', attempts: 1 });

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

  it("draws an ordered item's text over its photo as text, its font embedded as a subset", async () => {
    const title: TextItem = { type: 'text', specs: { ...TEXT_DEFAULTS, text: 'Grosi 80 – Familie Müller', font: 'playfair-display', x: 200, y: 150 } };
    const { job } = await orderedCanvas(undefined, undefined, [title]);
    await t.app.printFiles.flush();
    const done = await jobOf(job.id);
    expect(done).toMatchObject({ status: 'done', error: null });
    const dir = await mkdtemp(join(tmpdir(), 'print-worker-'));
    try {
      const file = join(dir, 'print.pdf');
      await writeFile(file, await buffer((await t.app.images.storage.get(done.fileKey as string))!.body));
      expect((await run('pdffonts', [file])).stdout).toMatch(/\+PlayfairDisplay-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes/);
      expect((await run('pdftotext', [file, '-'])).stdout).toContain('Grosi 80 – Familie Müller');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("prints to the product's printing condition and intent as the catalogue names them, with the order in the file's metadata", async () => {
    const intentOf = async (fileKey: string) => {
      const pdf = await PDFDocument.load(await buffer((await t.app.images.storage.get(fileKey))!.body), { updateMetadata: false });
      const intent = pdf.catalog.lookup(PDFName.of('OutputIntents'), PDFArray).lookup(0, PDFDict);
      return intent.lookup(PDFName.of('OutputConditionIdentifier'), PDFString).decodeText();
    };
    const before = await orderedCanvas();
    await t.app.printFiles.flush();
    expect(await intentOf((await jobOf(before.job.id)).fileKey as string)).toBe('sRGB IEC61966-2.1');
    const cmyk = sql`"definition" || '{"outputCondition": "fogra39", "renderingIntent": "relative"}'::jsonb`;
    await t.app.db.update(products).set({ definition: cmyk }).where(eq(products.id, 'canvas'));
    try {
      const { job, order } = await orderedCanvas();
      await t.app.printFiles.flush();
      const { fileKey } = await jobOf(job.id);
      expect(await intentOf(fileKey as string)).toBe('FOGRA39');
      const bytes = await buffer((await t.app.images.storage.get(fileKey as string))!.body);
      // pdfkit writes the XMP metadata uncompressed.
      expect(bytes.toString('latin1')).toContain('<pa:RenderingIntent>relative</pa:RenderingIntent>');
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      const [{ createdAt }] = (await t.app.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, order.id))) as [{ createdAt: Date }];
      // The order's date, to the second: the file's date is the order's, not the run's.
      expect(pdf.getCreationDate()?.getTime()).toBe(Math.floor(createdAt.getTime() / 1000) * 1000);
    } finally {
      await t.app.db
        .update(products)
        .set({ definition: sql`"definition" - 'outputCondition' - 'renderingIntent'` })
        .where(eq(products.id, 'canvas'));
    }
  });

  it('retries a failing job after its back-off, then gives it up: failed for staff, a dead letter for the engine', async () => {
    const { job } = await orderedCanvas('no-such-image');
    await t.app.printFiles.flush();
    expect(await jobOf(job.id)).toMatchObject({ status: 'pending', attempts: 1, error: 'photoMissing: image no-such-image is gone' });
    await t.app.printFiles.flush();
    expect(await jobOf(job.id), 'not due yet: it waits out its back-off').toMatchObject({ attempts: 1 });
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) await t.app.printFiles.flush({ ignoreBackoff: true });
    expect(await jobOf(job.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, error: 'photoMissing: image no-such-image is gone' });
    expect((await engineJobs(deadLetterOf(PRINT_QUEUE))).map((dead) => dead.data)).toContainEqual({ printJobId: job.id });
    await t.app.printFiles.flush({ ignoreBackoff: true });
    expect(await jobOf(job.id), 'given up').toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });

    // Staff retry it: a new job, made once the image is there again.
    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/production/${job.orderItemId}/retry`, headers: staff });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await jobOf(job.id)).toMatchObject({ status: 'pending' });
  });

  it('never runs a job queued in a transaction that rolled back', async () => {
    const before = (await engineJobs(PRINT_QUEUE)).length;
    let orderItemId = 0;
    await expect(
      t.app.db.transaction(async (tx) => {
        orderItemId = (await orderedCanvas(`template:${template.id}`, tx)).job.orderItemId;
        throw new Error('the order failed after its print job was queued');
      }),
    ).rejects.toThrow('the order failed');
    expect(orderItemId).toBeGreaterThan(0);
    expect(await engineJobs(PRINT_QUEUE)).toHaveLength(before);
    await t.app.printFiles.flush({ ignoreBackoff: true });
    expect(await t.app.db.select().from(printJobs).where(eq(printJobs.orderItemId, orderItemId))).toEqual([]);
  });

  it('makes a job whose try before died with its process (the row still says running)', async () => {
    const { job } = await orderedCanvas();
    // A process took it, then was killed: the row says running; the engine's job expired and is due again.
    await t.app.db.update(printJobs).set({ status: 'running', attempts: 1, updatedAt: clock }).where(eq(printJobs.id, job.id));
    await t.app.printFiles.flush();
    expect(await jobOf(job.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('stores nothing of a try handed back at a stop while its file was made; the next try stores it once and completes it', async () => {
    const { job } = await orderedCanvas();
    const puts: string[] = [];
    const { storage } = t.app.images;
    const loadOriginal = originalLoader(t.app.images);
    const deps = {
      db: t.app.db,
      storage: { ...storage, put: (...args: Parameters<typeof storage.put>) => (puts.push(args[0]), storage.put(...args)) },
      loadOriginal,
      log: t.app.log,
      now: () => clock,
    };
    const tryOf = (handedBack: AbortSignal) => ({ data: { printJobId: job.id }, final: false, stopping: new AbortController().signal, handedBack });
    // The stop gives up waiting for the try while it reads the photo.
    const stop = new AbortController();
    const readDuringStop = async (imageId: string) => {
      stop.abort();
      return loadOriginal(imageId);
    };
    await runPrintJob({ ...deps, loadOriginal: readDuringStop }, tryOf(stop.signal));
    expect(puts).toEqual([]);
    expect(await jobOf(job.id)).toMatchObject({ status: 'running', fileKey: null });

    await runPrintJob(deps, tryOf(new AbortController().signal));
    expect(puts).toEqual([printFileKey(job.orderItemId)]);
    expect(await jobOf(job.id)).toMatchObject({ status: 'done', attempts: 2, fileKey: printFileKey(job.orderItemId) });
  });

  it('hands each job to one of several workers running at once', async () => {
    const jobs = await Promise.all([orderedCanvas(), orderedCanvas(), orderedCanvas()]);
    await Promise.all([t.app.printFiles.flush(), t.app.printFiles.flush(), t.app.printFiles.flush()]);
    for (const { job } of jobs) expect(await jobOf(job.id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});

/** An item of the production queue as staff see it. */
const queued = async (orderItemId: number) => {
  const queue = getProductionQueue.response.parse((await t.app.inject({ url: getProductionQueue.path, headers: staff })).json());
  return queue.items.find((item) => item.orderItemId === orderItemId);
};

describe('the preflight of every print file', () => {
  it('refuses a photo below the minimum effective resolution without the shopper’s consent: failed at once, with its reason', async () => {
    const { job } = await orderedCanvas(undefined, undefined, [], { dpi: 20, qualityConfirmed: false });
    await t.app.printFiles.flush();
    const refused = await jobOf(job.id);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.error).toMatch(/^preflight: resolution /);
    expect(refused.preflight?.checks.filter((check) => !check.ok)).toEqual([
      { id: 'resolution', ok: false, values: { page: 1, cell: 1, dpi: 20, minimum: 50, quality: 'refuse', confirmed: 'false' } },
    ]);
    await t.app.printFiles.flush({ ignoreBackoff: true });
    expect(await jobOf(job.id), 'no retry: the same item gives the same file').toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('shows staff the refused file’s preflight in the production queue, and keeps the file to look at', async () => {
    const { job } = await orderedCanvas(undefined, undefined, [], { dpi: 20, qualityConfirmed: false });
    await t.app.printFiles.flush();
    const item = await queued(job.orderItemId);
    expect(item).toMatchObject({ printStatus: 'failed', printFailure: 'preflight', preflight: { passed: false } });
    expect(item?.preflight?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const download = await t.app.inject({ url: `/api/admin/print-files/${job.orderItemId}`, headers: staff });
    expect(download.statusCode).toBe(200);
  });

  it('prints the same photo when the shopper accepted its quality, the preflight passed', async () => {
    const { job } = await orderedCanvas(undefined, undefined, [], { dpi: 20, qualityConfirmed: true });
    await t.app.printFiles.flush();
    expect(await jobOf(job.id)).toMatchObject({ status: 'done', preflight: { passed: true } });
  });
});
