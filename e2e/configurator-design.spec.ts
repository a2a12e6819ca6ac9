import { expect, test } from '@playwright/test';
import { showToolGroup } from './widget-helpers';
import { only } from './devices';

test.describe('configurator images and design', () => {
  test('choose a template, design it on the canvas with keyboard and buttons, undo', only('desktop'), async ({ page }) => {
    await page.goto('/en/configurator/canvas');
    const widget = page.getByTestId('configurator');
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(widget.getByText('No image chosen')).toBeVisible();
    const first = widget.locator('.image-grid button').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(widget.getByText('1 image chosen')).toBeVisible();
    await expect(widget.locator('.size-mark').first()).toBeVisible();

    await widget.getByRole('button', { name: 'Next' }).click();
    const canvasBox = widget.getByTestId('design-canvas');
    await expect(canvasBox.locator('canvas').first()).toBeVisible();
    const meter = widget.getByTestId('quality-meter');
    const dpiOf = async () => Number((await meter.textContent())?.match(/\((\d+) dpi\)/)?.[1]);
    const fitted = await dpiOf();
    expect(fitted).toBeGreaterThan(0);

    await canvasBox.focus();
    await page.keyboard.press('+');
    await expect.poll(dpiOf).toBeLessThan(fitted);
    await widget.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(dpiOf).toBe(fitted);
    await widget.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(dpiOf).toBeLessThan(fitted);
    await widget.getByRole('button', { name: 'Fit' }).click();
    await expect.poll(dpiOf).toBe(fitted);

    await widget.getByRole('button', { name: 'Add to basket' }).click();
    await expect(widget.getByText('Added – your basket now holds 1 item.')).toBeVisible();
    await expect(widget.getByRole('link', { name: 'Go to the basket' })).toHaveAttribute('href', '/en/checkout/basket');
    expect((await (await page.request.get('/api/basket/count')).json()).count).toBe(1);
  });

  test('two images make a collage with a choice of layouts', only('phone'), async ({ page, isMobile }) => {
    await page.goto('/de/configurator/poster');
    const widget = page.getByTestId('configurator');
    await widget.getByRole('button', { name: 'Weiter' }).click();
    await widget.locator('.image-grid button').nth(0).click();
    await widget.locator('.image-grid button').nth(1).click();
    await expect(widget.getByText('2 Bilder gewählt (Collage)')).toBeVisible();
    await widget.getByRole('button', { name: 'Weiter' }).click();
    await showToolGroup(widget, 'Aufteilung', isMobile);
    const layouts = widget.getByRole('group', { name: 'Anordnung' }).getByRole('radio');
    // The four of two cells, then the ten with one or two cells free.
    await expect(layouts).toHaveCount(14);
    await expect(widget.getByRole('radio', { name: 'Zwei Fotos nebeneinander' })).toBeChecked();
    const featured = widget.getByRole('radio', { name: 'Ein grosses Foto links, ein schmales rechts' });
    await featured.check();
    await expect(featured).toBeChecked();
    // Spacing and swapping, by presses (the single-pointer way of the drag).
    await widget.getByRole('group', { name: 'Abstand zwischen den Fotos' }).getByRole('radio', { name: '10 mm' }).check();
    await widget.getByRole('button', { name: 'Foto 1 tauschen' }).click();
    await widget.getByRole('button', { name: 'Mit Foto 2 tauschen' }).click();
    await expect(widget.getByRole('status').filter({ hasText: 'getauscht' })).toHaveText('Foto 1 und Foto 2 haben die Plätze getauscht.');
    // Three cells for two photos: the third free, said politely; a photo may move into it.
    await widget.getByRole('radio', { name: 'Drei Fotos nebeneinander: 3 Felder, 1 frei' }).check();
    await expect(widget.getByTestId('free-cell-note')).toContainText('Ein Feld der Collage bleibt frei');
    await widget.getByRole('button', { name: 'Foto 2 tauschen' }).click();
    await widget.getByRole('button', { name: 'In das freie Feld setzen' }).click();
    await expect(widget.getByRole('status').filter({ hasText: 'freien Feld' })).toHaveText('Foto 2 ist jetzt im freien Feld.');
  });
});
