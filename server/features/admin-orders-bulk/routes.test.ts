import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BulkResult } from '../../../shared/api/admin-orders-bulk';
import { auditLog, orderItems, orders } from '../../db/schema';
import { TEST_ADDRESS } from '../../test/test-address';
import { canvasAndTemplate, templateOnCanvas } from '../../test/canvas-item';
import { insertOrder } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { storedInstruction } from '../basket/stored-instruction';
import { staffSession } from '../staff/test-helpers';

const run = promisify(execFile);
const t = useTestApp({ PRINT_WORKER_POLL_MS: '0' });
let staff: Record<string, string>;
beforeAll(async () => {
  staff = (await staffSession(t.app, 'production')).headers;
});

const post = (url: string, payload: object, lang = 'de') => t.app.inject({ method: 'POST', url, headers: { ...staff, 'accept-language': lang }, payload });

/** Ten orders in production, each to a town of its own, and one that is only received. */
async function aDaysParcels(town: string) {
  const ready = [];
  for (let i = 1; i <= 10; i += 1)
    ready.push(await insertOrder(t.app, { status: 'in_production', deliveryAddress: { ...TEST_ADDRESS, lastname: `Keller-${i}`, city: `${town} ${i}` } }));
  const waiting = await insertOrder(t.app, { status: 'received', paymentMethod: 'prepayment' });
  return { ready, waiting };
}

