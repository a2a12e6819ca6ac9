import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { BOUNCING_DOMAIN } from './mail-catcher';
import { LANGUAGES_BY_PROJECT, text } from './shell-helpers';
import { guestOrder, logIn, openSection, ownOwner } from './staff';
import { only } from './devices';
import { keepShot } from './keep-shot';

/*
 * The outbox in the back office: a guest's confirmation is refused for good by the mail server (a
 * mailbox that does not exist); the owner finds it failed, reads the text the mail said with the
 * order's access token masked, and sends it again. Every language once, two per project.
 */

for (const [project, locale] of LANGUAGES_BY_PROJECT) {
  test(
    `staff find a refused mail, read what it said without its secrets, and send it again (${locale}, ${project})`,
    only(project),
    async ({ page, request }, info) => {
      test.setTimeout(90_000); // a shopper's design and order, then the back office with axe scans
      const shot = (name: string) => keepShot(page, { path: info.outputPath(`${locale}-${name}.png`), fullPage: true });
      const email = `lea-${Date.now()}-${Math.floor(Math.random() * 1e6)}@${BOUNCING_DOMAIN}`;
      const order = await guestOrder(page, email);

      await logIn(page, locale, await ownOwner(request, 'mails', info.project.name));
      await openSection(page, locale, 'admin.nav.mails', 'admin.mails.title');
      // The mail worker tries the confirmation at once; the server's 550 fails it without waiting a day.
      await expect
        .poll(
          async () =>
            ((await (await page.request.get(`/api/admin/mails?status=failed&q=${encodeURIComponent(email)}`)).json()) as { mails: unknown[] }).mails.length,
          {
            timeout: 30_000,
          },
        )
        .toBe(1);
      await page.getByRole('searchbox', { name: text(locale, 'admin.mails.search') }).fill(email);
      await page.getByLabel(text(locale, 'admin.mails.status')).selectOption({ label: text(locale, 'admin.mail.failed') });
      await page.getByRole('button', { name: text(locale, 'admin.mails.apply') }).click();
      const row = page.getByTestId('admin-mail-row').filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(text(locale, 'admin.mail.failed'));
      await expect(row).toContainText(/550|No such mailbox/);
      await expectNoSeriousViolations(page, `outbox ${locale}`);
      await shot('outbox');

      await row.getByRole('link', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
      const mailText = page.getByTestId('admin-mail-text');
      await expect(mailText).toContainText(order.number);
      await expect(mailText).toContainText(`order=${order.orderId}&access=•••`);
      await expect(mailText).not.toContainText(order.accessToken!);
      await expect(page.getByTestId('admin-mail-facts')).toContainText(order.number);
      await expectNoSeriousViolations(page, `mail ${locale}`);
      await shot('mail');

      await page.getByRole('button', { name: text(locale, 'admin.mails.retry') }).click();
      await expect(page.getByRole('status').filter({ hasText: text(locale, 'admin.mails.retried') })).toBeVisible();
      await expect(page.getByTestId('admin-mail-facts')).toContainText(text(locale, 'admin.mail.pending'));
      await shot('retried');
    },
  );
}
