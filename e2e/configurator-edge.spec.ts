import { expect, test } from '@playwright/test';
import { BasketItemSchema } from '../shared/api/basket-items';
import { showToolGroup } from './widget-helpers';
import { only } from './devices';
import { keepShot } from './keep-shot';

test.describe('the edge of a canvas', () => {
  test('mirrored or coloured edge is chosen in the design step and saved with the basket item', only('phone'), async ({ page, isMobile }, testInfo) => {
    await page.goto('/de/configurator/canvas');
    const widget = page.getByTestId('configurator');
    await widget.getByRole('button', { name: 'Weiter' }).click();
    await widget.locator('.image-grid button').first().click();
    await widget.getByRole('button', { name: 'Weiter' }).click();
    await showToolGroup(widget, 'Kante', isMobile);
    const edge = widget.getByRole('group', { name: 'Bildkante' });
    await expect(edge.getByRole('radio', { name: 'Bild läuft um die Kante' })).toBeChecked();

    await edge.getByRole('radio', { name: 'Gespiegelt (ganzes Bild vorne)' }).check();
    await page.waitForLoadState('networkidle'); // the proxy image, for a screenshot worth looking at
    await keepShot(page, { path: testInfo.outputPath('edge-mirror.png'), fullPage: true });
    await edge.getByRole('radio', { name: 'Farbe' }).check();
    await edge.getByLabel('Farbe der Kante').fill('#224466');
    await keepShot(page, { path: testInfo.outputPath('edge-colour.png'), fullPage: true });

    // Undo goes back to the mirror, as one step per choice.
    await widget.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(edge.getByRole('radio', { name: 'Farbe' })).toBeChecked();
    await widget.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(edge.getByRole('radio', { name: 'Gespiegelt (ganzes Bild vorne)' })).toBeChecked();

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/basket/items') && r.request().method() === 'POST');
    await widget.getByRole('button', { name: 'In den Warenkorb' }).click();
    const { basketItemId } = (await (await saved).json()) as { basketItemId: number };
    const item = BasketItemSchema.parse(await (await page.request.get(`/api/config/basketitem/${basketItemId}`)).json());
    expect(Object.values(item.design)[0]?.edge).toEqual({ mode: 'mirror', colour: '#ffffff' });
  });
});
