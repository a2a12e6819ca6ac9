import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, freshPage } from './axe';
import { accountSlot, logInWithOverlay, loginFromSelfcarePrompt, registerFromLogin, registrationFields, uniqueCustomer } from './selfcare-helpers';
import { locales, ready, text, type Locale } from './shell-helpers';
import { alternate, only } from './devices';
import { keepShot } from './keep-shot';

/** Opens the self-care page in a language; the account (token cookie) loads. */
async function openAccount(page: Page, locale: Locale) {
  await page.goto(`/${locale}/selfcare`);
  await expect(page.getByTestId('selfcare-account')).toBeVisible();
  const sections = page.getByTestId('selfcare').getByRole('heading', { level: 2 });
  await expect(sections).toHaveText([
    text(locale, 'care.summary.title'),
    text(locale, 'care.contact.title'),
    text(locale, 'care.addresses.title'),
    text(locale, 'care.password.title'),
    text(locale, 'care.orders.title'),
  ]);
  await expect(page.getByTestId('selfcare-orders-empty')).toHaveText(text(locale, 'care.orders.empty'));
}

async function fillAddress(form: ReturnType<Page['getByTestId']>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await form.locator(`input[name="${name}"]`).fill(value);
}

const book = (page: Page) => page.getByTestId('selfcare-addresses');

