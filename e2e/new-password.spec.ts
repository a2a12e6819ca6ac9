import { expect, type Locator, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, freshPage } from './axe';
import { newPasswordLink } from './mail-catcher';
import { accountSlot, logInWithOverlay, registerFromLogin, uniqueCustomer } from './selfcare-helpers';
import { fillFields, locales, openDrawer, ready, text, type Locale } from './shell-helpers';
import { only } from './devices';
import { keepShot } from './keep-shot';

/** Types the new password and its confirmation and sends the form. */
async function sendPasswords(page: Page, locale: Locale, password: string, confirmation = password) {
  await fillFields(page.getByTestId('new-password-form'), 'newpassword', { password, passwordConfirmation: confirmation });
  await page.getByRole('button', { name: text(locale, 'newPassword.submit') }).click();
}

/** The page's answer to the form: it says `message` and takes the focus (a screen reader reads it); scanned by axe and kept as a screenshot. */
async function expectAnswer(page: Page, testId: string, message: string, { scan, screenshot }: { scan: string; screenshot: string }): Promise<Locator> {
  const answer = page.getByTestId(testId);
  await expect(answer).toContainText(message);
  await expect(answer).toBeFocused();
  await expectNoSeriousViolations(page, scan);
  await keepShot(page, { path: screenshot });
  return answer;
}

