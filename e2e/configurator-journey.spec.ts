import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { BasketItemSchema } from '../shared/api/basket-items';
import { locales } from '../shared/i18n/locales';
import { catalogues } from '../shared/i18n/messages';
import { alternate, only } from './devices';

/** A generated photo: a gradient with a little noise (a real JPEG, not a fixture file). */
async function photo(): Promise<Buffer> {
  const width = 1800;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (y * 255) / height;
    pixels[i + 2] = ((i * 2_654_435_761) >>> 26) + 80;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function savedItem(page: Page, action: () => Promise<void>) {
  const response = page.waitForResponse((r) => /\/api\/basket\/items(\/\d+)?$/.test(r.url()) && ['POST', 'PUT'].includes(r.request().method()));
  await action();
  const answer = await response;
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { basketItemId: number; count: number };
}

for (const [n, locale] of locales.entries()) {
  const t = catalogues[locale];

  test(`${locale}: configure, upload, design, add to basket, then edit and clone the item`, alternate(n), async ({ page }) => {
    await page.goto(`/${locale}/configurator/canvas`);
    const widget = page.getByTestId('configurator');
    await widget.getByRole('button', { name: t['configurator.steps.next'] }).click();

    await widget.getByTestId('upload-input').setInputFiles({ name: 'ferien.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    const mine = widget.getByTestId('my-images').getByRole('button', { name: t['images.select'].replace('{name}', 'ferien.jpg') });
    await expect(mine).toHaveAttribute('aria-pressed', 'true');
    await widget.getByRole('button', { name: t['configurator.steps.next'] }).click();

    const canvas = widget.getByTestId('design-canvas');
    await expect(canvas.locator('canvas').first()).toBeVisible();
    await canvas.focus();
    await page.keyboard.press('+');
    const added = await savedItem(page, () => widget.getByRole('button', { name: t['configurator.basket.add'] }).click());
    expect(added.count).toBe(1);

    // The shop's header counts it.
    await page.goto(`/${locale}`);
    await expect(page.getByTestId('basket-count').first()).toHaveText('1');
    await expect(page.getByTestId('basket-count').first()).toHaveClass(/badge-active/);

    // Edit: the item comes back as saved; saving again keeps one item and stores the change.
    const before = BasketItemSchema.parse(await (await page.request.get(`/api/config/basketitem/${added.basketItemId}`)).json());
    await page.goto(`/${locale}/configurator/canvas/productDesign?basketItem=${added.basketItemId}`);
    await expect(widget.getByRole('button', { name: t['configurator.basket.update'] })).toBeVisible();
    await canvas.focus();
    await page.keyboard.press('+');
    const updated = await savedItem(page, () => widget.getByRole('button', { name: t['configurator.basket.update'] }).click());
    expect(updated).toMatchObject({ basketItemId: added.basketItemId, count: 1 });
    const after = BasketItemSchema.parse(await (await page.request.get(`/api/config/basketitem/${added.basketItemId}`)).json());
    const scaleOf = (item: typeof before) => {
      const first = Object.values(item.design)[0]?.items[0];
      return first?.type === 'image' ? first.specs.placement.scale : 0;
    };
    expect(scaleOf(after)).toBeGreaterThan(scaleOf(before));

    // Clone: the same design, saved as a second item.
    await page.goto(`/${locale}/configurator/canvas/productDesign?basketItem=${added.basketItemId}&clone=1`);
    const cloned = await savedItem(page, () => widget.getByRole('button', { name: t['configurator.basket.add'] }).click());
    expect(cloned.count).toBe(2);
    expect(cloned.basketItemId).not.toBe(added.basketItemId);
    const copy = BasketItemSchema.parse(await (await page.request.get(`/api/config/basketitem/${cloned.basketItemId}`)).json());
    expect(copy.design).toEqual(after.design);
  });
}

test('a fixed-price product goes to the basket from its settings, without a design', only('phone'), async ({ page }) => {
  const t = catalogues.fr;
  await page.goto('/fr/configurator/gift-voucher');
  const widget = page.getByTestId('configurator');
  const added = await savedStatic(page, () => widget.getByRole('button', { name: t['configurator.basket.add'] }).click());
  expect(added.count).toBe(1);
  await expect(widget.getByText(t['configurator.basket.added'].replace(/\{count, plural.*$/, '').trim())).toBeVisible();
  const basket = await (await page.request.get('/api/basket')).json();
  expect(basket.items[0]).toMatchObject({ productId: 'gift-voucher', quantity: 1 });
});

async function savedStatic(page: Page, action: () => Promise<void>) {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/basket/addStatic'));
  await action();
  const answer = await response;
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { basketItemId: number; count: number };
}

test(
  "the configurator page loads its language's texts only, and another language's on a switch, keeping the quantity chosen and naming the product in the new language",
  only('desktop'),
  async ({ page }) => {
    const texts: string[] = [];
    page.on('request', (request) => {
      const language = /\/configurator-(de|fr|it|en)-[\w-]{8}\.js$/.exec(request.url())?.[1];
      if (language) texts.push(language);
    });
    await page.goto('/de/configurator/canvas');
    const widget = page.getByTestId('configurator');
    await widget.getByRole('button', { name: catalogues.de['configurator.settings.increase'] }).click();
    await expect(widget.getByLabel(catalogues.de['configurator.settings.quantity'])).toHaveValue('2');
    expect(texts).toEqual(['de']);

    // The router moves to the page's French URL as after a language switch (here by the browser's history).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/fr/configurator/canvas');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(widget.getByRole('button', { name: catalogues.fr['configurator.steps.next'] })).toBeVisible();
    await expect(widget.getByLabel(catalogues.fr['configurator.settings.quantity'])).toHaveValue('2');
    // The product's own names come in French too (the product is fetched again, its configuration kept).
    await expect(widget.getByRole('heading', { level: 1 })).toHaveText('Toile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(texts).toEqual(['de', 'fr']);
  },
);
