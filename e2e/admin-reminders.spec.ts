import { type Browser, expect, type Page, test } from '@playwright/test';
import type { OrderConfirmation } from '../shared/api/checkout';
import { formatRappen } from '../shared/i18n/format';
import { serverCatalogues } from '../shared/i18n/messages/server-catalogues';
import { expectNoSeriousViolations } from './axe';
import { mailSubjectsTo } from './mail-catcher';
import { ownShop } from './own-shop';
import { type Locale, text, textWith } from './shell-helpers';
import { E2E_OWNER, guestOrder, logIn, openSection, payByBankFile } from './staff';
import { only } from './devices';

/*
 * Payment reminders (issue 42) on a shop of its own whose clock staff cannot wait for: two guests
 * order by invoice (in German and in French) on 1 March 2027 and the office sets the reminders'
 * periods and fee on the settings page. The shop is started again 33 days later (SHOP_CLOCK_START),
 * past the invoices' due date (30 days) and the first period: the reminder job (REMINDER_POLL_MS,
 * every minute) sends each guest a first reminder in the order's language. The bank file (camt.054)
 * pays the German order. Started again four days later, past the second period: the French order
 * gets its second reminder with the fee, the paid German one nothing more.
 */

test.describe.configure({ timeout: 360_000 });

const shop = ownShop(8, 'reminders');
// A hook, not a finally: it runs after a timeout too, so the shop's process never outlives the test.
test.afterEach(() => shop.remove());
const ORDERED = Date.parse('2027-03-01T09:00:00+01:00');
const DAY = 86_400_000;
/** Every minute, the schedule's shortest turn: each start's first run comes within a minute or so. */
const settingsAt = (days: number) => ({
  SHOP_CLOCK_START: new Date(ORDERED + days * DAY).toISOString(),
  REMINDER_POLL_MS: '60000',
  PRINT_WORKER_POLL_MS: '0',
  // Each start's clock has moved on past a backup's due time: no backups here.
  BACKUP_INTERVAL_HOURS: '0',
  SMTP_URL: process.env.E2E_SMTP_URL ?? '',
  STAFF_OWNER_EMAIL: E2E_OWNER.email,
  STAFF_OWNER_PASSWORD: E2E_OWNER.password,
});
const SETTINGS = { firstAfterDays: '2', secondAfterDays: '3', personAfterDays: '5', secondFee: '15.00' } as const;

const subject = (locale: Locale, step: 'first' | 'second', number: string) =>
  serverCatalogues[locale][`mail.reminder.${step}.subject`].replace('{number}', number);

/** A guest's invoice order placed in the shop in `locale` (the order's language is the request's). */
async function invoiceOrder(browser: Browser, locale: Locale, email: string): Promise<OrderConfirmation> {
  const context = await browser.newContext({ baseURL: shop.url, extraHTTPHeaders: { 'accept-language': locale } });
  try {
    return await guestOrder(await context.newPage(), email);
  } finally {
    await context.close();
  }
}

/** The owner logged in in `locale` on a browser of its own: each start with a later clock ends the sessions of the one before. */
async function staffIn(browser: Browser, locale: Locale): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: shop.url, viewport: { width: 1280, height: 900 } })).newPage();
  await logIn(page, locale, E2E_OWNER);
  return page;
}

const remindersOf = async (page: Page, order: OrderConfirmation) => {
  await page.goto(`/admin/orders/${order.orderId}`);
  return page.getByTestId('admin-order-reminders');
};

test(
  'a first reminder goes out for each overdue invoice in its language; the bank file stops the paid one’s, the unpaid one gets the second with its fee (de, fr)',
  only('desktop'),
  async ({ browser }) => {
    const stamp = Date.now().toString(36);
    const guests = { de: `mahnung-${stamp}@example.ch`, fr: `rappel-${stamp}@example.ch` };
    await shop.remove();
    // 1 March: the orders, and the periods and fee set on the settings page (in French).
    await shop.start(settingsAt(0));
    const de = await invoiceOrder(browser, 'de', guests.de);
    const fr = await invoiceOrder(browser, 'fr', guests.fr);
    let staff = await staffIn(browser, 'fr');
    await openSection(staff, 'fr', 'admin.nav.settings', 'admin.settings.title');
    for (const field of Object.keys(SETTINGS) as (keyof typeof SETTINGS)[]) await staff.getByLabel(text('fr', `admin.settings.${field}`)).fill(SETTINGS[field]);
    await staff.getByRole('button', { name: text('fr', 'admin.settings.save') }).click();
    // The shop's first save of its settings: version 1.
    await expect(staff.getByText(textWith('fr', 'admin.settings.saved', { version: 1 }))).toBeVisible();
    await expectNoSeriousViolations(staff, 'settings fr');
    await staff.context().close();
    await shop.stop();

    // 3 April: both invoices are past due and past the first period; a first reminder each, in the order's language.
    await shop.start(settingsAt(33));
    await expect.poll(() => mailSubjectsTo(guests.de), { timeout: 150_000, intervals: [2000] }).toContain(subject('de', 'first', de.number));
    await expect.poll(() => mailSubjectsTo(guests.fr), { timeout: 30_000 }).toContain(subject('fr', 'first', fr.number));
    staff = await staffIn(browser, 'de');
    const deReminders = await remindersOf(staff, de);
    await expect(deReminders).toContainText(text('de', 'admin.order.reminder.first'));
    await expectNoSeriousViolations(staff, 'order with a reminder de');

    // The bank file pays the German order (the first reminder adds no fee: the invoice's amount pays it).
    await payByBankFile(staff, de, `E2E-REMINDER-${de.number}`);
    await staff.reload();
    await expect(staff.getByTestId('admin-order-status')).toHaveText(text('de', 'admin.status.paid'));
    await staff.context().close();
    await shop.stop();

    // 7 April: past the second period. The French order's second reminder asks the fee; the paid German order gets nothing more.
    await shop.start(settingsAt(37));
    await expect.poll(() => mailSubjectsTo(guests.fr), { timeout: 150_000, intervals: [2000] }).toContain(subject('fr', 'second', fr.number));
    staff = await staffIn(browser, 'fr');
    const frReminders = await remindersOf(staff, fr);
    await expect(frReminders).toContainText(text('fr', 'admin.order.reminder.second'));
    await expect(frReminders).toContainText(textWith('fr', 'admin.order.reminderFee', { fee: formatRappen(1500, 'fr') }));
    await expect(await remindersOf(staff, de)).not.toContainText(text('fr', 'admin.order.reminder.second'));
    expect(mailSubjectsTo(guests.de).filter((line) => line === subject('de', 'second', de.number))).toEqual([]);
    expect(mailSubjectsTo(guests.de).filter((line) => line === subject('de', 'first', de.number))).toHaveLength(1);
    await staff.context().close();
  },
);
