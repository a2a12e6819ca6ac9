import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type Browser, expect, test } from '@playwright/test';
import { AdminOrderDetail } from '../shared/api/admin-orders';
import { BulkResult } from '../shared/api/admin-orders-bulk';
import { text, textWith } from './shell-helpers';
import { guestOrder, logIn, ownOwner } from './staff';
import { only } from './devices';

/*
 * The order list's bulk work (issue 42), on the desktop: a day's parcels pasted as "order number,
 * tracking number" lines ship ten orders at once (de); the packing slips of a selection come as one
 * PDF whose text (pdftotext) holds every order's delivery address (fr). The orders are placed through
 * the checkout's API, each delivered to a town of its own under a name of the run's.
 */

test.describe.configure({ timeout: 120_000 });

const run = promisify(execFile);

/** `count` guest orders by invoice, placed side by side, each to Lea Bulk-<tag>-<n> in a town of its own. */
async function ordersTo(browser: Browser, tag: string, count: number, town: (n: number) => { zipcode: string; city: string }) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const shopper = await browser.newPage();
      const deliverTo = {
        sex: 'f',
        firstname: 'Lea',
        lastname: `Bulk-${tag}-${i + 1}`,
        address1: `Seestrasse ${i + 1}`,
        country: 'CH',
        ...town(i + 1),
      } as const;
      const order = await guestOrder(shopper, `bulk-${tag}-${i + 1}@example.ch`, deliverTo);
      await shopper.context().close();
      return { ...order, deliverTo };
    }),
  );
}

test(
  'ten orders are marked shipped from a pasted list of parcels, each with its tracking number (de)',
  only('desktop'),
  async ({ browser, page, request }, info) => {
    const tag = Date.now().toString(36);
    const placed = await ordersTo(browser, tag, 10, (n) => ({ zipcode: String(8000 + n), city: `Zürich ${n}` }));
    await logIn(page, 'de', await ownOwner(request, 'bulk-ship', info.project.name));

    // Invoice orders go to production unpaid; the list's other action does it for all ten at once.
    const started = await page.request.post('/api/admin/orders/bulk/start-production', { data: { ids: placed.map((order) => order.orderId).join(',') } });
    expect(started.status(), await started.text()).toBe(200);
    expect(BulkResult.parse(await started.json()).done).toHaveLength(10);

    const parcels = placed.map((order, i) => ({ order, tracking: `99.60.123456.${String(23_456_780 + i)}` }));
    await page.getByText(text('de', 'admin.bulk.ship'), { exact: true }).click();
    await page.getByLabel(text('de', 'admin.bulk.shipLines')).fill(parcels.map(({ order, tracking }) => `${order.number}, ${tracking}`).join('\n'));
    // The print files are still being made: nobody marked the items printed, so the list says why they go anyway.
    await page.getByLabel(text('de', 'admin.order.shipOverride')).fill('Gedruckt, Markierung folgt');
    await page.getByRole('button', { name: text('de', 'admin.bulk.shipSubmit') }).click();
    await expect(page.getByTestId('admin-bulk-done')).toHaveText('10 Bestellungen erledigt');
    await expect(page.getByTestId('admin-bulk-refused')).toHaveCount(0);

    for (const { order, tracking } of parcels) {
      const detail = AdminOrderDetail.parse(await (await page.request.get(`/api/admin/orders/${order.orderId}`)).json());
      expect(detail.status, order.number).toBe('shipped');
      expect(detail.tracking?.number, order.number).toBe(tracking);
    }
    // The list shows them shipped too.
    await page.goto(`/admin/orders?q=bulk-${tag}`);
    const rows = page.getByTestId('admin-order-row');
    await expect(rows).toHaveCount(10);
    await expect(rows.filter({ hasText: text('de', 'admin.status.shipped') })).toHaveCount(10);
  },
);

test(
  'the packing slips of a selection download as one PDF with every order’s delivery address (fr)',
  only('desktop'),
  async ({ browser, page, request }, info) => {
    const tag = Date.now().toString(36);
    const towns = ['Genève', 'Neuchâtel', 'Fribourg'];
    const placed = await ordersTo(browser, tag, towns.length, (n) => ({ zipcode: String(1200 + n), city: towns[n - 1]! }));
    await logIn(page, 'fr', await ownOwner(request, 'bulk-slips', info.project.name));

    await page.goto(`/admin/orders?q=bulk-${tag}`);
    await expect(page.getByTestId('admin-order-row')).toHaveCount(towns.length);
    for (const order of placed) await page.getByLabel(textWith('fr', 'admin.orders.select', { number: order.number }), { exact: true }).check();
    await expect(page.getByTestId('admin-selected')).toHaveText(`${towns.length} sélectionnées`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: text('fr', 'admin.bulk.slipsA4') }).click();
    const download = await downloading;
    const slips = (await run('pdftotext', [await download.path(), '-'])).stdout;
    for (const { number, deliverTo } of placed) {
      expect(slips).toContain(number);
      expect(slips).toContain(`Lea ${deliverTo.lastname}`);
      expect(slips).toContain(deliverTo.address1);
      expect(slips).toContain(`${deliverTo.zipcode} ${deliverTo.city}`);
    }
  },
);