test(
  'self-care: register from the login prompt, contact edit, address book in every language, log out and in; the header of another tab follows',
  only('desktop'),
  async ({ browser }, info) => {
    // A whole customer journey with several axe scans: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    // Phones at the narrowest width the shop supports; the journey starts in another language per project.
    const phone = info.project.name === 'phone';
    const page = await freshPage(browser, phone ? { width: 360, height: 780 } : { width: 1280, height: 860 });
    const [first, second, third, fourth] = (phone ? ['it', 'en', 'de', 'fr'] : ['de', 'fr', 'it', 'en']) as [Locale, Locale, Locale, Locale];
    const customer = uniqueCustomer('care');

    await page.goto(`/${first}/selfcare`);
    await expect(page.getByTestId('selfcare-login')).toContainText(text(first, 'care.loginPrompt'));
    await expectNoSeriousViolations(page, 'login prompt');
    await keepShot(page, { path: info.outputPath('login-prompt.png') });

    // Another tab of the same browser, on the home page: its header follows the login.
    const otherTab = await page.context().newPage();
    await otherTab.goto(`/${first}`);
    await ready(otherTab);
    await expect(accountSlot(otherTab)).toHaveAttribute('data-state', 'loggedout');

    await loginFromSelfcarePrompt(page, first);
    await registerFromLogin(page, first, customer);
    await openAccount(page, first);
    await expect(page.getByTestId('selfcare-summary')).toContainText(customer.username);
    await expect(accountSlot(otherTab)).toHaveAttribute('data-state', 'loggedin');

    // Contact edit: client validation first (the field says why and has the focus), then saved.
    const contact = page.getByTestId('selfcare-contact');
    await contact.getByRole('button', { name: text(first, 'care.contact.edit') }).click();
    const contactForm = page.getByTestId('contact-form');
    await expect(contactForm.locator('#contact-sex')).toBeFocused();
    await contactForm.locator('#contact-email').fill('not-an-address');
    await contactForm.locator('#contact-firstname').fill('Erika-Maria');
    await contactForm.locator('#contact-mobile').fill('079 000 00 00');
    await contactForm.getByRole('button', { name: text(first, 'care.save') }).click();
    await expect(contactForm.locator('#contact-email')).toBeFocused();
    await expect(contactForm.locator('#contact-email-error')).toHaveText(text(first, 'validation.email'));
    await expect(page.getByTestId('contact-check-input')).toContainText(text(first, 'account.field.email'));
    await expectNoSeriousViolations(page, 'contact form with errors');
    await contactForm.locator('#contact-email').fill(customer.email);
    await contactForm.getByRole('button', { name: text(first, 'care.save') }).click();
    await expect(page.getByTestId('selfcare-contact-status')).toHaveText(text(first, 'care.contact.saved'));
    await expect(contact.getByTestId('contact-firstname')).toHaveText('Erika-Maria');
    await expect(contact.getByRole('button', { name: text(first, 'care.contact.edit') })).toBeFocused();

    // Address book, first language: the registration's address is the default; a bad zip is refused on its field.
    const registered = book(page).getByTestId('address-card').filter({ hasText: 'Erika Muster' });
    await expect(registered).toContainText(text(first, 'care.addresses.default'));
    await book(page)
      .getByRole('button', { name: text(first, 'care.addresses.add') })
      .click();
    let form = book(page).getByTestId('address-form');
    await expect(form.getByRole('heading')).toHaveText(text(first, 'care.addresses.newTitle'));
    await fillAddress(form, { firstname: 'Erika', lastname: 'Home', address1: 'Technoparkstrasse 1', zipcode: '603', city: 'Root' });
    await form.getByRole('button', { name: text(first, 'care.save') }).click();
    await expect(form.locator('input[name="zipcode"]')).toBeFocused();
    await expect(form.locator('input[name="zipcode"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText(text(first, 'validation.zip'));
    await expectNoSeriousViolations(page, 'address form with errors');
    await keepShot(form, { path: info.outputPath('address-form-errors.png') });
    await fillAddress(form, { zipcode: '6039' });
    await form.getByRole('button', { name: text(first, 'care.save') }).click();
    await expect(page.getByTestId('selfcare-addresses-status')).toHaveText(text(first, 'care.addresses.added'));
    const home = book(page).getByTestId('address-card').filter({ hasText: 'Erika Home' });
    await expect(home).toBeFocused();
    await expect(home).not.toContainText(text(first, 'care.addresses.default'));
    await keepShot(page, { path: info.outputPath('account.png'), fullPage: true });

    // Second language: a second address, written with the keyboard only.
    await openAccount(page, second);
    await book(page)
      .getByRole('button', { name: text(second, 'care.addresses.add') })
      .focus();
    await page.keyboard.press('Enter');
    form = book(page).getByTestId('address-form');
    await expect(form.locator('input[name$="-sex"]').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    for (const value of ['', '', 'Max', 'Office', 'Bahnhofstrasse 3', '', '6003', 'Luzern']) {
      await page.keyboard.press('Tab');
      if (value) await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('selfcare-addresses-status')).toHaveText(text(second, 'care.addresses.added'));
    const office = book(page).getByTestId('address-card').filter({ hasText: 'Max Office' });
    await expect(office).toContainText(text(second, 'account.field.sex.m'));
    await expect(office).not.toContainText(text(second, 'care.addresses.default'));

    // Third language: edit the second address, then make it the default.
    await openAccount(page, third);
    await book(page)
      .getByRole('button', { name: `${text(third, 'care.addresses.editLabel').replace('{name}', 'Max Office, Luzern')}` })
      .click();
    form = book(page).getByTestId('address-form');
    await expect(form.getByRole('heading')).toHaveText(text(third, 'care.addresses.editTitle'));
    await fillAddress(form, { city: 'Kriens', zipcode: '6010' });
    await form.getByRole('button', { name: text(third, 'care.save') }).click();
    await expect(page.getByTestId('selfcare-addresses-status')).toHaveText(text(third, 'care.addresses.saved'));
    await expect(office).toContainText('6010 Kriens');
    await expect(office).toBeFocused();
    await office.getByRole('button', { name: text(third, 'care.addresses.setDefaultLabel').replace('{name}', 'Max Office, Kriens') }).click();
    await expect(page.getByTestId('selfcare-addresses-status')).toHaveText(text(third, 'care.addresses.defaultSet'));
    await expect(office).toContainText(text(third, 'care.addresses.default'));
    await expect(registered).not.toContainText(text(third, 'care.addresses.default'));

    // Fourth language: delete asks first (the safe choice focused), cancel keeps it, confirm deletes.
    await openAccount(page, fourth);
    const deleteHome = text(fourth, 'care.addresses.deleteLabel').replace('{name}', 'Erika Home, Root');
    await home.getByRole('button', { name: deleteHome }).click();
    await expect(home.getByRole('group')).toContainText(text(fourth, 'care.addresses.confirmDelete').replace('{name}', 'Erika Home, Root'));
    await expect(home.getByRole('button', { name: text(fourth, 'care.cancel') })).toBeFocused();
    await expectNoSeriousViolations(page, 'delete confirmation');
    await keepShot(book(page), { path: info.outputPath('delete-confirmation.png') });
    await page.keyboard.press('Enter');
    await expect(home.getByRole('group')).toHaveCount(0);
    await expect(home.getByRole('button', { name: deleteHome })).toBeVisible();
    await home.getByRole('button', { name: deleteHome }).click();
    await home.getByRole('button', { name: text(fourth, 'care.addresses.confirmYes') }).click();
    await expect(page.getByTestId('selfcare-addresses-status')).toHaveText(text(fourth, 'care.addresses.deleted'));
    await expect(book(page).getByTestId('address-card')).toHaveCount(2);
    await expect(book(page).getByRole('heading', { level: 2 })).toBeFocused();
    await expectNoSeriousViolations(page, 'self-care page');

    // Log out on the page: the login prompt, the header here and in the other tab.
    await openAccount(page, first);
    await page.getByTestId('selfcare-logout').click();
    await expect(page.getByTestId('selfcare-loggedout')).toHaveText(text(first, 'care.loggedOut'));
    await expect(accountSlot(page)).toHaveAttribute('data-state', 'loggedout');
    await expect(accountSlot(otherTab)).toHaveAttribute('data-state', 'loggedout');

    // Log in again from the prompt: the account as it was left.
    await loginFromSelfcarePrompt(page, first);
    await logInWithOverlay(page, customer);
    await expect(page.getByTestId('selfcare-account')).toBeVisible();
    await expect(page.getByTestId('contact-firstname')).toHaveText('Erika-Maria');
    await expect(book(page).getByTestId('address-card')).toHaveCount(2);
    await expect(office).toContainText(text(first, 'care.addresses.default'));
    await expect(office).toContainText('6010 Kriens');
    await expect(accountSlot(otherTab)).toHaveAttribute('data-state', 'loggedin');
    await page.context().close();
  },
);

test('self-care: a token the server refuses is deleted and the login prompt says the session expired', only('phone'), async ({ page, context, baseURL }) => {
  for (const locale of locales) {
    await context.addCookies([{ name: 'auth_token', value: 'expired-or-revoked', url: baseURL! }]);
    await page.goto(`/${locale}/selfcare`);
    await expect(page.getByTestId('selfcare-expired')).toHaveText(text(locale, 'care.sessionExpired'));
    await expect(page.getByTestId('selfcare-login')).toContainText(text(locale, 'care.loginPrompt'));
    await expect(page.getByTestId('selfcare-login').getByRole('button', { name: text(locale, 'care.login') })).toBeVisible();
    await expect(accountSlot(page)).toHaveAttribute('data-state', 'loggedout');
    expect((await context.cookies()).find((c) => c.name === 'auth_token')).toBeUndefined();
  }
});

for (const [n, locale] of locales.entries()) {
  test(
    `self-care ${locale}: change the password; the other device's session ends and the new password logs in`,
    alternate(n),
    async ({ browser, page, baseURL }) => {
      const customer = uniqueCustomer(`pw${locale}`);
      const registered = await page.request.post('/api/selfcare/register', {
        headers: { 'accept-language': locale },
        data: { type: 'private', language_id: 1, sex: 'f', ...registrationFields(customer) },
      });
      expect(registered.status(), await registered.text()).toBe(200);
      const login = async (request: typeof page.request) =>
        (
          (await (await request.post('/api/selfcare/login', { data: { username: customer.username, password: customer.password } })).json()) as {
            token: string;
          }
        ).token;
      await page.context().addCookies([{ name: 'auth_token', value: await login(page.request), url: baseURL! }]);
      const elsewhere = await browser.newContext();
      await elsewhere.addCookies([{ name: 'auth_token', value: await login(elsewhere.request), url: baseURL! }]);

      await page.goto(`/${locale}/selfcare`);
      const section = page.getByTestId('selfcare-password');
      await section.getByRole('button', { name: text(locale, 'care.password.change') }).click();
      const form = page.getByTestId('password-form');
      await expect(form.locator('#password-currentPassword')).toBeFocused();
      await expect(form.locator('label[for="password-currentPassword"]')).toContainText(text(locale, 'care.password.current'));
      const newPassword = 'Ganz-neues Passwort 42';
      await form.locator('#password-currentPassword').fill('not the password');
      await form.locator('#password-password').fill(newPassword);
      await form.locator('#password-passwordConfirmation').fill(newPassword);
      await form.getByRole('button', { name: text(locale, 'care.save') }).click();
      await expect(form.locator('#password-currentPassword-error')).toHaveText(text(locale, 'selfcare.password.currentWrong'));
      await form.locator('#password-currentPassword').fill(customer.password);
      await form.getByRole('button', { name: text(locale, 'care.save') }).click();
      await expect(page.getByTestId('selfcare-password-status')).toHaveText(text(locale, 'care.password.saved'));
      await expect(section.getByRole('button', { name: text(locale, 'care.password.change') })).toBeFocused();

      // This device goes on; the other one is logged out and logs in with the new password.
      await page.reload();
      await expect(page.getByTestId('selfcare-account')).toBeVisible();
      const other = await elsewhere.newPage();
      await other.goto(`/${locale}/selfcare`);
      await expect(other.getByTestId('selfcare-expired')).toHaveText(text(locale, 'care.sessionExpired'));
      await loginFromSelfcarePrompt(other, locale);
      await logInWithOverlay(other, { username: customer.email, password: newPassword });
      await expect(other.getByTestId('selfcare-account')).toBeVisible();
      await elsewhere.close();
    },
  );
}
