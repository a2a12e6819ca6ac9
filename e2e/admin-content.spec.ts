import { expect, test, type Page } from '@playwright/test';
import type { AdminPageRow } from '../shared/api/admin-content';
import { expectNoSeriousViolations } from './axe';
import { openDrawer, ready, text, textWith, type Locale, visitShop } from './shell-helpers';
import { openSection, ownerInTwoLanguages } from './staff';
import { only } from './devices';

/*
 * The owner edits a content page in the back office: a new paragraph, seen in the shop's own
 * drawing of the page before saving, then in the shop once saved and published; taken off the
 * shop, the page's address answers 404. A new navigation entry shows in the shop's header at once.
 * Each project edits a page of its own, in two languages one after the other: all four in all.
 */

const t = textWith;

/** The page as the back office lists it, titled in `locale`. */
async function pageRow(page: Page, slugDe: string, locale: Locale): Promise<AdminPageRow> {
  const res = await page.request.get('/api/admin/content/pages', { headers: { 'Accept-Language': locale } });
  const row = ((await res.json()) as { pages: AdminPageRow[] }).pages.find((p) => p.slugs.de === slugDe);
  if (!row) throw new Error(`no page ${slugDe}`);
  return row;
}

async function editInLanguage(page: Page, slugDe: string, locale: Locale, scan: boolean, shot: (name: string, fullPage?: boolean) => Promise<unknown>) {
  const before = await pageRow(page, slugDe, locale);
  const paragraph = `E2E ${locale} ${Date.now()}: Besuchen Sie unser Atelier.`;
  const shopPath = `/${locale}/${before.slugs[locale]}`;

  await openSection(page, locale, 'admin.nav.content', 'admin.content.title');
  await expect(page.getByTestId('content-pages')).toContainText(before.title);
  if (scan) await expectNoSeriousViolations(page, `pages ${locale}`);
  await shot('pages', true);

  await page.getByRole('link', { name: t(locale, 'admin.content.edit', { title: before.title }) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'admin.content.edit', { title: before.title }));
  await expect(page.getByRole('tab', { name: text(locale, `admin.content.language.${locale}`) })).toHaveAttribute('aria-selected', 'true');

  // A new paragraph: the preview (the shop's own blocks) shows it before anything is saved.
  await page.getByLabel(text(locale, 'admin.content.block.addType'), { exact: true }).selectOption(text(locale, 'admin.content.block.paragraph'));
  await page.getByRole('button', { name: text(locale, 'admin.content.block.add'), exact: true }).click();
  const blocks = page.getByTestId('content-block');
  const added = blocks.last();
  await added.getByLabel(text(locale, 'admin.content.block.text')).fill(paragraph);
  await expect(page.getByTestId('content-preview')).toContainText(paragraph);
  await expect(page.getByTestId('content-pending')).toHaveText(text(locale, 'admin.content.pending'));
  if (scan) await expectNoSeriousViolations(page, `page editor ${locale}`);
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await shot('editor-top');
  await added.scrollIntoViewIfNeeded();
  await shot('editor-block');

  await page.getByRole('button', { name: text(locale, 'admin.content.save') }).click();
  await expect(page.getByTestId('content-status')).toHaveText(t(locale, 'admin.content.saved', { version: before.version + 1 }), { timeout: 30_000 });
  // Saved, not yet published: the shop still shows the page without the paragraph.
  expect(await (await page.request.get(`/api/cms/page?lang=${locale}&path=${before.slugs[locale]}`)).text()).not.toContain(paragraph);

  const publication = page.getByTestId('content-publication');
  await publication.getByRole('button', { name: t(locale, 'admin.content.publish', { version: before.version + 1 }) }).click();
  await expect(page.getByTestId('content-status')).toHaveText(t(locale, 'admin.content.publishedNow', { version: before.version + 1 }));
  await expect(page.getByTestId('content-history').locator('li').first()).toContainText('Olga Owner');
  await publication.scrollIntoViewIfNeeded();
  await shot('publication');
  const editor = page.url();

  await visitShop(page, shopPath);
  await expect(page.locator('.content-page')).toContainText(paragraph);
  await shot('shop', true);

  // Off the shop: its address answers 404 until it is published again.
  await page.goto(editor);
  await page
    .getByTestId('content-publication')
    .getByRole('button', { name: text(locale, 'admin.content.unpublish') })
    .click();
  await expect(page.getByTestId('content-status')).toHaveText(text(locale, 'admin.content.unpublishedNow'));
  const gone = await visitShop(page, shopPath);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'error.notFound.title'));
  await page.goto(editor);
  await page
    .getByTestId('content-publication')
    .getByRole('button', { name: t(locale, 'admin.content.publish', { version: before.version + 1 }) })
    .click();
  await expect(page.getByTestId('content-status')).toHaveText(t(locale, 'admin.content.publishedNow', { version: before.version + 1 }));
}

