import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { NavigationItem, Navigations } from '../shared/api/cms';
import { locales, type Locale } from '../shared/i18n/locales';
import { catalogues } from '../shared/i18n/messages';
import { keepShot } from './keep-shot';

export { locales, type Locale };

/** Every language once, two per Playwright project: a spec runs each language's test on its project only. */
export const LANGUAGES_BY_PROJECT = [
  ['desktop', 'de'],
  ['desktop', 'en'],
  ['phone', 'it'],
  ['phone', 'fr'],
] as const;

/** Screenshots of the page named by language (`<locale>-<name>.png`) in the test's output folder. */
export const languageShots =
  (page: Page, info: TestInfo) =>
  (locale: Locale) =>
  (name: string, fullPage = false) =>
    keepShot(page, { path: info.outputPath(`${locale}-${name}.png`), fullPage });

/** The shell's text for a message id in a language (the same catalogue the shell ships). */
export const text = (locale: Locale, id: keyof (typeof catalogues)['de']) => catalogues[locale][id];

/** The text with its {placeholders} filled in. */
export const textWith = (locale: Locale, id: Parameters<typeof text>[1], values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((message, [key, value]) => message.replaceAll(`{${key}}`, String(value)), text(locale, id));

/**
 * A shop page as a visitor who has not seen it before: browsers may keep the shop's public pages a
 * minute (PUBLIC_PAGE_CACHE), and this browser saw the page a moment ago; the server answers anew.
 */
export async function visitShop(page: Page, path: string) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
  return page.goto(path);
}

/** Types each value into its field of a form kit form: the input with id `<prefix>-<name>`. */
export async function fillFields(form: Locator, prefix: string, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await form.locator(`#${prefix}-${name}`).fill(value);
}

export const productSlugs: Record<Locale, string> = { de: 'leinwand', fr: 'toile', it: 'tela', en: 'canvas' };

export async function navigation(request: APIRequestContext, locale: Locale): Promise<Navigations> {
  const response = await request.get(`/api/cms/navigations?language=${locale}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Navigations;
}

/** Depth-first search for the first item matching. */
export function findItem(items: NavigationItem[], match: (item: NavigationItem) => boolean): NavigationItem | undefined {
  for (const item of items) {
    if (match(item)) return item;
    const inner = findItem(item.subItems, match);
    if (inner) return inner;
  }
  return undefined;
}

/** The top-level item whose sub-tree contains the match (the menu to open first). */
export function topLevelOf(items: NavigationItem[], match: (item: NavigationItem) => boolean): NavigationItem | undefined {
  return items.find((item) => match(item) || findItem(item.subItems, match) !== undefined);
}

/** On phones the navigation sits in a drawer behind the menu toggle. */
export async function openDrawer(page: Page): Promise<void> {
  const toggle = page.locator('.menu-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** Waits until the shell has painted the header navigation. */
export async function ready(page: Page): Promise<void> {
  await expect(page.locator('.nav-main .nav-toggle').first()).toBeAttached();
}
