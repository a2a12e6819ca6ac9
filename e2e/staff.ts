import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { type CheckoutAddressInput, OrderConfirmation } from '../shared/api/checkout';
import { expectNoSeriousViolations } from './axe';
import { addCanvasToBasket } from './checkout-helpers';
import { languageShots, text, type Locale } from './shell-helpers';

/** The e2e shop's DATA_DIR (its database and stored images), per port. */
export const e2eDataDir = (port: number | string | undefined = process.env.E2E_PORT) => `/tmp/printshop-e2e-${port}`;

/** The back office's first owner of the e2e shop (STAFF_OWNER_* of playwright.config.ts). */
export const E2E_OWNER = { email: 'owner@print-atelier.test', password: 'quiet-lantern-harbour-47' } as const;

const LANGUAGE_NAMES: Record<Locale, string> = { de: 'Deutsch', fr: 'Français', it: 'Italiano', en: 'English' };

/**
 * A staff member of a test's own, made by the first owner: a member's language is kept on the
 * server, so two tests switching the language of one member would switch each other's pages.
 */
export async function staffMember(request: APIRequestContext, role: 'owner' | 'office' | 'production', displayName: string) {
  expect((await request.post('/api/admin/login', { data: E2E_OWNER })).status()).toBe(200);
  const tag = `${role}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const member = { email: `${tag}@print-atelier.test`, displayName, role, password: 'maple-harbour-lantern-72' };
  const res = await request.post('/api/admin/staff', { data: member });
  expect(res.status(), await res.text()).toBe(200);
  return member;
}

/** An owner of a test's own (see staffMember), named for what the test does and its project. */
export const ownOwner = (request: APIRequestContext, purpose: string, project: string) => staffMember(request, 'owner', `Olga Owner (${purpose}, ${project})`);

/** The back office's navigation with its groups shown: on a phone its button opens them first. */
export async function backOfficeNav(page: Page, locale: Locale): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: text(locale, 'admin.nav.label') });
  const toggle = nav.getByRole('button', { name: text(locale, 'admin.nav.menu') });
  await expect(nav).toBeVisible();
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return nav;
}

/** Opens a back-office section from the back office's navigation, and waits for its heading. */
export async function openSection(page: Page, locale: Locale, link: Parameters<typeof text>[1], heading: Parameters<typeof text>[1]) {
  await (await backOfficeNav(page, locale)).getByRole('link', { name: text(locale, link), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, heading));
}

/** A delivery address of a guest's own, as the checkout's address form sends it. */
type DeliverTo = Pick<CheckoutAddressInput, 'sex' | 'firstname' | 'lastname' | 'address1' | 'zipcode' | 'city' | 'country'>;

/**
 * A guest's basket (one canvas, designed in the shop) ordered by invoice through the API, as the
 * checkout pages would send it; delivered to the billing address unless `deliverTo` names another.
 */
export async function guestOrder(page: Page, email: string, deliverTo?: DeliverTo): Promise<OrderConfirmation> {
  await addCanvasToBasket(page);
  await guestCheckoutChoices(page, email, deliverTo);
  const res = await page.request.post('/api/checkout/confirm', { data: {} });
  expect(res.status(), await res.text()).toBe(200);
  return OrderConfirmation.parse(await res.json());
}

/** A guest's address, the cheapest delivery, invoice and the terms, set through the API as the checkout pages set them. */
export async function guestCheckoutChoices(page: Page, email: string, deliverTo?: DeliverTo) {
  const api = page.request;
  const guest = {
    kind: 'guest',
    email,
    billingAddress: { sex: 'f', firstname: 'Lea', lastname: 'Admin-Test', address1: 'Landstrasse 5', zipcode: '9490', city: 'Vaduz', country: 'LI' },
    deliveryAddress: deliverTo ?? null,
  };
  expect((await api.post('/api/checkout/addresses/set', { data: guest })).status()).toBe(200);
  const basket = (await (await api.get('/api/basket')).json()) as { shippingOptions: { shippingOption_id: number }[] };
  const shippingOptionId = basket.shippingOptions[0]?.shippingOption_id;
  expect((await api.post('/api/checkout/paymentAndShipping/set', { data: { shippingOptionId, paymentMethod: 'invoice' } })).status()).toBe(200);
  expect((await api.post('/api/checkout/terms/set', { data: { accept: true } })).status()).toBe(200);
}

/** Logs in on the back office's login page, in `locale` (chosen there first). */
export async function logIn(page: Page, locale: Locale, who: { email: string; password: string }) {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel(text('de', 'admin.language')).selectOption({ label: LANGUAGE_NAMES[locale] });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'admin.login.title'));
  await expectNoSeriousViolations(page, `login ${locale}`);
  await page.getByLabel(text(locale, 'admin.login.email')).fill(who.email);
  await page.getByLabel(text(locale, 'admin.login.password')).fill(who.password);
  await page.getByRole('button', { name: text(locale, 'admin.login.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'admin.orders.title'));
}

/**
 * The back office in two languages one after the other: an owner of the test's own (`name`) logs
 * in in the first and does `round`, switches the office to the second and does it again. The
 * first round is told it is the first (its page is new; the second finds it done).
 */
export async function ownerInTwoLanguages(
  { page, request, info }: { page: Page; request: APIRequestContext; info: TestInfo },
  name: string,
  [first, second]: readonly [Locale, Locale],
  round: (locale: Locale, isFirst: boolean, shot: ReturnType<ReturnType<typeof languageShots>>, owner: { displayName: string }) => Promise<void>,
): Promise<void> {
  const shots = languageShots(page, info);
  const owner = await ownOwner(request, name, info.project.name);
  await logIn(page, first, owner);
  await round(first, true, shots(first), owner);
  await page.getByLabel(text(first, 'admin.language')).selectOption({ label: LANGUAGE_NAMES[second] });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(second, 'admin.orders.title'));
  await round(second, false, shots(second), owner);
}

/** A camt.054 bank file (the server's sample) paying `amount` (CHF, e.g. '13.80') for a QR reference, under a bank reference of its own. */
const camtFile = (reference: string, amount: string, bankReference: string) =>
  readFileSync(new URL('../server/features/bank-payments/samples/camt054-v04-single.xml', import.meta.url), 'utf8')
    .replaceAll('{{AMOUNT}}', amount)
    .replaceAll('{{REFERENCE}}', reference)
    .replace('ZKB-20261125-77', bankReference);

/**
 * Pays the order in full by a bank file (camt.054) under its own bank reference, uploaded with the
 * session of the staff member logged in on `page` (as the bank page of the back office sends it).
 * Answers the amount as the file writes it (CHF, e.g. '13.80').
 */
export async function payByBankFile(page: Page, order: OrderConfirmation, bankReference: string): Promise<string> {
  const amount = (order.payment.amountRappen / 100).toFixed(2);
  const upload = await page.request.post('/api/admin/bank-files', {
    data: { filename: 'camt054.xml', content: camtFile(order.payment.qrReference ?? '', amount, bankReference) },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return amount;
}
