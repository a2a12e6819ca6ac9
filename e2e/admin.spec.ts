import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations, freshPage } from './axe';
import { text, type Locale } from './shell-helpers';
import { backOfficeNav, E2E_OWNER, guestOrder, logIn, openSection, ownOwner } from './staff';
import { alternate, only } from './devices';
import { keepShot } from './keep-shot';

/*
 * The back office (/admin): the owner logs in, finds a new order by number and by e-mail address,
 * filters by status and opens the order; an office member does not get the staff management. Every
 * screen is checked with axe; the languages are spread over the cases.
 */

// A shopper designs and orders first, and axe checks several screens: longer than one page's test.
test.describe.configure({ timeout: 90_000 });

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** The order list's own search and filters (the bar above it has the back office's search too). */
async function search(page: Page, locale: Locale, fields: { q?: string; status?: string }) {
  const list = page.getByRole('main');
  if (fields.q !== undefined) await list.getByRole('searchbox', { name: text(locale, 'admin.orders.search'), exact: true }).fill(fields.q);
  if (fields.status !== undefined) await list.getByLabel(text(locale, 'admin.orders.status')).selectOption({ label: fields.status });
  // A router commits the URL once the list is loaded: waiting for it keeps the next search from racing this one.
  const before = page.url();
  await list.getByRole('button', { name: text(locale, 'admin.filters.apply'), exact: true }).click();
  await page.waitForURL((url) => url.toString() !== before);
}

/** An office member, created by the owner through the API. */
async function officeMember(request: APIRequestContext) {
  expect((await request.post('/api/admin/login', { data: E2E_OWNER })).status()).toBe(200);
  const member = { email: `${unique('office')}@print-atelier.test`, displayName: 'Olivia Office', role: 'office', password: 'amber-window-violin-93' };
  const res = await request.post('/api/admin/staff', { data: member });
  expect(res.status(), await res.text()).toBe(200);
  return member;
}

for (const [n, locale] of (['de', 'en', 'it'] as const).entries()) {
  test(
    `the owner finds a new order by number and e-mail, filters by status and opens it (${locale})`,
    alternate(n),
    async ({ browser, page: shopper, request }, info) => {
      const email = `${unique('buyer')}@example.ch`;
      const order = await guestOrder(shopper, email);
      const page = await freshPage(browser, { width: 768, height: 1024 });

      await logIn(page, locale, await ownOwner(request, `orders-${locale}`, info.project.name));
      const rows = page.getByTestId('admin-order-row');
      await expect(rows.filter({ hasText: order.number })).toHaveCount(1);
      await expectNoSeriousViolations(page, `order list ${locale}`);
      await keepShot(page, { path: test.info().outputPath('order-list.png'), fullPage: true });

      // The hint saying what the search reads is the field's description.
      await expect(page.getByRole('main').getByRole('searchbox', { name: text(locale, 'admin.orders.search'), exact: true })).toHaveAccessibleDescription(
        text(locale, 'admin.orders.searchHint'),
      );
      await search(page, locale, { q: order.number });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(email);
      await search(page, locale, { q: email.toUpperCase() });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(order.number);

      await search(page, locale, { q: '', status: text(locale, 'admin.status.shipped') });
      await expect(page.getByTestId('admin-orders').getByText(order.number)).toHaveCount(0);
      await search(page, locale, { status: text(locale, 'admin.status.received') });
      await expect(rows.filter({ hasText: order.number })).toHaveCount(1);

      await page.getByRole('link', { name: text(locale, 'admin.orders.open').replace('{number}', order.number) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'admin.order.title').replace('{number}', order.number));
      const item = page.getByTestId('admin-order-item');
      await expect(item).toHaveCount(1);
      await expect(item.getByTestId('item-thumbnail')).toBeVisible();
      await expect(page.getByText('Admin-Test').first()).toBeVisible();
      await expect(page.getByTestId('admin-order-mails')).toContainText(email);
      await expectNoSeriousViolations(page, `order detail ${locale}`);
      await keepShot(page, { path: test.info().outputPath('order-detail.png'), fullPage: true });
      await page.context().close();
    },
  );
}

