import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, freshPage } from './axe';
import { logInWithOverlay, openLogin, registrationFields, uniqueCustomer, type Customer } from './selfcare-helpers';
import { fillFields, locales, openDrawer, ready, text, type Locale } from './shell-helpers';
import { alternate, only } from './devices';
import { keepShot } from './keep-shot';

/** Opens register from the login overlay and fills every required field (plus a few optional ones). */
async function fillRegister(page: Page, locale: Locale, customer: Customer, zipcode = '6039') {
  await openLogin(page);
  await page.getByRole('button', { name: text(locale, 'account.login.registerLink') }).click();
  const form = page.getByTestId('register-overlay');
  await expect(form).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await fillFields(form, 'register', { ...registrationFields(customer), birthdate: '01.02.1990', zipcode });
  // The known-from options come from the server in the page's language.
  await expect(form.locator('#register-knownFrom option')).not.toHaveCount(1);
  await form.locator('#register-knownFrom').selectOption({ index: 1 });
  return form;
}

async function register(page: Page, locale: Locale, customer: Customer) {
  await fillRegister(page, locale, customer);
  const registered = page.evaluate(
    () => new Promise<boolean>((resolve) => window.addEventListener('printshop:registered', () => resolve(true), { once: true })),
  );
  await page.getByTestId('register-submit').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await registered).toBe(true);
}

async function expectLoggedIn(page: Page, locale: Locale) {
  await openDrawer(page);
  const slot = page.locator('[data-slot="account"]');
  await expect(slot).toHaveAttribute('data-state', 'loggedin');
  // The account shows once: the navigation's own self-care link, no second one in the slot beside it.
  const header = page.locator('header.site-header');
  await expect(header.locator(`a[href="/${locale}/selfcare"]`)).toHaveCount(1);
  await expect(slot.getByRole('button', { name: text(locale, 'account.logout') })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'auth_token');
  expect(cookie?.value).toBeTruthy();
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 120);
}

async function logIn(page: Page, username: string, password: string) {
  await openLogin(page);
  await logInWithOverlay(page, { username, password });
}

