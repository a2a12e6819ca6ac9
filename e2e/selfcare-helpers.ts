import { expect, test, type Page } from '@playwright/test';
import { OrderConfirmation } from '../shared/api/checkout';
import type { PaymentMethod } from '../shared/domain/payments/payment-methods';
import { fillFields, openDrawer, text, type Locale } from './shell-helpers';

export interface Customer {
  username: string;
  email: string;
  password: string;
}

/** A username and e-mail of its own per run, project and test (the e2e database is shared by the run). */
export function uniqueCustomer(tag: string): Customer {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}${test.info().project.name}`;
  return { username: `e2e_${id}`, email: `${id}@example.ch`, password: 'Secret-Passw0rd!' };
}

/** The register form's required fields for the customer. */
export const registrationFields = (customer: Customer) => ({
  firstname: 'Erika',
  lastname: 'Muster',
  address1: 'Technoparkstrasse 1',
  zipcode: '6039',
  city: 'Root',
  phone: '041 000 00 00',
  email: customer.email,
  username: customer.username,
  password: customer.password,
});

/** Registers through the register overlay, opened from the login overlay that is already open. */
export async function registerFromLogin(page: Page, locale: Locale, customer: Customer) {
  await page
    .getByTestId('login-overlay')
    .getByRole('button', { name: text(locale, 'account.login.registerLink') })
    .click();
  const form = page.getByTestId('register-overlay');
  await expect(form).toBeVisible();
  await fillFields(form, 'register', registrationFields(customer));
  await page.getByTestId('register-submit').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Opens the header's login overlay (on a phone from the drawer). */
export async function openLogin(page: Page) {
  await openDrawer(page);
  await page.locator('[data-slot="account"] button.account-button').click();
  await expect(page.getByTestId('login-overlay')).toBeVisible();
}

/** Fills and sends the open login overlay. */
export async function logInWithOverlay(page: Page, customer: Pick<Customer, 'username' | 'password'>) {
  const overlay = page.getByTestId('login-overlay');
  await expect(overlay).toBeVisible();
  await overlay.locator('#login-username').fill(customer.username);
  await overlay.locator('#login-password').fill(customer.password);
  await overlay.locator('button[type="submit"]').click();
}

/** The header's account slot (on phones inside the closed drawer: its state is checked, not its look). */
export const accountSlot = (page: Page) => page.locator('[data-slot="account"]');

/** Opens the login overlay from the login prompt of the self-care page that is shown. */
export async function loginFromSelfcarePrompt(page: Page, locale: Locale) {
  await page
    .getByTestId('selfcare-login')
    .getByRole('button', { name: text(locale, 'care.login') })
    .click();
}

/** A new customer registered from the self-care page's login prompt, in `locale`. */
export async function registerAtSelfcare(page: Page, locale: Locale, tag: string): Promise<Customer> {
  const customer = uniqueCustomer(tag);
  await page.goto(`/${locale}/selfcare`);
  await loginFromSelfcarePrompt(page, locale);
  await registerFromLogin(page, locale, customer);
  return customer;
}

/** The logged-in customer's basket ordered through the API in the page's language, as the checkout pages would send it. */
export async function orderByApi(page: Page, locale: Locale, paymentMethod: PaymentMethod): Promise<OrderConfirmation> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')?.value;
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': locale };
  const basket = (await (await page.request.get('/api/basket', { headers })).json()) as { shippingOptions: { shippingOption_id: number }[] };
  const shippingOptionId = basket.shippingOptions[0]?.shippingOption_id;
  expect((await page.request.post('/api/checkout/paymentAndShipping/set', { headers, data: { shippingOptionId, paymentMethod } })).status()).toBe(200);
  expect((await page.request.post('/api/checkout/terms/set', { headers, data: { accept: true } })).status()).toBe(200);
  const res = await page.request.post('/api/checkout/confirm', { headers, data: {} });
  expect(res.status(), await res.text()).toBe(200);
  return OrderConfirmation.parse(await res.json());
}