for (const [n, locale] of (['fr', 'en'] as const).entries()) {
  test(`an office member works the orders but cannot open the staff management (${locale})`, alternate(n + 1), async ({ browser, request }) => {
    const member = await officeMember(request);
    const page = await freshPage(browser, null);
    await logIn(page, locale, member);
    const nav = await backOfficeNav(page, locale);
    await expect(nav.getByRole('link', { name: text(locale, 'admin.nav.orders') })).toBeVisible();
    await expect(nav.getByRole('link', { name: text(locale, 'admin.nav.staff') })).toHaveCount(0);
    await page.goto('/admin/staff');
    await expect(page.getByRole('alert')).toHaveText(text(locale, 'admin.forbidden'));
    expect((await page.request.get('/api/admin/staff')).status()).toBe(403);
    await expectNoSeriousViolations(page, `forbidden ${locale}`);
    await keepShot(page, { path: test.info().outputPath('forbidden.png') });
    await page.context().close();
  });
}

test('the owner creates a staff member, who is listed and can be disabled (it)', only('desktop'), async ({ browser, request }, info) => {
  const page = await freshPage(browser, null);
  await logIn(page, 'it', await ownOwner(request, 'staff', info.project.name));
  await openSection(page, 'it', 'admin.nav.staff', 'admin.staff.title');
  const handle = unique('prod');
  const name = `Paolo ${handle}`;
  const email = `${handle}@print-atelier.test`;
  await page.getByLabel(text('it', 'admin.staff.name')).fill(name);
  await page.getByLabel(text('it', 'admin.staff.email')).fill(email);
  await page.locator('#admin-staff-new-role').selectOption({ label: text('it', 'admin.role.production') });
  await page.getByLabel(text('it', 'admin.staff.password')).fill('copper-meadow-lantern-58');
  await page.getByRole('button', { name: text('it', 'admin.staff.create') }).click();
  await expect(page.getByRole('alert')).toHaveText(text('it', 'admin.staff.created').replace('{name}', name));
  await expect(page.getByTestId('admin-staff')).toContainText(email);
  await expectNoSeriousViolations(page, 'staff management it');
  await keepShot(page, { path: test.info().outputPath('staff.png'), fullPage: true });
  await page.getByRole('button', { name: text('it', 'admin.staff.disableLabel').replace('{name}', name) }).click();
  await expect(page.getByRole('button', { name: text('it', 'admin.staff.enableLabel').replace('{name}', name) })).toBeVisible();
  await page.context().close();
});

test(
  'on a phone the navigation is a disclosure: closed at first, shut by Escape and by a followed link (it)',
  only('phone'),
  async ({ browser, request }, info) => {
    const page = await freshPage(browser, { width: 390, height: 844 });
    await logIn(page, 'it', await ownOwner(request, 'phone menu', info.project.name));
    const nav = page.getByRole('navigation', { name: text('it', 'admin.nav.label') });
    const toggle = nav.getByRole('button', { name: text('it', 'admin.nav.menu') });
    const partners = nav.getByRole('link', { name: text('it', 'admin.nav.partners'), exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(partners).toBeHidden();

    await toggle.click();
    await expect(nav.getByRole('heading', { name: text('it', 'admin.nav.group.partners') })).toBeVisible();
    await partners.focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await partners.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('it', 'admin.partners.title'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(partners).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousViolations(page, 'phone navigation it');
    await page.context().close();
  },
);

test("a shopper's page loads nothing of the back office, code or texts", only('phone'), async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await page.goto('/de/selfcare');
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((url) => url.includes('/app/'))).not.toEqual([]);
  expect(loaded.filter((url) => /\/app\/admin-/.test(url))).toEqual([]);
});

test('the back office is not for search engines', only('desktop'), async ({ request }) => {
  const res = await request.get('/admin');
  expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
});