for (const [n, locale] of locales.entries()) {
  test(`${locale}: register, logged-in header, log out, log in again, wrong password`, alternate(n), async ({ page }) => {
    const customer = uniqueCustomer(locale);
    // Every call names the page's language (spec), the logout too.
    const calls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(`${r.method()} ${new URL(r.url()).pathname} ${r.headers()['accept-language']}`);
    });
    await page.goto(`/${locale}`);
    await ready(page);
    await register(page, locale, customer);
    await expectLoggedIn(page, locale);

    const logout = page.waitForResponse((r) => r.url().endsWith('/api/selfcare/logout') && r.request().headers().authorization?.startsWith('Bearer ') === true);
    await page.locator('[data-slot="account"] .account-logout').click();
    await logout;
    await expect(page.locator('[data-slot="account"]')).toHaveAttribute('data-state', 'loggedout');
    expect((await page.context().cookies()).find((c) => c.name === 'auth_token')).toBeUndefined();
    expect(calls.some((call) => call.startsWith('POST /api/selfcare/logout'))).toBe(true);
    expect(calls.filter((call) => !call.endsWith(` ${locale}`))).toEqual([]);

    const loggedIn = page.evaluate(() => new Promise<boolean>((resolve) => window.addEventListener('printshop:loggedin', () => resolve(true), { once: true })));
    // The e-mail address logs in as well as the username; the field says so.
    await openLogin(page);
    await expect(page.getByTestId('login-overlay').getByLabel(text(locale, 'account.login.identifier'))).toBeVisible();
    await logInWithOverlay(page, { username: customer.email, password: customer.password });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await loggedIn).toBe(true);
    await expectLoggedIn(page, locale);
    await page.locator('[data-slot="account"] .account-logout').click();
    await expect(page.locator('[data-slot="account"]')).toHaveAttribute('data-state', 'loggedout');

    await logIn(page, customer.username, 'wrong-password');
    await expect(page.getByTestId('login-failed')).toContainText(text(locale, 'selfcare.login.failed'));
    await expect(page.getByTestId('login-failed')).toContainText(text(locale, 'selfcare.login.hint'));
    await expect(page.locator('[data-slot="account"]')).toHaveAttribute('data-state', 'loggedout');
    // The hint leads to the lost-credentials view; Escape closes the overlay.
    await page.getByTestId('login-failed').getByRole('button').click();
    await expect(page.getByTestId('login-overlay')).toHaveAttribute('data-view', 'lost');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('lost credentials: unknown e-mail, then the registered one', only('phone'), async ({ page }) => {
  const locale = 'de';
  const customer = uniqueCustomer('lost');
  await page.goto(`/${locale}`);
  await ready(page);
  // Submitting: buttons disabled, 'being saved', a second submit ignored (one request only).
  let requests = 0;
  await page.route('**/api/selfcare/register', async (route) => {
    requests += 1;
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const form = await fillRegister(page, locale, customer);
  const submit = page.getByTestId('register-submit');
  await submit.click();
  await expect(submit).toHaveText(text(locale, 'account.register.busy'));
  await expect(submit).toBeDisabled();
  await form.locator('form').evaluate((element: HTMLFormElement) => element.requestSubmit());
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(requests).toBe(1);
  await page.unroute('**/api/selfcare/register');
  await page.locator('[data-slot="account"] .account-logout').click();
  await expect(page.locator('[data-slot="account"]')).toHaveAttribute('data-state', 'loggedout');

  await openLogin(page);
  const overlay = page.getByTestId('login-overlay');
  await overlay.getByRole('button', { name: text(locale, 'account.login.lostLink') }).click();
  await expect(overlay).toHaveAttribute('data-view', 'lost');
  // Client validation first: an invalid address never reaches the server.
  await overlay.locator('#login-email').fill('not-an-address');
  await overlay.getByRole('button', { name: text(locale, 'account.lost.submit') }).click();
  await expect(overlay.locator('#login-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(overlay.locator('#login-email')).toBeFocused();
  await expect(overlay.locator('#login-email-error')).toHaveText(text(locale, 'validation.email'));

  await overlay.locator('#login-email').fill(`nobody-${Date.now()}@example.ch`);
  await overlay.getByRole('button', { name: text(locale, 'account.lost.submit') }).click();
  await expect(page.getByTestId('account-notice')).toHaveText(text(locale, 'selfcare.lostCredentials.notFound'));
  await expect(overlay).toHaveAttribute('data-view', 'lost');

  await overlay.locator('#login-email').fill(customer.email);
  await overlay.getByRole('button', { name: text(locale, 'account.lost.submit') }).click();
  await expect(page.getByTestId('account-notice')).toHaveText(text(locale, 'selfcare.lostCredentials.sent'));
  await expect(overlay).toHaveAttribute('data-view', 'login');
  await overlay.getByRole('button', { name: text(locale, 'account.login.lostLink') }).click();
  await overlay.getByRole('button', { name: text(locale, 'account.lost.back') }).click();
  await expect(overlay).toHaveAttribute('data-view', 'login');
});

test(
  'register: client validation lists failing fields, a bad zip shows its field error, the server answers a taken username',
  only('desktop'),
  async ({ page }) => {
    const locale = 'de';
    await page.goto(`/${locale}`);
    await ready(page);
    await openLogin(page);
    await page.getByRole('button', { name: text(locale, 'account.login.registerLink') }).click();
    const form = page.getByTestId('register-overlay');
    // Required labels carry an asterisk.
    await expect(form.locator('label[for="register-firstname"]')).toContainText('*');
    await expect(form.locator('label[for="register-mobile"]')).not.toContainText('*');
    // Empty submit: everything required is listed, the first failing field has focus.
    await page.getByTestId('register-submit').click();
    await expect(form.getByTestId('register-check-input')).toContainText(text(locale, 'account.register.checkInput'));
    await expect(form.getByTestId('register-check-input')).toContainText(text(locale, 'account.field.firstname'));
    await expect(form.locator('#register-firstname')).toBeFocused();
    await expect(form.locator('#register-firstname')).toHaveAttribute('aria-describedby', 'register-firstname-error');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const customer = uniqueCustomer('zip');
    const filled = await fillRegister(page, locale, customer, '603');
    await page.getByTestId('register-submit').click();
    await expect(filled.locator('#register-zipcode')).toHaveAttribute('aria-invalid', 'true');
    await expect(filled.locator('#register-zipcode')).toBeFocused();
    await expect(filled.locator('#register-zipcode-error')).toHaveText(text(locale, 'validation.zip'));
    await expect(filled.getByTestId('register-check-input').getByRole('listitem')).toHaveText([text(locale, 'account.field.zipcode')]);

    // Company customers must name the company.
    await filled.getByLabel(text(locale, 'account.field.type.company')).check();
    await filled.locator('#register-zipcode').fill('6039');
    await page.getByTestId('register-submit').click();
    await expect(filled.locator('#register-company')).toBeFocused();
    await expect(filled.locator('#register-company-error')).toHaveText(text(locale, 'validation.companyRequired'));
    await filled.getByLabel(text(locale, 'account.field.type.private')).check();

    // A taken username: the server's field error, grouped under the capitalised field name.
    const taken = uniqueCustomer('taken');
    await page.keyboard.press('Escape');
    await register(page, locale, customer);
    await page.locator('[data-slot="account"] .account-logout').click();
    await expect(page.locator('[data-slot="account"]')).toHaveAttribute('data-state', 'loggedout');
    const again = await fillRegister(page, locale, { ...taken, username: customer.username });
    await page.getByTestId('register-submit').click();
    const serverErrors = again.getByTestId('register-server-errors');
    await expect(serverErrors.locator('li[data-field="username"]')).toContainText('Username:');
    await expect(serverErrors.locator('li[data-field="username"]')).toContainText(text(locale, 'validation.usernameTaken'));
    await expect(again.locator('#register-username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('register-submit')).toBeEnabled();

    // Long enough, but too common: only the server judges that (its dictionaries are not shipped), and the form shows its reason.
    await again.locator('#register-username').fill(taken.username);
    await again.locator('#register-password').fill('Passwort123');
    await page.getByTestId('register-submit').click();
    await expect(serverErrors.locator('li[data-field="password"]')).toContainText(text(locale, 'validation.passwordTooCommon'));
    await expect(again.locator('#register-password-error')).toHaveText(text(locale, 'validation.passwordTooCommon'));
  },
);

test('axe: no serious or critical violations on the login and register overlays', only('desktop'), async ({ browser, viewport }) => {
  const page = await freshPage(browser, viewport);
  await page.goto('/de');
  await ready(page);
  await openLogin(page);
  await expectNoSeriousViolations(page, 'login overlay');
  await page.getByTestId('login-overlay').locator('button[type="submit"]').click();
  await expect(page.locator('#login-username')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'login overlay with errors');
  await page.getByRole('button', { name: text('de', 'account.login.lostLink') }).click();
  await expectNoSeriousViolations(page, 'lost credentials');
  await page.keyboard.press('Escape');
  await openLogin(page);
  await page.getByRole('button', { name: text('de', 'account.login.registerLink') }).click();
  await page.getByTestId('register-overlay').waitFor();
  await expect(page.locator('#register-knownFrom option')).not.toHaveCount(1);
  await expectNoSeriousViolations(page, 'register overlay');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-check-input')).toBeVisible();
  await expectNoSeriousViolations(page, 'register overlay with errors');
  await page.context().close();
});

test('screenshots of both overlays', only('phone'), async ({ page }) => {
  await page.goto('/de');
  await ready(page);
  await openLogin(page);
  await keepShot(page, { path: 'test-results/account-login-phone.png' });
  await page.getByRole('button', { name: text('de', 'account.login.registerLink') }).click();
  await page.getByTestId('register-overlay').waitFor();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-check-input')).toBeVisible();
  await keepShot(page, { path: 'test-results/account-register-phone.png' });
});
