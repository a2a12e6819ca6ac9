import { expect, test } from '@playwright/test';
import { Cockpit } from '../shared/api/cockpit';
import { expectNoSeriousViolations } from './axe';
import { text } from './shell-helpers';
import { guestOrder, logIn, ownOwner } from './staff';
import { only } from './devices';
import { keepShot } from './keep-shot';

/*
 * The cockpit (/admin), the back office's first page: a new order flagged by a note on its page is
 * counted among the orders waiting for a person, and its figure leads to a list holding it; the page
 * shows the server's figures (which server/features/cockpit/cockpit.test.ts checks against the ground
 * truth of a seeded month); the revenue chart's table opens on request. Checked with axe.
 */

test.describe.configure({ timeout: 120_000 });

for (const [project, locales] of [
  ['desktop', ['de', 'fr']],
  ['phone', ['it']],
] as const) {
  test(
    `the cockpit counts a flagged order and links to it; its figures are the server's (${locales.join(', ')}, ${project})`,
    only(project),
    async ({ browser, page, request }, info) => {
      const owner = await ownOwner(request, 'cockpit', info.project.name);
      for (const locale of locales) {
        const shopper = await browser.newPage();
        const order = await guestOrder(shopper, `cockpit-${locale}-${Date.now()}@example.ch`);
        await shopper.context().close();
        await logIn(page, locale, owner);

        // A flagged note on the order's page.
        await page.goto(`/admin/orders/${order.orderId}`);
        const notes = page.getByTestId('admin-notes');
        await notes.getByLabel(text(locale, 'admin.notes.text')).fill(`Rückruf ${locale}`);
        await notes.getByLabel(text(locale, 'admin.notes.flagNew')).check();
        await notes.getByRole('button', { name: text(locale, 'admin.notes.add') }).click();
        await expect(notes.getByTestId('admin-note').first()).toContainText(`Rückruf ${locale}`);

        await page.goto('/admin');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'admin.cockpit.title'));
        // Other tests place orders meanwhile: the page and the API agree once read at the same moment.
        await expect(async () => {
          await page.reload();
          const figures = Cockpit.parse(await (await page.request.get('/api/admin/cockpit')).json());
          const shown = page.getByTestId('cockpit-invoices').getByRole('link');
          await expect(shown).toHaveText(figures.invoices.map((bucket) => String(bucket.count)));
        }).toPass({ timeout: 20_000 });
        await expectNoSeriousViolations(page, `cockpit ${locale} ${project}`);

        await page
          .getByTestId('cockpit-waiting')
          .getByRole('row', { name: new RegExp(text(locale, 'admin.cockpit.reason.noteFlagged')) })
          .getByRole('link')
          .click();
        await expect(page).toHaveURL(/\/admin\/orders\?waiting=noteFlagged/);
        await expect(page.getByTestId('admin-order-row').filter({ hasText: order.number })).toHaveCount(1);

        await page.goto('/admin');
        const table = page.getByTestId('cockpit-revenue-table');
        await expect(table).toHaveClass('visually-hidden');
        await page.getByRole('button', { name: text(locale, 'admin.cockpit.showTable') }).click();
        await expect(table).toBeVisible();
        await expect(table.getByRole('row')).toHaveCount(31);
        await keepShot(page, { path: info.outputPath(`cockpit-${locale}.png`), fullPage: true });
        await page.context().clearCookies();
      }
    },
  );
}