/** A new entry at the end of the header, linking to the page; the shop's header shows it at once. */
async function addNavigationEntry(page: Page, slugDe: string, locale: Locale, scan: boolean, shot: (name: string, fullPage?: boolean) => Promise<unknown>) {
  const target = await pageRow(page, slugDe, locale);
  const label = `E2E ${locale.toUpperCase()} ${Date.now() % 100000}`;
  await openSection(page, locale, 'admin.nav.navigation', 'admin.navigation.title');
  const header = page.getByTestId('navigation-header');
  const status = page.getByTestId('navigation-status');
  // The other project edits the navigation too: when it saved first, this one loads the newest and
  // adds its entry again; when the loaded shared machine asks to try again later, it saves again: as a person would.
  const add = async (attempt: number) => {
    await header.getByRole('button', { name: t(locale, 'admin.navigation.add', { list: text(locale, 'admin.navigation.list.header') }) }).click();
    const entry = header.getByTestId('navigation-item').last();
    for (const language of ['de', 'fr', 'it', 'en'] as const) {
      await entry.getByLabel(t(locale, 'admin.navigation.field.label', { language: language.toUpperCase() })).fill(`${label} ${language}`);
    }
    await entry.getByLabel(text(locale, 'admin.navigation.field.linkType')).selectOption(text(locale, 'admin.navigation.linkType.website'));
    await entry.getByRole('combobox', { name: text(locale, 'admin.navigation.field.page'), exact: true }).selectOption(target.title);
    if (scan && attempt === 1) await expectNoSeriousViolations(page, `navigation ${locale}`);
    await entry.scrollIntoViewIfNeeded();
    await shot('navigation');
  };
  const saved = text(locale, 'admin.navigation.saved');
  const conflict = text(locale, 'admin.navigation.conflict');
  await add(1);
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('button', { name: text(locale, 'admin.navigation.save') }).click();
    await expect(status).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('form.content-navigation')).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    const said = (await status.textContent()) ?? '';
    if (said === saved) break;
    expect(attempt, `saved within three attempts (${said})`).toBeLessThan(3);
    if (said.includes(conflict)) {
      await status.getByRole('button', { name: text(locale, 'admin.editor.reload') }).click();
      await expect(status).toBeHidden({ timeout: 30_000 });
      await add(attempt + 1);
    }
  }
  await expect(status).toHaveText(text(locale, 'admin.navigation.saved'));

  await visitShop(page, `/${locale}`);
  await ready(page);
  await openDrawer(page);
  const link = page.locator('.nav-header').getByRole('link', { name: `${label} ${locale}` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/${locale}/${target.slugs[locale]}`);
  await shot('shop-header');
  await page.goto('/admin/orders');
}

for (const [project, slugDe, locales] of [
  ['desktop', 'ueber-uns', ['de', 'fr']],
  ['phone', 'hilfe', ['it', 'en']],
] as const) {
  test(
    `the owner edits, publishes and unpublishes a page and adds a navigation entry; the shop follows at once (${locales.join(', ')}, ${project})`,
    only(project),
    async ({ page, request }, info) => {
      test.setTimeout(240_000);
      await ownerInTwoLanguages({ page, request, info }, 'content', locales, async (locale, isFirst, shot) => {
        await editInLanguage(page, slugDe, locale, isFirst, shot);
        await addNavigationEntry(page, slugDe, locale, isFirst, shot);
      });
    },
  );
}
