import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { attributedOrder, inviteLink, ownPartner, PARTNER_PASSWORD } from './partner-portal-helpers';
import { text, type Locale } from './shell-helpers';
import { logIn } from './staff';
import { only, type Device } from './devices';
import { keepShot } from './keep-shot';

/*
 * The partner portal (issue 43) as a partner's person meets it: staff invite the person from the
 * partner's page in the back office, the mail's link sets a password (a common one refused with the
 * customers' words), and the person logs in and finds the partner's order (without the shopper),
 * the ledger, the webhook with a test event, the origins, and the embed builder with the partner's
 * own key. The language chosen in the portal holds at the next login. One language per project.
 */
const RUNS: readonly (readonly [project: Device, locale: Locale])[] = [
  ['desktop', 'en'],
  ['phone', 'it'],
];

/** Opens a portal page from the portal's navigation and waits for its heading. */
/** The sample set's name in the seeded catalogue, per language. */
const SAMPLE_SET: Record<Locale, string> = { de: 'Musterset', fr: "Kit d'échantillons", it: 'Set di campioni', en: 'Sample set' };

async function openPortal(page: Page, locale: Locale, link: Parameters<typeof text>[1], heading: Parameters<typeof text>[1]) {
  await page
    .getByRole('navigation', { name: text(locale, 'partnerPortal.nav.label') })
    .getByRole('link', { name: text(locale, link), exact: true })
    .click();
  // By its name: the builder's live widget has a heading of its own.
  await expect(page.getByRole('heading', { level: 1, name: text(locale, heading) })).toBeVisible();
}

for (const [project, locale] of RUNS) {
  test(
    `staff invite a partner's person, who sets a password and finds orders, ledger, webhook, origins and the builder (${locale}, ${project})`,
    only(project),
    async ({ page, browser, request }, info) => {
      test.setTimeout(120_000);
      const shot = (name: string) => keepShot(page, { path: info.outputPath(`${locale}-${name}.png`), fullPage: true });
      const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const person = `portal-${tag}@partner.test`;
      const shopperEmail = `shopper-${tag}@example.ch`;
      const { partner, office } = await ownPartner(request, `Atelier ${tag}`);
      const shopper = await browser.newPage({ baseURL: info.project.use.baseURL });
      const order = await attributedOrder(shopper, partner, shopperEmail);
      await shopper.close();

      // Staff invite the person from the partner's page, in the person's language.
      await logIn(page, locale, office);
      await page.goto(`/admin/partners/${partner.id}`);
      const invite = page.getByTestId('partner-invite');
      await invite.getByLabel(text(locale, 'admin.partners.invite.email')).fill(person);
      await invite.getByLabel(text(locale, 'admin.partners.invite.language')).selectOption(locale);
      await invite.getByRole('button', { name: text(locale, 'admin.partners.invite.send') }).click();
      await expect(invite.getByText(text(locale, 'admin.partners.invite.sent'))).toBeVisible();

      // The mail's link opens the portal in the invite's language; a common password is refused as a customer's would be.
      const link = await inviteLink(person);
      await page.goto(link.pathname + link.search);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'partnerPortal.password.title'));
      const password = page.getByLabel(text(locale, 'partnerPortal.login.password'));
      await password.fill('password123');
      await page.getByRole('button', { name: text(locale, 'partnerPortal.password.submit') }).click();
      await expect(page.getByText(text(locale, 'validation.passwordTooCommon')).first()).toBeVisible();
      await expectNoSeriousViolations(page, `password ${locale}`);
      await password.fill(PARTNER_PASSWORD);
      await page.getByRole('button', { name: text(locale, 'partnerPortal.password.submit') }).click();

      // The partner's order, with nothing of the shopper.
      const orders = page.getByTestId('partner-orders');
      await expect(orders).toContainText(order.number);
      // Its product in the portal's language (the shopper ordered on the German shop).
      await expect(orders).toContainText(SAMPLE_SET[locale]);
      await expect(page.locator('main')).not.toContainText(shopperEmail);
      await expect(page.locator('main')).not.toContainText('Admin-Test');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoSeriousViolations(page, `orders ${locale}`);
      await shot('orders');

      await openPortal(page, locale, 'partnerPortal.nav.ledger', 'partnerPortal.ledger.title');
      await expect(page.getByTestId('partner-statement-csv')).toBeVisible();

      await openPortal(page, locale, 'partnerPortal.nav.webhook', 'partnerPortal.webhook.title');
      await page.getByLabel(text(locale, 'partnerPortal.webhook.url')).fill('https://hooks.partner.example/printshop');
      await page.getByRole('button', { name: text(locale, 'partnerPortal.save'), exact: true }).click();
      await expect(page.getByText(text(locale, 'partnerPortal.saved'))).toBeVisible();
      await page.getByTestId('partner-webhook-ping').click();
      await expect(page.getByText(text(locale, 'partnerPortal.webhook.sent'))).toBeVisible();
      await shot('webhook');

      await openPortal(page, locale, 'partnerPortal.nav.origins', 'partnerPortal.origins.title');
      await expect(page.getByLabel(text(locale, 'partnerPortal.origins.title'))).toHaveValue(partner.origins.join('\n'));

      await openPortal(page, locale, 'partnerPortal.nav.embed', 'partnerEmbed.title');
      await expect(page.getByTestId('embed-partner-key')).toHaveText(partner.publicKey);
      await shot('builder');

      // A language chosen in the portal is the person's: it holds at the next login, in a browser that never saw it.
      const other: Locale = locale === 'en' ? 'fr' : 'en';
      await page.getByLabel(text(locale, 'partnerPortal.language'), { exact: true }).selectOption(other);
      await expect(page.getByRole('heading', { level: 1, name: text(other, 'partnerEmbed.title') })).toBeVisible();
      await expect.poll(async () => ((await (await page.request.get('/api/partner/me')).json()) as { language: string }).language).toBe(other);
      const elsewhere = await browser.newPage({ baseURL: info.project.use.baseURL });
      await elsewhere.goto('/partner/login');
      await elsewhere.getByLabel(text('de', 'partnerPortal.login.email')).fill(person);
      await elsewhere.getByLabel(text('de', 'partnerPortal.login.password')).fill(PARTNER_PASSWORD);
      await elsewhere.getByRole('button', { name: text('de', 'partnerPortal.login.submit') }).click();
      await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText(text(other, 'partnerPortal.orders.title'));
      await elsewhere.close();
    },
  );
}
