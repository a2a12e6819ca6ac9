import { expect, test } from '@playwright/test';
import { only } from './devices';

type Option = { id: string; name: string; orientation?: string; modifications: { width?: number; height?: number } };
type Product = { attributes: { id: string; title: string; options: Option[] }[]; defaultConfiguration: Record<string, unknown> };

const chf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test.describe('configurator product settings', () => {
  test('prices every change with the shared domain, exactly as the server does', only('desktop'), async ({ page, request }) => {
    const product = (await (await request.get('/api/config/canvas/product', { headers: { 'accept-language': 'fr' } })).json()) as Product;
    const size = product.attributes.find((a) => a.id === 'size') as Product['attributes'][number];
    const big = size.options.filter((o) => o.orientation === 'landscape').at(-1) as Option;

    await page.goto('/fr/configurator/canvas');
    const widget = page.getByTestId('configurator');
    await expect(widget.getByRole('heading', { level: 1 })).toHaveText('Toile');
    const total = widget.getByTestId('price-total');
    const serverPrice = async (configuration: Record<string, unknown>, quantity = 1) => {
      const res = await request.post('/api/config/canvas/check', { data: { configuration, quantity } });
      return (await res.json()).price.total as number;
    };

    expect(chf(await total.textContent())).toBe(await serverPrice(product.defaultConfiguration));

    await widget.getByRole('radio', { name: big.name, exact: true }).check();
    const bigConfiguration = { ...product.defaultConfiguration, size: big.id };
    await expect.poll(async () => chf(await total.textContent())).toBe(await serverPrice(bigConfiguration));

    await widget.getByRole('button', { name: 'Un de plus' }).click();
    await expect.poll(async () => chf(await total.textContent())).toBe(await serverPrice(bigConfiguration, 2));
  });

  test('turning the orientation keeps the format, turned', only('phone'), async ({ page }) => {
    await page.goto('/de/configurator/canvas');
    const widget = page.getByTestId('configurator');
    const chosenSize = () => widget.locator('.size-picker .choice.chosen').textContent();
    const before = (await chosenSize()) ?? '';
    await widget.getByRole('radio', { name: 'Hochformat' }).check();
    const [w, h] = before.match(/\d+/g) ?? [];
    await expect(widget.locator('.size-picker .choice.chosen')).toHaveText(`${h} × ${w} cm`);
  });

  test('a custom size beyond the limits is named in the visitor language and cannot be ordered', only('desktop'), async ({ page }) => {
    for (const [locale, text] of [
      ['de', 'zu gross'],
      ['en', 'too large'],
    ] as const) {
      await page.goto(`/${locale}/configurator/poster`);
      const widget = page.getByTestId('configurator');
      await widget.getByLabel(locale === 'de' ? 'Breite (cm)' : 'Width (cm)').fill('400');
      await widget.getByLabel(locale === 'de' ? 'Höhe (cm)' : 'Height (cm)').fill('30');
      await widget.getByRole('button', { name: locale === 'de' ? 'Diese Grösse verwenden' : 'Use this size' }).click();
      await expect(widget.getByRole('alert').first()).toContainText(text);
    }
  });

  test('the sandbox host page embeds a configurator that works the same', only('phone'), async ({ page }) => {
    await page.goto('/sandbox/');
    const canvas = page.locator('#widget-canvas');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveText('Toile');
    const total = canvas.getByTestId('price-total');
    const before = await total.textContent();
    await canvas.getByRole('radio', { name: 'Bords en miroir' }).check();
    await canvas.getByRole('button', { name: 'Un de plus' }).click();
    await expect(total).not.toHaveText(before ?? '');
  });
});
