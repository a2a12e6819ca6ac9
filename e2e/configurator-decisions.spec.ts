import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { text } from './shell-helpers';
import { showToolGroup } from './widget-helpers';
import { only } from './devices';

/*
 * The configurator where the shopper decides (issue 18): what each option adds, the price beside
 * every step's action, an unorderable size with only its reason, decimal sizes checked at the field,
 * several photos from one pick, iPhone photos, and the low-resolution confirmation; no order without a picture (issue 37).
 */

type Product = { attributes: { id: string; options: { id: string; name: string }[] }[]; defaultConfiguration: Record<string, string> };

// Intl puts a no-break space between the currency and the amount.
const chf = (amount: number) => `CHF\u00a0${amount.toFixed(2)}`;

async function unitPrice(page: Page, configuration: Record<string, unknown>): Promise<number> {
  const res = await page.request.post('/api/config/canvas/check', { data: { configuration, quantity: 1 } });
  return (await res.json()).price.unit as number;
}

/** A flat-coloured JPEG of the given size (small in bytes). */
const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

test.describe('prices at the decision', () => {
  test('each option shows what it adds to the unit price, as the server prices it', only('desktop'), async ({ page }) => {
    const product = (await (await page.request.get('/api/config/canvas/product', { headers: { 'accept-language': 'de' } })).json()) as Product;
    const frame = product.attributes.find((a) => a.id === 'frame-depth');
    const deep = frame?.options.find((o) => o.id === 'depth-4');
    if (!frame || !deep) throw new Error('the seeded canvas has a 4 cm frame');
    const added = (await unitPrice(page, { ...product.defaultConfiguration, [frame.id]: deep.id })) - (await unitPrice(page, product.defaultConfiguration));
    expect(added).toBeGreaterThan(0);

    await page.goto('/de/configurator/canvas');
    const widget = page.getByTestId('configurator');
    const radio = widget.getByRole('radio', { name: deep.name, exact: true });
    await expect(radio).toHaveAccessibleDescription(`+ ${chf(added)}`);
    await expect(widget.locator('.choice', { hasText: deep.name })).toContainText(`+ ${chf(added)}`);
    // The chosen option adds nothing and says nothing.
    await radio.check();
    await expect(radio).not.toHaveAttribute('aria-describedby');
    await expect(widget.getByRole('radio', { name: frame.options[0]?.name ?? '', exact: true })).toHaveAccessibleDescription(`− ${chf(added)}`);
  });

  test('unit price, total, delivery and the bulk hint beside the action in every step', only('phone'), async ({ page }) => {
    await page.goto('/de/configurator/canvas');
    const widget = page.getByTestId('configurator');
    const summary = widget.getByTestId('price-summary');
    for (const step of ['Produkt', 'Bilder']) {
      if (step === 'Bilder') await widget.getByRole('button', { name: 'Weiter' }).click();
      await expect(widget.locator('[aria-current="step"]')).toContainText(step);
      await expect(summary.getByTestId('price-total')).toHaveText(/CHF\s\d+\.\d0/);
      await expect(summary.getByTestId('price-unit')).toContainText('Preis pro Stück: CHF');
      await expect(summary.getByTestId('delivery-estimate')).toContainText('Lieferung ab CHF');
      await expect(summary.getByTestId('bulk-hint')).toContainText('Ab 5 Stück nur CHF');
    }
    await widget.locator('.image-grid button').first().click();
    await widget.getByRole('button', { name: 'Weiter' }).click();
    const beside = widget.locator('.step-price');
    await expect(beside.getByTestId('price-total')).toBeVisible();
    await expect(beside.getByTestId('bulk-hint')).toBeVisible();
    await expect(beside.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
  });

  test('the design step without a picture offers no "add to basket" and sends nothing (issue 37)', only('desktop'), async ({ page }) => {
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/basket/')) writes.push(request.url());
    });
    await page.goto('/de/configurator/canvas/productDesign');
    const widget = page.getByTestId('configurator');
    await expect(widget.getByText(text('de', 'design.noImage')).first()).toBeVisible();
    const add = widget.locator('.step-price').getByRole('button', { name: text('de', 'configurator.basket.add') });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    // Shown as unavailable, yet clickable: the click says why (Playwright waits for an aria-disabled button unless forced).
    await add.click({ force: true });
    await expect(widget.locator('.add-to-basket [role="alert"]')).toHaveText(text('de', 'design.noImage'));
    expect(writes).toEqual([]);
  });

  test('a custom size of 500 x 5 cm shows no price and no shipping, only the reason', only('phone'), async ({ page }) => {
    await page.goto('/en/configurator/canvas');
    const widget = page.getByTestId('configurator');
    await widget.getByLabel('Width (cm)').fill('500');
    await widget.getByLabel('Height (cm)').fill('5');
    await widget.getByRole('button', { name: 'Use this size' }).click();
    const summary = widget.getByTestId('price-summary');
    await expect(summary.getByTestId('price-reasons')).toContainText('too large');
    await expect(summary.getByTestId('price-total')).toHaveCount(0);
    await expect(summary.locator('.shipping')).toHaveCount(0);
    await expect(summary).not.toContainText('CHF');
    await expect(widget.locator('.phone-price-bar')).not.toContainText('CHF');
  });
});

