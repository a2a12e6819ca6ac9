import { readFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { OrderConfirmation } from '../shared/api/checkout';
import { getProduct } from '../shared/api/config';
import { ImageInfo } from '../shared/api/images';
import { checkConfiguration, imageDesign } from '../shared/domain';
import { formatRappen } from '../shared/i18n/format';
import type { catalogues } from '../shared/i18n/messages';
import { serverCatalogues } from '../shared/i18n/messages/server-catalogues';
import { expectNoSeriousViolations } from './axe';
import { addCanvasToBasket } from './checkout-helpers';
import { text, type Locale } from './shell-helpers';
import { mosaicPhoto } from './photos';
import { backOfficeNav, e2eDataDir, guestCheckoutChoices, guestOrder, logIn, ownOwner, staffMember } from './staff';
import { only } from './devices';
import { keepShot } from './keep-shot';

/*
 * The back office's screens over the staff APIs (issue 19), each in one language and on one kind
 * of device: bank payments (de, desktop), the production queue (fr, phone), vouchers (it, desktop),
 * the audit log (en, phone) and the member's own password (fr, desktop). Each screen is checked
 * with axe and photographed on a desktop and a phone width (test-results/, for a person to look at);
 * the navigation shows each role only the sections its endpoints allow.
 */

test.describe.configure({ timeout: 120_000 });

type Key = keyof (typeof catalogues)['de'];
/** A text with its ICU arguments filled the simple way ({name} only; plurals are matched by a part). */
const fill = (locale: Locale, id: Key, values: Record<string, string | number>) =>
  Object.entries(values).reduce((message, [name, value]) => message.replaceAll(`{${name}}`, String(value)), text(locale, id));

const unique = (tag: string) => `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** A page of its own (axe needs browser.newContext), with the project's device. */
async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Full-page pictures of the screen on a desktop and a phone width, for a person to look at. */
async function photograph(page: Page, name: string) {
  const original = page.viewportSize();
  for (const [device, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await keepShot(page, { path: test.info().outputPath(`${name}-${device}.png`), fullPage: true, scale: 'css' });
  }
  if (original) await page.setViewportSize(original);
}

/** The sections the navigation shows the member (its groups opened on a phone) and those it leaves out. */
async function expectSections(page: Page, locale: Locale, shown: Key[], hidden: Key[]) {
  const nav = await backOfficeNav(page, locale);
  for (const id of shown) await expect(nav.getByRole('link', { name: text(locale, id), exact: true })).toBeVisible();
  for (const id of hidden) await expect(nav.getByRole('link', { name: text(locale, id), exact: true })).toHaveCount(0);
}

/** Rappen as a bank file writes francs: 12950 -> "129.50". */
const francs = (rappen: number) => `${Math.floor(rappen / 100)}.${String(rappen % 100).padStart(2, '0')}`;

/** The bank's batch of three (v08): one order's exact amount, another's less five francs, a reference of no order. */
function bankBatch(exact: OrderConfirmation, short: OrderConfirmation, tag: string) {
  const values: Record<string, string> = {
    BATCH_TOTAL: francs(exact.payment.amountRappen + short.payment.amountRappen - 500 + 7500),
    EXACT_AMOUNT: francs(exact.payment.amountRappen),
    EXACT_REFERENCE: exact.payment.qrReference ?? '',
    SHORT_AMOUNT: francs(short.payment.amountRappen - 500),
    SHORT_REFERENCE: short.payment.qrReference ?? '',
  };
  return Object.entries(values)
    .reduce(
      (xml, [key, value]) => xml.replaceAll(`{{${key}}}`, value),
      readFileSync(new URL('../server/features/bank-payments/samples/camt054-v08-qr-batch.xml', import.meta.url), 'utf8'),
    )
    .replaceAll('261124CH0A1B2C3D', tag)
    .replaceAll('261124CH0FEE0001', `${tag}-FEE`)
    .replaceAll('261125CH0PENDING1', `${tag}-PENDING`)
    .replaceAll('20261125375204000006587', `${tag}-MSG`);
}

test(
  'bank payments: a camt.054 file pays one order, a person decides the others (de, desktop, office)',
  only('desktop'),
  async ({ browser, page: shopper, request }) => {
    const exact = await guestOrder(shopper, `bank-exact-${Date.now()}@example.ch`);
    const short = await guestOrder(shopper, `bank-short-${Date.now()}@example.ch`);
    const tag = unique('E2EBANK');
    const file = { name: 'camt054-batch.xml', mimeType: 'application/xml', buffer: Buffer.from(bankBatch(exact, short, tag)) };
    const office = await staffMember(request, 'office', 'Olga Office');
    const page = await staffPage(browser);
    await logIn(page, 'de', office);
    await expectSections(
      page,
      'de',
      ['admin.nav.orders', 'admin.nav.production', 'admin.nav.bank', 'admin.nav.books', 'admin.nav.vouchers', 'admin.nav.partners'],
      ['admin.nav.staff', 'admin.nav.audit'],
    );

    await (await backOfficeNav(page, 'de')).getByRole('link', { name: text('de', 'admin.nav.bank'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'admin.bank.title'));
    // Nothing chosen: the file field says so.
    await page.getByRole('button', { name: text('de', 'admin.bank.upload') }).click();
    await expect(page.locator('#bank-upload-file-error')).toHaveText(text('de', 'validation.required'));
    // A payment beyond what a credit holds: the whole file is refused at its field, naming that payment; nothing is booked.
    const overRange = bankBatch(exact, short, tag).replace(
      /(-0003<\/AcctSvcrRef>\s*<\/Refs>\s*<Amt Ccy="CHF">)[^<]+/,
      (_, head: string) => `${head}21474836.48`,
    );
    await page.getByLabel(text('de', 'admin.bank.file')).setInputFiles({ ...file, buffer: Buffer.from(overRange) });
    await page.getByRole('button', { name: text('de', 'admin.bank.upload') }).click();
    await expect(page.locator('#bank-upload-file-error')).toContainText(`Zahlung 3 (Bankreferenz ${tag}-0003)`);
    await expect(page.locator('#bank-upload-file-error')).toContainText('21474836.48');
    await expect(page.getByLabel(text('de', 'admin.bank.file'))).toBeFocused();

    await page.getByLabel(text('de', 'admin.bank.file')).setInputFiles(file);
    await page.getByRole('button', { name: text('de', 'admin.bank.upload') }).click();
    const result = page.getByTestId('bank-import-result');
    await expect(result).toContainText('3 Gutschriften in der Datei: 1 Bestellung als bezahlt markiert, 2 warten auf eine Entscheidung.');
    await expect(result.getByRole('link', { name: exact.number })).toBeVisible();
    await expectNoSeriousViolations(page, 'bank upload de');
    await photograph(page, 'bank');

    // The short payment: the order the reference names is filled in; marked paid with a note.
    const credits = page.getByTestId('admin-bank-credit');
    const shortCredit = credits.filter({ hasText: `${tag}-0002` });
    await expect(shortCredit).toContainText(text('de', 'admin.bank.outcome.amountDiffers'));
    await expect(shortCredit.getByLabel(text('de', 'admin.bank.orderNumber'))).toHaveValue(short.number);
    await shortCredit.getByLabel(text('de', 'admin.bank.noteLabel')).fill('Fünf Franken fehlen, Kundin zahlt nach');
    await shortCredit.getByRole('button', { name: text('de', 'admin.bank.submit.markPaid') }).click();
    const paid = fill('de', 'admin.bank.markedPaid', { amount: formatRappen(short.payment.amountRappen - 500, 'de'), number: short.number });
    await expect(page.getByRole('alert').filter({ hasText: short.number })).toHaveText(paid);
    await expect(shortCredit).toHaveCount(0);
    expect(((await (await page.request.get(`/api/admin/orders/${short.orderId}`)).json()) as { status: string }).status).toBe('paid');

    // The payment of no order: an unknown order number is refused at its field; then it is dismissed.
    const strayCredit = credits.filter({ hasText: `${tag}-0003` });
    await strayCredit.getByLabel(text('de', 'admin.bank.choice.markPaid')).check();
    await strayCredit.getByLabel(text('de', 'admin.bank.orderNumber')).fill('9999-99999');
    await strayCredit.getByRole('button', { name: text('de', 'admin.bank.submit.markPaid') }).click();
    await expect(strayCredit.getByLabel(text('de', 'admin.bank.orderNumber'))).toBeFocused();
    await expect(strayCredit.locator('.account-field-error')).toHaveText(text('de', 'admin.bank.orderUnknown'));
    await strayCredit.getByLabel(text('de', 'admin.bank.choice.dismiss')).check();
    await strayCredit.getByLabel(text('de', 'admin.bank.noteLabel')).fill('Zurückerstattet');
    await strayCredit.getByRole('button', { name: text('de', 'admin.bank.submit.dismiss') }).click();
    await expect(strayCredit).toHaveCount(0);

    // All payments: the decisions with their notes. The same file again books nothing.
    await page.getByRole('link', { name: text('de', 'admin.bank.showAll') }).click();
    await expect(credits.filter({ hasText: `${tag}-0003` })).toContainText('Zurückerstattet');
    await expectNoSeriousViolations(page, 'bank credits de');
    await page.getByLabel(text('de', 'admin.bank.file')).setInputFiles(file);
    await page.getByRole('button', { name: text('de', 'admin.bank.upload') }).click();
    await expect(result).toContainText(text('de', 'admin.bank.alreadyImported'));
    await page.context().close();
  },
);

test(
  'production: the workshop downloads the print PDF, marks the item printed and sees the order in production (fr, phone)',
  only('phone'),
  async ({ browser, page: shopper, request }) => {
    const order = await guestOrder(shopper, `production-${Date.now()}@example.ch`);
    const worker = await staffMember(request, 'production', 'Pierre Production');
    // The owner's session (member() logged it in) marks the order paid: the workshop's role may not.
    expect((await request.post(`/api/admin/orders/${order.orderId}/status`, { data: { event: 'markPaid' } })).status()).toBe(200);

    const page = await staffPage(browser);
    await logIn(page, 'fr', worker);
    await expectSections(
      page,
      'fr',
      ['admin.nav.orders', 'admin.nav.production'],
      ['admin.nav.bank', 'admin.nav.books', 'admin.nav.vouchers', 'admin.nav.partners', 'admin.nav.staff', 'admin.nav.audit'],
    );
    await (await backOfficeNav(page, 'fr')).getByRole('link', { name: text('fr', 'admin.nav.production'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'admin.production.title'));

    const orderCard = page.getByTestId('admin-production-order').filter({ hasText: order.number });
    await expect(orderCard.getByTestId('production-order-status')).toHaveText(text('fr', 'admin.status.paid'));
    const item = orderCard.getByTestId('admin-production-item');
    await expect(item.getByTestId('item-thumbnail')).toBeVisible();
    // The print worker makes the file in the background: refresh until it is ready.
    await expect(async () => {
      await page.getByRole('button', { name: text('fr', 'admin.production.refresh') }).click();
      await expect(item).toHaveAttribute('data-state', 'ready', { timeout: 2000 });
    }).toPass({ timeout: 60_000 });

    await page.getByTestId('production-filter-ready').click();
    await expect(page).toHaveURL(/state=ready/);
    await expect(item.getByTestId('production-item-state')).toHaveText(text('fr', 'admin.production.state.ready'));
    // Only a file that passed its preflight is ready: staff see so, and its SHA-256.
    await expect(item.getByTestId('production-preflight')).toContainText(text('fr', 'admin.production.preflight.passed'));
    await expectNoSeriousViolations(page, 'production fr');
    await photograph(page, 'production');

    const download = item.getByRole('link', { name: new RegExp(`^${text('fr', 'admin.production.download')}`) });
    const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(await file.failure()).toBeNull();

    await item.getByRole('button', { name: new RegExp(`^${text('fr', 'admin.production.markPrinted')}`) }).click();
    await expect(page.getByRole('alert').filter({ hasText: order.number })).toContainText(text('fr', 'admin.status.in_production'));
    // The button left with its state: the keyboard goes on from the message.
    await expect(page.locator('.admin-status-slot')).toBeFocused();
    await page.getByTestId('production-filter-printed').click();
    await expect(item).toHaveAttribute('data-state', 'printed');
    await expect(orderCard.getByTestId('production-order-status')).toHaveText(text('fr', 'admin.status.in_production'));
    await page.context().close();
  },
);

/** A guest's canvas designed with a photo of their own (uploaded as the configurator does), ordered by invoice; `beforeOrder` runs between. */
async function orderWithOwnPhoto(page: Page, email: string, beforeOrder: (imageId: string) => Promise<void>): Promise<OrderConfirmation> {
  const upload = await page.request.post('/api/images', {
    multipart: { file: { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await mosaicPhoto(1600, 1200, 100) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const image = ImageInfo.parse(await upload.json());
  const canvas = getProduct.response.parse(await (await page.request.get('/api/config/canvas/product')).json());
  const check = checkConfiguration(canvas, canvas.defaultConfiguration, 1, new Date());
  const area = check.printAreas[0]!;
  const design = imageDesign(area, [{ orig: { id: image.id, width: image.width, height: image.height }, src: image.proxyUrl }], null);
  const added = await page.request.post('/api/basket/items', {
    data: { productId: 'canvas', instruction: { version: 2, configuration: check.configuration }, design: { [area.id]: { items: design.items } }, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
  await guestCheckoutChoices(page, email);
  await beforeOrder(image.id);
  const confirmed = await page.request.post('/api/checkout/confirm', { data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return OrderConfirmation.parse(await confirmed.json());
}

test(
  'production: a print file that cannot be made shows as failed with its reason; once the photo is back, "retry" makes it (de, desktop)',
  only('desktop'),
  async ({ browser, page: shopper, request }) => {
    // The stored original of the shopper's photo is missing when the worker reads it (say, a disk restored from an old backup).
    let original = '';
    const order = await orderWithOwnPhoto(shopper, `print-failed-${Date.now()}@example.ch`, async (imageId) => {
      original = path.join(e2eDataDir(), 'images', imageId, 'original');
      await rename(original, `${original}.away`);
    });
    // A member of its own: the shared owner's language may be changed by a test running beside this one.
    const office = await staffMember(request, 'office', 'Olivia Office');
    expect((await request.post(`/api/admin/orders/${order.orderId}/status`, { data: { event: 'markPaid' } })).status()).toBe(200);

    const page = await staffPage(browser);
    await logIn(page, 'de', office);
    await page.goto('/admin/production?state=failed');
    const item = page.getByTestId('admin-production-order').filter({ hasText: order.number }).getByTestId('admin-production-item');
    // Five attempts, PRINT_RETRY_BASE_MS apart and more (after the print files of other tests' orders), before the job stays failed.
    test.setTimeout(300_000);
    await expect(async () => {
      await page.getByRole('button', { name: text('de', 'admin.production.refresh') }).click();
      await expect(item).toHaveAttribute('data-state', 'failed', { timeout: 2000 });
    }).toPass({ timeout: 150_000 });
    await expect(item.getByTestId('production-item-state')).toHaveText(text('de', 'admin.production.state.failed'));
    await expect(item).toContainText(text('de', 'admin.production.failure.photoMissing'));
    await expect(item.getByRole('link', { name: new RegExp(`^${text('de', 'admin.production.download')}`) })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'production failed de');
    await photograph(page, 'production-failed');

    await rename(`${original}.away`, original);
    await item.getByRole('button', { name: new RegExp(`^${text('de', 'admin.production.retry')}`) }).click();
    await page.goto('/admin/production');
    await expect(async () => {
      await page.getByRole('button', { name: text('de', 'admin.production.refresh') }).click();
      await expect(item).toHaveAttribute('data-state', 'ready', { timeout: 2000 });
    }).toPass({ timeout: 60_000 });
    const pdf = await page.request.get(
      (await item.getByRole('link', { name: new RegExp(`^${text('de', 'admin.production.download')}`) }).getAttribute('href')) ?? '',
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.context().close();
  },
);

/** A shopper orders with a voucher code (as the checkout pages send it). */
async function orderWithCode(page: Page, code: string): Promise<OrderConfirmation> {
  await addCanvasToBasket(page);
  const api = page.request;
  const guest = {
    kind: 'guest',
    email: `voucher-${Date.now()}@example.ch`,
    billingAddress: { sex: 'm', firstname: 'Luca', lastname: 'Buono', address1: 'Via Nassa 5', zipcode: '6900', city: 'Lugano', country: 'CH' },
    deliveryAddress: null,
  };
  expect((await api.post('/api/checkout/addresses/set', { data: guest })).status()).toBe(200);
  const added = await api.post('/api/checkout/voucher/add', { data: { code } });
  expect(added.status(), await added.text()).toBe(200);
  const basket = (await (await api.get('/api/basket')).json()) as { shippingOptions: { shippingOption_id: number }[] };
  const shippingOptionId = basket.shippingOptions[0]?.shippingOption_id;
  expect((await api.post('/api/checkout/paymentAndShipping/set', { data: { shippingOptionId, paymentMethod: 'invoice' } })).status()).toBe(200);
  expect((await api.post('/api/checkout/terms/set', { data: { accept: true } })).status()).toBe(200);
  const res = await api.post('/api/checkout/confirm', { data: {} });
  expect(res.status(), await res.text()).toBe(200);
  return OrderConfirmation.parse(await res.json());
}

test(
  'vouchers: the owner creates a code and a batch, finds who used a code and disables it (it, desktop)',
  only('desktop'),
  async ({ browser, page: shopper, request }) => {
    const page = await staffPage(browser);
    await logIn(page, 'it', await ownOwner(request, 'vouchers', 'desktop'));
    await expectSections(
      page,
      'it',
      ['admin.nav.orders', 'admin.nav.production', 'admin.nav.bank', 'admin.nav.vouchers', 'admin.nav.staff', 'admin.nav.audit'],
      [],
    );
    await (await backOfficeNav(page, 'it')).getByRole('link', { name: text('it', 'admin.nav.vouchers'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('it', 'admin.vouchers.title'));

    const open = page.getByRole('button', { name: text('it', 'admin.vouchers.openForm') });
    await open.click();
    await expect(page.getByRole('button', { name: text('it', 'admin.vouchers.closeForm') })).toHaveAttribute('aria-expanded', 'true');
    const form = page.locator('.admin-voucher-form');
    const create = form.getByRole('button', { name: text('it', 'admin.vouchers.create') });
    // The form's own checks, at their fields.
    await create.click();
    await expect(page.getByTestId('voucher-new-check-input')).toBeVisible();
    await expect(page.locator('#voucher-new-code')).toBeFocused();
    await expect(page.locator('#voucher-new-percent-error')).toHaveText(text('it', 'validation.required'));

    const code = unique('IT');
    await page.locator('#voucher-new-code').fill(code);
    await page.locator('#voucher-new-percent').fill('10');
    await form.getByLabel(text('it', 'admin.vouchers.uses.limited')).check();
    await page.locator('#voucher-new-maxUses').fill('5');
    await page.locator('#voucher-new-maxUsesPerCustomer').fill('1');
    await page.locator('#voucher-new-validTill').fill('2099-12-31');
    await form.getByLabel(text('it', 'admin.vouchers.field.combinable')).check();
    await create.click();
    await expect(page.getByTestId('voucher-created')).toContainText(code);

    // The same code again (in lower case): the server's 409 stands at the code field.
    await page.locator('#voucher-new-code').fill(code.toLowerCase());
    await page.locator('#voucher-new-percent').fill('5');
    await create.click();
    await expect(page.locator('#voucher-new-code-error')).toHaveText(serverCatalogues.it['admin.vouchers.taken']);
    await expect(page.locator('#voucher-new-code')).toBeFocused();
    await expect(page.locator('#voucher-new-code')).toHaveAttribute('aria-invalid', 'true');

    // A generated batch of value codes with a prefix.
    await form.getByLabel(text('it', 'admin.vouchers.mode.batch')).check();
    await page.locator('#voucher-new-count').fill('3');
    await page.locator('#voucher-new-prefix').fill('ITB');
    await form.getByLabel(text('it', 'admin.vouchers.kind.value')).check();
    await page.locator('#voucher-new-amountRappen').fill('25.50');
    await form.getByRole('button', { name: text('it', 'admin.vouchers.createBatch') }).click();
    await expect(page.getByTestId('voucher-created').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('voucher-created')).toContainText('ITB-');
    await expectNoSeriousViolations(page, 'vouchers it');
    await photograph(page, 'vouchers');

    // A shopper uses the code; the search finds it and its uses name the order.
    const order = await orderWithCode(shopper, code);
    await page.getByRole('searchbox', { name: text('it', 'admin.vouchers.search') }).fill(code.slice(2));
    await page.getByRole('button', { name: text('it', 'admin.filters.apply'), exact: true }).click();
    const rows = page.getByTestId('admin-voucher');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(fill('it', 'admin.vouchers.usedOf', { used: 1, max: 5 }));
    const uses = rows.first().getByRole('button', { name: fill('it', 'admin.vouchers.usesOf', { code }) });
    await uses.click();
    await expect(uses).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('voucher-usages')).toContainText(order.number);

    // Disabling asks once more, then the code is disabled.
    await rows
      .first()
      .getByRole('button', { name: fill('it', 'admin.vouchers.disable', { code }) })
      .click();
    await rows
      .first()
      .getByRole('button', { name: text('it', 'admin.vouchers.disableYes') })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: code })).toHaveText(fill('it', 'admin.vouchers.disabledCode', { code }));
    await expect(rows.first()).toContainText(text('it', 'admin.vouchers.state.disabled'));
    await expectNoSeriousViolations(page, 'voucher uses it');
    await page.context().close();
  },
);

test('audit log: the owner filters by record and staff member and pages to older entries (en, phone)', only('phone'), async ({ browser, request }) => {
  const name = `Audra ${unique('A')}`;
  const second = await staffMember(request, 'owner', name);
  const api = (await browser.newContext()).request;
  expect((await api.post('/api/admin/login', { data: { email: second.email, password: second.password } })).status()).toBe(200);
  const codes = Array.from({ length: 26 }, (_, i) => `${unique('AUD')}-${i}`);
  for (const code of codes) expect((await api.post('/api/admin/vouchers', { data: { code, kind: 'fixed', amountRappen: 500 } })).status()).toBe(200);

  const page = await staffPage(browser);
  await logIn(page, 'en', await ownOwner(request, 'audit', 'phone'));
  await (await backOfficeNav(page, 'en')).getByRole('link', { name: text('en', 'admin.nav.audit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'admin.audit.title'));
  await page.getByLabel(text('en', 'admin.audit.subjectType')).selectOption({ label: text('en', 'admin.audit.subject.voucher') });
  await page.getByLabel(text('en', 'admin.audit.staff')).selectOption({ label: name });
  await page.getByRole('button', { name: text('en', 'admin.filters.apply'), exact: true }).click();

  await expect(page).toHaveURL(/subjectType=voucher/);
  await expect(page.getByLabel(text('en', 'admin.audit.subjectType'))).toHaveValue('voucher');
  const entries = page.getByTestId('admin-audit-entry');
  await expect(entries).toHaveCount(25);
  const newest = entries.first();
  await expect(newest).toContainText(name);
  await expect(newest).toContainText(text('en', 'admin.audit.action.voucher.create'));
  // The compact diff: the new code's fields, the code among them.
  await expect(newest.getByRole('row', { name: /\[0\]\.code/ })).toContainText(codes[25]!);
  await expectNoSeriousViolations(page, 'audit en');
  await photograph(page, 'audit');

  await page.getByRole('link', { name: text('en', 'admin.audit.older') }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(codes[0]!);
  await expect(page.getByRole('link', { name: text('en', 'admin.audit.newest') })).toBeVisible();
  await page.context().close();
});

test("my account: a member changes the own password, and the member's other sessions end (fr, desktop)", only('desktop'), async ({ browser, request }) => {
  const office = await staffMember(request, 'office', 'Fanny Bureau');
  const tablet = (await browser.newContext()).request;
  expect((await tablet.post('/api/admin/login', { data: { email: office.email, password: office.password } })).status()).toBe(200);

  const page = await staffPage(browser);
  await logIn(page, 'fr', office);
  await page.getByRole('link', { name: text('fr', 'admin.nav.account') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'admin.account.title'));
  await expect(page.locator('.admin-facts')).toContainText(office.email);

  const field = (name: 'currentPassword' | 'password' | 'passwordConfirmation') => page.locator(`#admin-password-${name}`);
  const save = page.getByRole('button', { name: text('fr', 'admin.account.save') });
  await field('currentPassword').fill('not-my-password-at-all');
  await field('password').fill('ginger-tram-lighthouse-62');
  await field('passwordConfirmation').fill('ginger-tram-lighthouse-62');
  await save.click();
  await expect(page.locator('#admin-password-currentPassword-error')).toHaveText('Le mot de passe actuel n’est pas correct.');
  await expect(field('currentPassword')).toBeFocused();
  await expectNoSeriousViolations(page, 'account fr');
  await photograph(page, 'account');

  await field('currentPassword').fill(office.password);
  await save.click();
  await expect(page.getByTestId('admin-password-changed')).toContainText('Votre session sur un autre appareil a été fermée.');
  expect((await tablet.get('/api/admin/me')).status()).toBe(401);
  expect((await page.request.get('/api/admin/me')).status()).toBe(200);
  expect((await tablet.post('/api/admin/login', { data: { email: office.email, password: 'ginger-tram-lighthouse-62' } })).status()).toBe(200);
  await page.context().close();
});
