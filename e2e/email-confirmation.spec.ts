import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { mailTextsTo } from './mail-catcher';
import { registerAtSelfcare } from './selfcare-helpers';
import { text, textWith, type Locale } from './shell-helpers';
import { only } from './devices';
import { keepShot } from './keep-shot';

/*
 * A customer confirms the account's e-mail address: self-care offers the link, the mail brings it,
 * its page confirms with a button, and the offer is gone. (That guest orders then join the account
 * is the server's part: server/features/selfcare/email-confirmation.test.ts.)
 */
test('self-care sends the confirmation link, and its page confirms the address', only('phone'), async ({ page }, info) => {
  test.setTimeout(60_000);
  const locale: Locale = info.project.name === 'phone' ? 'it' : 'de';
  const customer = await registerAtSelfcare(page, locale, 'confirm');

  const offer = page.getByTestId('selfcare-confirm-email');
  await expect(offer).toContainText(textWith(locale, 'care.confirm.text', { email: customer.email }));
  await offer.getByRole('button', { name: text(locale, 'care.confirm.send') }).click();
  await expect(offer.getByTestId('selfcare-confirm-sent')).toHaveText(textWith(locale, 'care.confirm.sent', { email: customer.email }));

  await keepShot(offer, { path: info.outputPath('offer.png') });

  let link = '';
  await expect
    .poll(() => (link = /https?:\/\/\S+\/customer\/confirmemail\/\d+\/[A-Za-z0-9_%-]+/.exec(mailTextsTo(customer.email).join('\n'))?.[0] ?? ''), {
      timeout: 15_000,
    })
    .not.toBe('');
  await page.goto(new URL(link).pathname);
  await expect(page.getByTestId('confirm-email')).toContainText(text(locale, 'confirmEmail.text'));
  await page.getByTestId('confirm-email-submit').click();
  await expect(page.getByTestId('confirm-email-done')).toContainText(text(locale, 'confirmEmail.toAccount'));
  await expect(page.getByTestId('confirm-email-done')).toBeFocused();
  await keepShot(page, { path: info.outputPath('confirmed.png') });
  await expectNoSeriousViolations(page, 'e-mail confirmed');

  await page.getByRole('link', { name: text(locale, 'confirmEmail.toAccount') }).click();
  await expect(page.getByTestId('selfcare-orders')).toBeVisible();
  await expect(page.getByTestId('selfcare-confirm-email')).toHaveCount(0);
});
