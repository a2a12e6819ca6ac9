import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BasketItemSaved } from '../../../shared/api/basket-items';
import { ProductionQueue } from '../../../shared/api/production-queue';
import { runningPostmaster, runningServerUrl } from '../../db/embedded-postgres';
import { canvasAndTemplate, canvasItemBody } from '../../test/canvas-item';
import { adminOrders, HttpShopper } from '../../test/faults/http-shopper';
import { freshServerData, type ServerProcess, startServer } from '../../test/faults/server-process';
import { originalKey } from '../images/image-keys';
import { FIRST_OWNER, loginStaffOver } from '../staff/test-helpers';

/*
 * npm run backup beside a real shop under write load (orders confirmed, photos uploaded, print
 * files made), then npm run restore into a fresh DATA_DIR and a shop started on it: every order,
 * photo (row and files) and print file acknowledged before the backup started is there, and the
 * photos' signed URLs and the print files' bytes are the same. The commands run as the operator runs them.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const WRITERS = 3;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

/** One of the commands as `npm run` runs it, with `env` over this process's; its exit code and output. */
function command(file: string, env: Record<string, string>, args: string[] = []): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(here, file), ...args], { env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

interface Acknowledged {
  at: number;
  /** A visitor's cookie and the photo it uploaded, or an order's number. */
  photo?: { id: string; thumbnailUrl: string };
  order?: string;
}

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

async function printFile(base: string, session: { cookie: string }, orderItemId: number): Promise<string | null> {
  const response = await fetch(`${base}/api/admin/print-files/${orderItemId}`, { headers: session });
  return response.ok ? sha256(await response.arrayBuffer()) : null;
}

async function donePrintFiles(base: string, session: { cookie: string }): Promise<Map<number, string>> {
  const queue = ProductionQueue.parse(await (await fetch(`${base}/api/admin/production`, { headers: session })).json());
  const done = new Map<number, string>();
  for (const item of queue.items.filter((i) => i.printStatus === 'done')) {
    const hash = await printFile(base, session, item.orderItemId);
    if (hash) done.set(item.orderItemId, hash);
  }
  return done;
}

describe('npm run backup and npm run restore', () => {
  it('restores a backup taken under write load with every acknowledged order, photo and print file', async () => {
    const backups = mkdtempSync(path.join(tmpdir(), 'printshop-backups-'));
    cleanups.push(() => rmSync(backups, { recursive: true, force: true }));
    const settings = { ...FIRST_OWNER, RATE_LIMIT_IP_FACTOR: '1000', LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', PRINT_WORKER_POLL_MS: '200', BACKUP_TARGET: backups };
    const originalData = freshServerData(cleanups);
    const original = { ...originalData, ...settings };
    const shop: ServerProcess = await startServer(original);
    cleanups.push(async () => void (await shop.stop()));
    const { canvas, template } = await canvasAndTemplate(shop.base);
    const owner = await loginStaffOver(shop.base, FIRST_OWNER.STAFF_OWNER_EMAIL);

    const acknowledged: Acknowledged[] = [];
    const state = { stop: false };
    let serial = 0;
    const failures: unknown[] = [];
    /** A visitor: a photo, (the first time) a canvas in the basket, the checkout, the order; again with a new visitor until told to stop. */
    const writer = async () => {
      for (let round = 0; !state.stop; round += 1) {
        const shopper = new HttpShopper(() => shop.base);
        const photo = await shopper.uploaded(320, 240);
        acknowledged.push({ at: Date.now(), photo: { id: photo.id, thumbnailUrl: photo.thumbnailUrl } });
        // A print file takes seconds of the shop's CPU: a few are enough, the rest of the load is orders and photos.
        if (round === 0) await shopper.ok('POST', '/api/basket/items', BasketItemSaved, canvasItemBody(canvas, template));
        serial += 1;
        await shopper.readyToConfirm(`lea.${serial}@example.li`);
        const order = await shopper.confirmed();
        acknowledged.push({ at: Date.now(), order: order.number });
      }
    };
    const load = Array.from({ length: WRITERS }, () => writer().catch((error: unknown) => void failures.push(error)));
    // Some print files are made before the backup: they must be in it.
    let printed = new Map<number, string>();
    for (const until = Date.now() + 60_000; printed.size < 2 && Date.now() < until; await new Promise((r) => setTimeout(r, 300)))
      printed = await donePrintFiles(shop.base, owner);
    expect(printed.size, 'print files were made before the backup').toBeGreaterThanOrEqual(2);

    const backupStarted = Date.now();
    const backup = await command('backup-command.ts', { ...original, LOG_LEVEL: 'error' });
    const writesDuring = acknowledged.filter((a) => a.at > backupStarted).length;
    state.stop = true;
    await Promise.all(load);
    expect(failures, 'every write of the load was answered').toEqual([]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/checkpoint and start\n[\s\S]*database copied \(WAL [0-9A-F]+\/[0-9A-F]+ to [0-9A-F]+\/[0-9A-F]+\)/);
    expect(writesDuring, 'the shop took writes while the backup ran').toBeGreaterThan(0);
    const name = backup.stdout.trim().split('\n').at(-1) as string;
    expect(name).toMatch(/^backup-\d{4}-\d\d-\d\dT\d{6}Z$/);
    const before = acknowledged.filter((a) => a.at < backupStarted);
    expect(before.filter((a) => a.order).length, 'orders acknowledged before the backup').toBeGreaterThan(0);
    await shop.stop();
    // With the shop stopped, the command starts the embedded server for the time of the backup, and stops it.
    const cold = await command('backup-command.ts', { ...original, LOG_LEVEL: 'error' });
    expect(cold.code, cold.stderr).toBe(0);
    expect(cold.stdout).toMatch(/complete: \d+ files/);
    expect(runningPostmaster(path.join(originalData.DATA_DIR as string, 'postgres', 'data'))).toBeNull();

    const restoredData = freshServerData(cleanups);
    const restored = { ...restoredData, ...settings };
    const restore = await command('restore-command.ts', restored, [path.join(backups, name)]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`restored ${name} into ${restoredData.DATA_DIR}`);
    // Once restored, DATA_DIR is no longer empty: a second restore is refused.
    const again = await command('restore-command.ts', restored, [name]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty .*restored into an empty DATA_DIR only/);

    const shop2 = await startServer(restored);
    cleanups.push(async () => void (await shop2.stop()));
    const orders = new Set((await adminOrders(shop2.base)).map((o) => o.number));
    for (const a of before.filter((b) => b.order)) expect(orders.has(a.order as string), `order ${a.order}`).toBe(true);
    // The photos' rows (read on the restored shop's own database server) and their stored files.
    const photos = before.flatMap((b) => (b.photo ? [b.photo] : []));
    const database = new pg.Client({ connectionString: runningServerUrl(path.join(restoredData.DATA_DIR as string, 'postgres')) ?? '' });
    await database.connect();
    const rows = await database.query<{ id: string }>('SELECT id FROM images WHERE id = ANY($1)', [photos.map((p) => p.id)]).finally(() => database.end());
    expect(rows.rows.map((r) => r.id).toSorted()).toEqual(photos.map((p) => p.id).toSorted());
    for (const photo of photos) {
      expect(existsSync(path.join(restoredData.DATA_DIR as string, 'images', originalKey(photo.id))), `original of ${photo.id}`).toBe(true);
      // The same signed URL as before the backup: the image URL key came along.
      expect((await fetch(shop2.base + photo.thumbnailUrl)).status, `thumbnail of ${photo.id}`).toBe(200);
    }
    const owner2 = await loginStaffOver(shop2.base, FIRST_OWNER.STAFF_OWNER_EMAIL);
    for (const [orderItemId, hash] of printed) expect(await printFile(shop2.base, owner2, orderItemId), `print file of item ${orderItemId}`).toBe(hash);
  }, 180_000);
});
