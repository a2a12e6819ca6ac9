import { expect, test, type Page } from '@playwright/test';
import { text, type Locale } from './shell-helpers';

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

/** Registers through the register overlay, opened from the login overlay that is already open. */
export async function registerFromLogin(page: Page, locale: Locale, customer: Customer) {
  await page
    .getByTestId('login-overlay')
    .getByRole('button', { name: text(locale, 'account.login.registerLink') })
    .click();
  const form = page.getByTestId('register-overlay');
  await expect(form).toBeVisible();
  await form.locator('#register-firstname').fill('Erika');
  await form.locator('#register-lastname').fill('Muster');
  await form.locator('#register-address1').fill('Technoparkstrasse 1');
  await form.locator('#register-zipcode').fill('6039');
  await form.locator('#register-city').fill('Root');
  await form.locator('#register-phone').fill('041 000 00 00');
  await form.locator('#register-email').fill(customer.email);
  await form.locator('#register-username').fill(customer.username);
  await form.locator('#register-password').fill(customer.password);
  await page.getByTestId('register-submit').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
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
