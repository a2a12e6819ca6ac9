import { expect, test, type Page } from '@playwright/test';
import type { AdminNavigation, EditableNavigation } from '../shared/api/admin-content';
import { expectNoSeriousViolations } from './axe';
import { text, textWith, type Locale, visitShop } from './shell-helpers';
import { openSection, ownerInTwoLanguages } from './staff';
import { only } from './devices';

/*
 * The owner makes a page by mistake, publishes it, and deletes it: asked again in a dialog that
 * names the page (Escape leaves it, back on the button), then back on the pages list with a notice;
 * the page is gone from the list and its address in the shop answers 404. A page the shop needs
 * offers no deletion, only the reason. Each project deletes in two languages, all four in all.
 */

const t = textWith;

/** Changes the navigation through the API as the navigation editor would; the other project may save in between: then again. */
async function editNavigation(page: Page, change: (navigation: EditableNavigation) => EditableNavigation) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const loaded = (await (await page.request.get('/api/admin/content/navigation')).json()) as AdminNavigation;
    const res = await page.request.put('/api/admin/content/navigation', { data: { revision: loaded.revision, navigation: change(loaded.navigation) } });
    if (res.status() === 200) return;
    expect(res.status(), await res.text()).toBe(409);
  }
  throw new Error('the navigation kept changing');
}

async function createAndDelete(page: Page, locale: Locale, scan: boolean, shot: (name: string) => Promise<unknown>) {
  const stamp = `${locale}-${Date.now() % 1_000_000}`;
  const title = `Versehen ${stamp}`;
  await openSection(page, locale, 'admin.nav.content', 'admin.content.title');
  for (const language of ['de', 'fr', 'it', 'en'] as const) {
    const fields = page.getByRole('group', { name: text(locale, `admin.content.language.${language}`), exact: true });
    await fields.getByRole('textbox', { name: text(locale, 'admin.content.field.title'), exact: true }).fill(`Versehen ${stamp}`);
    await fields.getByRole('textbox', { name: t(locale, 'admin.content.field.slug', { language }) }).fill(`versehen-${stamp}-${language}`);
  }
  await page.getByRole('button', { name: text(locale, 'admin.content.create') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'admin.content.edit', { title }));
  await page
    .getByTestId('content-publication')
    .getByRole('button', { name: t(locale, 'admin.content.publish', { version: 1 }) })
    .click();
  await expect(page.getByTestId('content-status')).toHaveText(t(locale, 'admin.content.publishedNow', { version: 1 }));
  const editor = page.url();
  const shopPath = `/${locale}/versehen-${stamp}-${locale}`;
  expect((await visitShop(page, shopPath))?.status()).toBe(200);
  await page.goto(editor);

  // While the header links to the page, the server refuses, naming the entry; the editor says so at its top.
  const deleteButton = page.getByTestId('content-deletion').getByRole('button', { name: text(locale, 'admin.content.delete') });
  const dialog = page.getByRole('dialog', { name: t(locale, 'admin.content.delete.title', { title }) });
  const pageId = Number(editor.split('/').pop());
  const label = `Link ${stamp}`;
  const texts = { de: label, fr: label, it: label, en: label };
  const link: EditableNavigation['header'][number] = {
    type: 'item',
    linkType: 'website',
    pageId,
    productId: null,
    externalUrl: null,
    hash: null,
    texts,
    children: [],
  };
  await editNavigation(page, (navigation) => ({ ...navigation, header: [...navigation.header, link] }));
  await deleteButton.click();
  await dialog.getByRole('button', { name: text(locale, 'admin.content.delete.confirm') }).click();
  const places = `${text(locale, 'admin.navigation.list.header')} › ${label}`;
  await expect(page.getByTestId('content-status')).toHaveText(t(locale, 'admin.content.delete.linked', { places }));
  await expect(page.getByTestId('content-status')).toBeInViewport();
  await shot('refused');
  await editNavigation(page, (navigation) => ({ ...navigation, header: navigation.header.filter((item) => item.pageId !== pageId) }));

  // Asked again, naming the page; Escape leaves the question and puts focus back on the button.
  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text(locale, 'admin.content.delete.explain'));
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: text(locale, 'admin.content.delete.confirm') })).toBeEnabled();
  if (scan) await expectNoSeriousViolations(page, `delete dialog ${locale}`);
  await shot('confirm');
  await dialog.getByRole('button', { name: text(locale, 'admin.content.delete.confirm') }).click();

  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByTestId('content-deleted')).toHaveText(t(locale, 'admin.content.deleted', { title }));
  await expect(page.getByTestId('content-pages')).toBeVisible();
  await expect(page.getByTestId('content-pages')).not.toContainText(title);
  await shot('deleted');
  const gone = await visitShop(page, shopPath);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'error.notFound.title'));
  await page.goto('/admin/orders');
}

/** The terms: the checkout and the footer link to them, so the editor gives the reason instead of a delete or unpublish button. */
async function requiredPageStays(page: Page, locale: Locale) {
  const res = await page.request.get('/api/admin/content/pages', { headers: { 'Accept-Language': locale } });
  const terms = ((await res.json()) as { pages: { id: number; slugs: { de: string } }[] }).pages.find((p) => p.slugs.de === 'agb');
  await page.goto(`/admin/content/${terms?.id}`);
  const deletion = page.getByTestId('content-deletion');
  await expect(deletion).toContainText(text(locale, 'admin.content.delete.required'));
  await expect(deletion.getByRole('button')).toHaveCount(0);
  const publication = page.getByTestId('content-publication');
  await expect(publication).toContainText(text(locale, 'admin.content.unpublish.required'));
  await expect(publication.getByRole('button', { name: text(locale, 'admin.content.unpublish') })).toHaveCount(0);
  await page.goto('/admin/orders');
}

for (const [project, locales] of [
  ['desktop', ['fr', 'it']],
  ['phone', ['de', 'en']],
] as const) {
  test(
    `the owner deletes a page made by mistake: gone from the list and the shop (${locales.join(', ')}, ${project})`,
    only(project),
    async ({ page, request }, info) => {
      test.setTimeout(180_000);
      await ownerInTwoLanguages({ page, request, info }, 'content-delete', locales, async (locale, isFirst, shot) => {
        await createAndDelete(page, locale, isFirst, shot);
        if (isFirst) await requiredPageStays(page, locale);
      });
    },
  );
}