test(
  'lost credentials: request the mail on the page, follow its link, set a new password, log in with it; the link works once',
  only('desktop'),
  async ({ browser }, info) => {
    // A whole customer journey with several axe scans: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const phone = info.project.name === 'phone';
    const page = await freshPage(browser, phone ? { width: 360, height: 780 } : { width: 1280, height: 860 });
    const locale: Locale = phone ? 'en' : 'fr';
    const customer = uniqueCustomer('reset');

    await page.goto(`/${locale}`);
    await ready(page);
    await openDrawer(page);
    await accountSlot(page).getByRole('button').click();
    await registerFromLogin(page, locale, customer);
    await expect(accountSlot(page)).toHaveAttribute('data-state', 'loggedin');
    await openDrawer(page);
    await accountSlot(page).locator('.account-logout').click();
    await expect(accountSlot(page)).toHaveAttribute('data-state', 'loggedout');

    // Without link parameters the page asks for the e-mail: client validation, unknown, then known.
    await page.goto(`/${locale}/customer/newpassword`);
    const request = page.getByTestId('request-mail-form');
    await expect(page.getByTestId('new-password')).toContainText(text(locale, 'newPassword.requestIntro'));
    await request.getByRole('button', { name: text(locale, 'account.lost.submit') }).click();
    await expect(page.locator('#requestmail-email')).toBeFocused();
    await expect(page.locator('#requestmail-email-error')).toHaveText(text(locale, 'validation.required'));
    await page.locator('#requestmail-email').fill(`nobody-${Date.now()}@example.ch`);
    await request.getByRole('button', { name: text(locale, 'account.lost.submit') }).click();
    await expect(page.getByTestId('request-mail-notice')).toHaveText(text(locale, 'selfcare.lostCredentials.notFound'));
    await expectNoSeriousViolations(page, 'request the mail, e-mail not found');
    await keepShot(page, { path: info.outputPath('request-not-found.png') });
    await page.locator('#requestmail-email').fill(customer.email);
    await request.getByRole('button', { name: text(locale, 'account.lost.submit') }).click();
    await expect(page.getByTestId('request-mail-sent')).toContainText(text(locale, 'selfcare.lostCredentials.sent'));
    await expect(page.getByTestId('request-mail-sent')).toBeFocused();

    // The mail (received by the local SMTP server) carries the username and the link, in the customer's language.
    const mail = await newPasswordLink(customer.email);
    expect(mail.lang).toBe(locale);
    expect(mail.raw).toContain(customer.username);
    await page.goto(mail.url.pathname);
    await expect(page.getByTestId('new-password')).toContainText(text(locale, 'page.newPassword.text'));

    // Client validation from the shared schema: too short, then not confirmed.
    await sendPasswords(page, locale, 'short');
    await expect(page.locator('#newpassword-password')).toBeFocused();
    await expect(page.locator('#newpassword-password-error')).toHaveText(text(locale, 'validation.passwordTooShort'));
    await sendPasswords(page, locale, 'New-Passw0rd-123', 'New-Passw0rd-124');
    await expect(page.locator('#newpassword-passwordConfirmation')).toBeFocused();
    await expect(page.locator('#newpassword-passwordConfirmation-error')).toHaveText(text(locale, 'validation.passwordConfirm'));
    // Long enough, but how guessable it is only the server judges (the dictionaries are not shipped): its reason shows on the field.
    await sendPasswords(page, locale, 'Passwort123');
    await expect(page.locator('#newpassword-password-error')).toHaveText(text(locale, 'validation.passwordTooCommon'));
    await expect(page.locator('#newpassword-password')).toBeFocused();
    await expectNoSeriousViolations(page, 'new password with errors');
    await keepShot(page, { path: info.outputPath('errors.png'), fullPage: true });

    await sendPasswords(page, locale, 'New-Passw0rd-123');
    const saved = await expectAnswer(page, 'new-password-saved', text(locale, 'newPassword.saved'), {
      scan: 'new password saved',
      screenshot: info.outputPath('saved.png'),
    });

    // The old password is gone; the new one logs in and leads to the account.
    await saved.getByRole('button', { name: text(locale, 'newPassword.login') }).click();
    await logInWithOverlay(page, customer);
    await expect(page.getByTestId('login-failed')).toBeVisible();
    await logInWithOverlay(page, { username: customer.username, password: 'New-Passw0rd-123' });
    await expect(page).toHaveURL(new RegExp(`/${locale}/selfcare$`));
    await expect(page.getByTestId('selfcare-summary')).toContainText(customer.username);

    // A second use of the link: a clear message and the way to a new mail.
    await page.goto(mail.url.pathname);
    await sendPasswords(page, locale, 'Another-Passw0rd');
    const broken = await expectAnswer(page, 'new-password-broken', text(locale, 'selfcare.resetLinkInvalid'), {
      scan: 'used link',
      screenshot: info.outputPath('used-link.png'),
    });
    await broken.getByRole('link', { name: text(locale, 'newPassword.requestNew') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/customer/newpassword$`));
    await expect(page.getByTestId('request-mail-form')).toBeVisible();
    await page.context().close();
  },
);

test(
  'new-password page in every language: the e-mail form, the password rules and a link that is not (or no longer) valid',
  only('phone'),
  async ({ page }) => {
    for (const locale of locales) {
      await page.goto(`/${locale}/customer/newpassword`);
      await expect(page.getByTestId('new-password').getByRole('heading')).toHaveText(text(locale, 'page.newPassword.title'));
      await expect(page.getByTestId('new-password')).toContainText(text(locale, 'newPassword.requestIntro'));
      await page.locator('#requestmail-email').fill('not-an-address');
      await page.getByRole('button', { name: text(locale, 'account.lost.submit') }).click();
      await expect(page.locator('#requestmail-email-error')).toHaveText(text(locale, 'validation.email'));

      // A link cut short by a mail client: nothing to send, straight to the message.
      await page.goto(`/${locale}/customer/newpassword/42`);
      await expect(page.getByTestId('new-password-broken')).toContainText(text(locale, 'selfcare.resetLinkInvalid'));

      // A key the server does not know.
      await page.goto(`/${locale}/customer/newpassword/1/unknown-key`);
      await expect(page.locator('#newpassword-password')).toHaveAccessibleDescription(text(locale, 'newPassword.passwordHint'));
      await sendPasswords(page, locale, 'New-Passw0rd-123', 'other');
      await expect(page.locator('#newpassword-passwordConfirmation-error')).toHaveText(text(locale, 'validation.passwordConfirm'));
      await expect(page.getByTestId('newpassword-check-input')).toContainText(text(locale, 'newPassword.field.passwordConfirmation'));
      await sendPasswords(page, locale, 'New-Passw0rd-123');
      const broken = page.getByTestId('new-password-broken');
      await expect(broken).toContainText(text(locale, 'selfcare.resetLinkInvalid'));
      await expect(broken.getByRole('link', { name: text(locale, 'newPassword.requestNew') })).toHaveAttribute('href', `/${locale}/customer/newpassword`);
    }
  },
);