test.describe('custom size as decimal numbers', () => {
  test('a bad number gets its message at the field instead of being dropped', only('desktop'), async ({ page }) => {
    await page.goto('/de/configurator/canvas');
    const widget = page.getByTestId('configurator');
    const width = widget.getByLabel('Breite (cm)');
    await width.fill('4x');
    await widget.getByLabel('Höhe (cm)').fill('40');
    await widget.getByRole('button', { name: 'Diese Grösse verwenden' }).click();
    const message = text('de', 'configurator.settings.decimal.format');
    await expect(width).toHaveAttribute('aria-invalid', 'true');
    await expect(width).toHaveAccessibleDescription(`Breite (cm): ${message}`);
    await width.fill('60.5');
    await expect(width).toHaveAttribute('aria-invalid', 'false');
    await widget.getByRole('button', { name: 'Diese Grösse verwenden' }).click();
    await expect(widget.locator('.custom-size.chosen')).toBeVisible();
  });

  test('fr: a comma is a decimal separator, a second decimal is refused in French', only('phone'), async ({ page }) => {
    await page.goto('/fr/configurator/canvas');
    const widget = page.getByTestId('configurator');
    const height = widget.getByLabel('Hauteur (cm)');
    await widget.getByLabel('Largeur (cm)').fill('60,5');
    await height.fill('40,25');
    await widget.getByRole('button', { name: 'Utiliser cette taille' }).click();
    await expect(height).toHaveAccessibleDescription('Hauteur (cm)\u202f: Au plus 1 décimale, p. ex. 42,5.');
    await expect(widget.getByLabel('Largeur (cm)')).toHaveAttribute('aria-invalid', 'false');
  });
});

test.describe('uploads', () => {
  test('several files from one pick are all uploaded and chosen: a collage', only('phone'), async ({ page, isMobile }) => {
    await page.goto('/en/configurator/canvas/imageSelection');
    const widget = page.getByTestId('configurator');
    const files = await Promise.all(
      ['#aa3333', '#33aa33', '#3333aa'].map(async (colour, i) => ({
        name: `pick-${i + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photo(1200, 800, colour),
      })),
    );
    await widget.getByTestId('upload-input').setInputFiles(files);
    await expect(widget.getByRole('status').filter({ hasText: 'chosen' })).toHaveText('3 images chosen (collage)', { timeout: 20_000 });
    for (const file of files) await expect(widget.getByRole('button', { name: `Choose ${file.name}` })).toHaveAttribute('aria-pressed', 'true');
    await widget.getByRole('button', { name: 'Next' }).click();
    await showToolGroup(widget, 'Arrangement', isMobile);
    await expect(widget.getByRole('group', { name: 'Layout' }).getByRole('radio').first()).toBeVisible();
  });

  test('"next" says how many uploads are pending and goes on once they are in', only('desktop'), async ({ page, isMobile }) => {
    await page.goto('/en/configurator/canvas/imageSelection');
    const widget = page.getByTestId('configurator');
    // Uploads held back until the test lets them go: "next" is pressed while both run.
    const held: (() => void)[] = [];
    await page.route('**/api/images', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    await widget.getByTestId('upload-input').setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 800, '#884422') },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 800, '#224488') },
    ]);
    await expect.poll(() => held.length).toBe(2);
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(widget.getByTestId('upload-wait')).toHaveText('2 photos are still uploading – you go on as soon as all are in.');
    await expect(widget.locator('[aria-current="step"]')).toContainText('Images');
    for (const release of held.splice(0)) release();
    await expect(widget.locator('[aria-current="step"]')).toContainText('Design', { timeout: 20_000 });
    await showToolGroup(widget, 'Arrangement', isMobile);
    await expect(widget.getByRole('group', { name: 'Layout' })).toBeVisible();
  });

  test('an iPhone HEIC photo without a type from the browser is accepted and chosen', only('phone'), async ({ page }) => {
    await page.goto('/en/configurator/canvas/imageSelection');
    const widget = page.getByTestId('configurator');
    await expect(widget.getByTestId('upload-input')).toHaveAttribute('accept', /\.heic/);
    const heic = readFileSync('server/features/images/fixtures/red-left-blue-right.heic');
    await widget.getByTestId('upload-input').setInputFiles({ name: 'IMG_0001.HEIC', mimeType: '', buffer: heic });
    await expect(widget.getByRole('button', { name: 'Choose IMG_0001.HEIC' })).toHaveAttribute('aria-pressed', 'true');
    await expect(widget.getByText('JPEG, PNG, WebP, TIFF or HEIC (iPhone), up to 80 MB')).toBeVisible();
  });
});

test('low resolution: adding without the confirmation says so at the checkbox and moves focus there', only('desktop'), async ({ page }) => {
  await page.goto('/it/configurator/canvas/imageSelection');
  const widget = page.getByTestId('configurator');
  await widget.getByTestId('upload-input').setInputFiles({ name: 'piccola.jpg', mimeType: 'image/jpeg', buffer: await photo(300, 200, '#557799') });
  await expect(widget.getByRole('button', { name: /piccola\.jpg/ })).toHaveAttribute('aria-pressed', 'true');
  await widget.getByRole('button', { name: 'Avanti' }).click();
  await expect(widget.getByTestId('quality-meter')).toHaveAttribute('data-quality', 'refuse');
  await widget.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  const checkbox = widget.getByRole('checkbox', { name: text('it', 'design.quality.confirm') });
  await expect(checkbox).toBeFocused();
  await expect(checkbox).toHaveAccessibleDescription(text('it', 'design.quality.confirmMissing'));
  await expect(widget.locator('.add-to-basket')).not.toContainText(text('it', 'configurator.basket.confirmQuality'));
  await checkbox.check();
  await expect(widget.getByTestId('quality-missing')).toHaveCount(0);
  await widget.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(widget.locator('.basket-saved')).toBeVisible();
});