/** What a poppler tool (pdftotext, pdfimages) prints of a PDF. */
async function poppler(pdf: Buffer, tool: string, ...args: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'packing-slips-'));
  try {
    await writeFile(join(dir, 'slips.pdf'), pdf);
    return (await run(tool, [...args, join(dir, 'slips.pdf'), ...(tool === 'pdftotext' ? ['-'] : [])])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('bulk actions on orders', () => {
  it('marks ten orders shipped from a pasted list and refuses the one that is not in production, with its reason', async () => {
    const { ready, waiting } = await aDaysParcels('Schaan');
    const lines = [
      'Bestellnummer;Sendungsnummer',
      ...ready.map((order, i) => `${order.number}, 99.60.123456.${String(12_345_670 + i)}`),
      `${waiting.number}, RR123456789CH`,
      'nonsense',
    ].join('\n');
    const res = await post('/api/admin/orders/bulk/ship', { lines });
    expect(res.statusCode, res.body).toBe(200);
    const result = BulkResult.parse(res.json());
    expect(result.done.map((order) => order.number)).toEqual(ready.map((order) => order.number));
    expect(result.refused).toEqual([
      { orderId: null, number: 'Zeile 13', reason: expect.stringContaining('Bestellnummer, Sendungsnummer') },
      { orderId: waiting.id, number: waiting.number, reason: expect.stringContaining('im Status «Eingegangen» nicht möglich') },
    ]);

    const rows = await t.app.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          [...ready, waiting].map((order) => order.id),
        ),
      );
    expect(rows.filter((row) => row.status === 'shipped').map((row) => row.trackingNumber)).toHaveLength(10);
    expect(rows.find((row) => row.id === ready[3]!.id)?.trackingNumber).toBe('99.60.123456.12345673');
    expect(rows.find((row) => row.id === waiting.id)?.status).toBe('received');
    // Audited one entry per order, as ten single changes would be.
    const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'order.ship'));
    expect(audited.filter((entry) => ready.some((order) => String(order.id) === String(entry.subjectId)))).toHaveLength(10);
  });

  it('answers refusals in the staff’s language, an unknown number and a second line for an order included', async () => {
    const [order] = (await aDaysParcels('Triesen')).ready;
    const res = await post(
      '/api/admin/orders/bulk/ship',
      { lines: `${order!.number}\tRR123456789CH\n${order!.number}\tRR123456780CH\n424242, RR123456789CH` },
      'fr',
    );
    const result = BulkResult.parse(res.json());
    expect(result.done).toEqual([{ orderId: order!.id, number: order!.number }]);
    expect(result.refused.map((refusal) => refusal.reason)).toEqual([
      'La commande figure plusieurs fois dans la liste\u202f; seule sa première ligne compte.',
      'Aucune commande ne porte ce numéro.',
    ]);
  });

  it('starts production of the selected orders the rules allow', async () => {
    const invoice = await insertOrder(t.app, { status: 'received', paymentMethod: 'invoice' });
    const prepaid = await insertOrder(t.app, { status: 'received', paymentMethod: 'prepayment' });
    const result = BulkResult.parse((await post('/api/admin/orders/bulk/start-production', { ids: `${invoice.id},${prepaid.id}` })).json());
    expect(result.done).toEqual([{ orderId: invoice.id, number: invoice.number }]);
    expect(result.refused).toEqual([{ orderId: prepaid.id, number: prepaid.number, reason: expect.stringContaining('Vorauskasse') }]);
  });

  it('takes every matching order of a list a cockpit figure links to, its filters included (a day’s orders, cancelled ones left out)', async () => {
    const placedAt = new Date('2021-05-06T09:00:00Z');
    const placed = await insertOrder(t.app, { status: 'received', paymentMethod: 'invoice', createdAt: placedAt });
    await insertOrder(t.app, { status: 'cancelled', paymentMethod: 'invoice', createdAt: placedAt });
    const selection = { from: '2021-05-06', to: '2021-05-06', cancelled: 'false', invoiceAge: 'overdueOver60' };
    const result = BulkResult.parse((await post('/api/admin/orders/bulk/start-production', selection)).json());
    expect(result).toEqual({ done: [{ orderId: placed.id, number: placed.number }], refused: [] });
  });

  it('prints a batch of packing slips with every order’s address, in each order’s language, and a design thumbnail', async () => {
    const { ready } = await aDaysParcels('Balzers');
    await t.database.db.update(orders).set({ language: 'fr' }).where(eq(orders.id, ready[0]!.id));
    const { canvas, template } = await canvasAndTemplate(t.app);
    const { check, area, design } = templateOnCanvas(canvas, template);
    await t.app.db.insert(orderItems).values({
      orderId: ready[1]!.id,
      position: 1,
      productId: 'canvas',
      productName: 'Leinwand',
      quantity: 2,
      instruction: storedInstruction(check),
      design: { [area.id]: design },
      printdata: {},
      unitRappen: 5000,
      totalRappen: 10_000,
    });
    const ids = ready.map((order) => order.id).join(',');
    for (const format of ['a4', 'a6']) {
      const res = await t.app.inject({ url: `/api/admin/orders/packing-slips?ids=${ids}&format=${format}`, headers: staff });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await poppler(res.rawPayload, 'pdftotext');
      for (let i = 1; i <= 10; i += 1) expect(text).toContain(`Balzers ${i}`);
      expect(text).toContain('Bulletin de livraison');
      expect(text).toContain('Lieferschein');
      expect(text).toContain('Leinwand');
      // The one item with a design shows its thumbnail (pdfimages lists a header of two lines, then each image).
      expect((await poppler(res.rawPayload, 'pdfimages', '-list')).trim().split('\n')).toHaveLength(3);
    }
    expect((await t.app.inject({ url: '/api/admin/orders/packing-slips?ids=999999', headers: staff })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/orders/packing-slips?ids=${ids}` })).statusCode).toBe(401);
  });

  it('exports the orders the filter finds as CSV for Excel', async () => {
    await aDaysParcels('Ruggell');
    const res = await t.app.inject({ url: '/api/admin/orders/export?q=keller-7', headers: { ...staff, 'accept-language': 'de' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.startsWith('\ufeffBestellnummer;Datum;Status')).toBe(true);
    expect(res.body).toContain('Landstrasse 5, FL-9490 Ruggell 7');
  });
});
