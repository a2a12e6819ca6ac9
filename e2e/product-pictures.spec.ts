import { expect, test, type Page } from '@playwright/test';
import { locales, openDrawer, productSlugs, text } from './shell-helpers';
import { alternate, only } from './devices';

/** Layout shifts of the whole visit, as the browser reports them (not from any timing), with what moved. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number; shifted: string[] };
    w.shifts = 0;
    w.shifted = [];
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- the init script runs in the page: nothing outside it reaches there
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        w.shifts += entry.value;
        w.shifted.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((source) => describe(source.node)).join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Scrolls every picture into view (lazy ones load then) and waits until each has decoded. */
async function loadEveryPicture(page: Page): Promise<number> {
  const images = page.locator('main picture.product-picture img');
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    // A picture is drawn and encoded on its first request; on a fresh shop with every worker busy that takes seconds.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  }
  return count;
}

const pages = [
  { name: 'home', path: '/de', least: 6 },
  { name: 'a product page', path: '/de/leinwand', least: 5 },
  { name: 'an inspiration page', path: '/de/inspiration', least: 4 },
  { name: 'the price list', path: '/de/preise', least: 4 },
];

for (const [n, { name, path, least }] of pages.entries()) {
  test(`${name} shows its product pictures with their size set and nothing shifting`, alternate(n), async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto(path);
    expect(await loadEveryPicture(page)).toBeGreaterThanOrEqual(least);
    const images = await page.locator('main picture.product-picture img').evaluateAll((all) =>
      (all as HTMLImageElement[]).map((img) => ({
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        alt: img.alt,
        source: img.currentSrc,
        ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      })),
    );
    for (const image of images) {
      expect(image).toMatchObject({ width: '800', height: '600' });
      expect(image.alt.length).toBeGreaterThan(10);
      // Chromium takes the <picture>'s first source.
      expect(image.source).toMatch(/\/assets\/pictures\/[a-z0-9-]+-\d+\.avif$/);
      expect(image.ratio).toBeCloseTo(4 / 3, 1);
    }
    const { shifts, shifted } = await page.evaluate(() => {
      const w = window as unknown as { shifts: number; shifted: string[] };
      return { shifts: w.shifts, shifted: w.shifted };
    });
    expect(shifts, shifted.join('\n')).toBeLessThanOrEqual(0.01);
  });
}

test('the product page preloads its main picture from the head and loads the others lazily', only('desktop'), async ({ page }) => {
  await page.goto('/de/leinwand');
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  const main = page.locator('.product-main-picture img');
  expect(await preload.getAttribute('imagesrcset')).toContain(await main.evaluate((img: HTMLImageElement) => img.currentSrc.split('/').pop() ?? 'none'));
  await expect(main).toHaveAttribute('loading', 'eager');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('.product-gallery img').first()).toHaveAttribute('loading', 'lazy');
  // Each close-up says which option it shows, in the product's words.
  await expect(page.locator('.product-gallery figcaption')).toHaveCount(await page.locator('.product-gallery li').count());
  await expect(page.locator('.product-gallery figcaption').first()).toHaveText(/\S: \S/);
});

test("the home page preloads its first card's picture (the phone's largest element) and no other", only('phone'), async ({ page }) => {
  await page.goto('/de');
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  const first = page.locator('.product-card').first();
  expect(await preload.getAttribute('imagesrcset')).toBe(await first.locator('source[type="image/avif"]').getAttribute('srcset'));
  await expect(first.locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('.product-card').nth(1).locator('img')).not.toHaveAttribute('fetchpriority', 'high');
});

for (const [n, locale] of locales.entries()) {
  test(`${locale}: the main picture of the canvas page is described in the page's language`, alternate(n), async ({ page }) => {
    await page.goto(`/${locale}/${productSlugs[locale]}`);
    await expect(page.locator('.product-main-picture img')).toHaveAttribute('alt', text(locale, 'picture.alt.canvas-wrap'));
  });
}

test('the products menu shows a teaser picture beside each product once it opens', only('desktop'), async ({ page }) => {
  await page.goto('/de/inspiration');
  await openDrawer(page);
  await page.locator('.nav-main .nav-toggle').first().click();
  const teasers = page.locator('.nav-teaser');
  await expect(teasers).toHaveCount(6);
  for (const teaser of await teasers.all()) {
    const image = teaser.locator('img');
    // The link's text names the product: the picture is decoration to a screen reader.
    await expect(image).toHaveAttribute('alt', '');
    // A picture is drawn and encoded on its first request; on a fresh shop with every worker busy that takes seconds.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  }
});
