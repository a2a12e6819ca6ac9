import { expect, test } from '@playwright/test';
import { OrderDetail } from '../shared/api/checkout';
import { expectNoSeriousViolations, freshPage } from './axe';
import { mailSubjectsTo } from './mail-catcher';
import { text } from './shell-helpers';
import { guestOrder, logIn, ownOwner, payByBankFile } from './staff';
import { only } from './devices';
import { keepShot } from './keep-shot';

/*
 * A working day in the back office (issue 19): a guest orders by invoice; the bank's camt.054 file
 * pays the order; staff start production, download the print file and ship it with a Swiss Post
 * parcel number. The customer's order shows the status, its history and the parcel, and the mails
 * of each step arrive at the local SMTP server in the order's language. Nobody marked the item
 * printed (issue 37): shipping asks why it goes out anyway, and the audit log keeps the answer.
 */

test.describe.configure({ timeout: 120_000 });

test(
  'a bank file pays the order, staff produce and ship it, the customer sees status, history and parcel (staff in fr, order in de)',
  only('desktop'),
  async ({ browser, page: shopper, request }, info) => {
    const email = `day-${Date.now()}@example.ch`;
    const order = await guestOrder(shopper, email);
    const page = await freshPage(browser, { width: 1280, height: 900 });
    await logIn(page, 'fr', await ownOwner(request, 'working-day', info.project.name));

    // The bank file, uploaded with the owner's session (as the bank page of the back office sends it).
    await payByBankFile(page, order, `E2E-${order.number}`);

    await page.goto(`/admin/orders/${order.orderId}`);
    const status = page.getByTestId('admin-order-status');
    await expect(status).toHaveText(text('fr', 'admin.status.paid'));
    await expect(page.getByTestId('admin-order-history')).toContainText(text('fr', 'admin.order.actor.bank'));
    await expect(page.getByTestId('admin-order-paid')).toContainText(text('fr', 'admin.order.paidAt').split('{')[0]!.trim());

    await page.getByRole('button', { name: text('fr', 'admin.event.startProduction') }).click();
    await expect(status).toHaveText(text('fr', 'admin.status.in_production'));

    // The print file is ready once the worker made it; the download is a PDF.
    const download = page.getByRole('link', { name: text('fr', 'admin.order.downloadPrintFile') });
    await expect(async () => {
      await page.reload();
      await expect(download).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 60_000 });
    const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // A wrong parcel number is refused with the reason; the right one ships the order.
    const parcel = page.getByLabel(text('fr', 'admin.order.trackingNumber'));
    await parcel.fill('12345');
    await page.getByRole('button', { name: text('fr', 'admin.event.ship') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    // The item is not marked printed: the form says so, shipping without a reason is refused, with one it goes.
    await expect(page.getByTestId('admin-ship-unprinted')).toBeVisible();
    await parcel.fill('99.60.123456.12345678');
    await page.getByRole('button', { name: text('fr', 'admin.event.ship') }).click();
    await expect(page.getByRole('alert')).toContainText('1 article n’est pas encore marqué comme imprimé');
    await expect(status).toHaveText(text('fr', 'admin.status.in_production'));
    await page.getByLabel(text('fr', 'admin.order.shipOverride')).fill('Imprimé, marque oubliée dans la file');
    await page.getByRole('button', { name: text('fr', 'admin.event.ship') }).click();
    await expect(status).toHaveText(text('fr', 'admin.status.shipped'));
    const audit = (await (await page.request.get(`/api/admin/audit?subjectType=order&subjectId=${order.orderId}`)).json()) as {
      entries: { action: string; after: unknown }[];
    };
    expect(audit.entries.find((entry) => entry.action === 'order.ship')?.after).toMatchObject({
      unprintedItems: 1,
      unprintedReason: 'Imprimé, marque oubliée dans la file',
    });
    await expect(page.getByTestId('admin-order-history').getByRole('listitem')).toHaveCount(4);
    await expectNoSeriousViolations(page, 'order after shipping');
    await keepShot(page, { path: test.info().outputPath('order-shipped.png'), fullPage: true });

    // The customer's view of the order: status, every step, the parcel with its link.
    const seen = OrderDetail.parse(await (await shopper.request.get(`/api/orders/${order.orderId}?access=${order.accessToken}`)).json());
    expect(seen.status).toBe('shipped');
    expect(seen.history.map((step) => step.status)).toEqual(['received', 'paid', 'in_production', 'shipped']);
    expect(seen.tracking).toEqual({ number: '99.60.123456.12345678', url: expect.stringContaining('996012345612345678') });

    // The mails of the day, in the order's language (German), not the staff member's.
    await expect
      .poll(() => mailSubjectsTo(email), { timeout: 20_000 })
      .toEqual(
        expect.arrayContaining([
          `Zahlung erhalten: Bestellung ${order.number}`,
          `Ihre Bestellung ${order.number} ist in Produktion`,
          `Ihre Bestellung ${order.number} ist unterwegs`,
        ]),
      );
    await page.context().close();
  },
);
