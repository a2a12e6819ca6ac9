import { expect, test, type Page } from '@playwright/test';

/*
 * Issue 40: a text on the print. The shopper adds a text in the design step, types "Zürich 2026",
 * picks another font, makes it large and black; the basket item carries the text, and the server's
 * thumbnail of its design shows it (darker in the middle than the same design without the text).
 */

/** The share of near-black pixels in the middle band of a design thumbnail (fetched by the page, drawn on a canvas). */
async function darkShareInMiddle(page: Page, url: string): Promise<number> {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const top = Math.round(canvas.height * 0.35);
    const data = context.getImageData(0, top, canvas.width, Math.round(canvas.height * 0.3)).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 90) dark += 1;
    return dark / (data.length / 4);
  }, url);
}

test('a text typed, set in another font, large and black, reaches the basket and its thumbnail', async ({ page }) => {
  await page.goto('/en/configurator/canvas');
  const widget = page.getByTestId('configurator');
  await widget.getByRole('button', { name: 'Next' }).click();
  await widget.locator('.image-grid button').first().click();
  await widget.getByRole('button', { name: 'Next' }).click();
  await expect(widget.getByTestId('design-canvas').locator('canvas').first()).toBeVisible();

  await widget.getByRole('button', { name: 'Add text' }).click();
  const inspector = widget.getByRole('region', { name: 'Text 1' });
  await expect(inspector).toBeVisible();
  const words = inspector.getByRole('textbox', { name: 'Text', exact: true });
  await expect(words).toHaveValue('Your text');
  await words.fill('Zürich 2026');
  await inspector.getByRole('radio', { name: 'Playfair Display' }).check();
  await inspector.getByRole('spinbutton', { name: 'Size (pt)' }).fill('200');
  await inspector.getByRole('button', { name: 'Black' }).click();
  await expect(inspector.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'true');
  // The font file came from the shop and is the page's now.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Playfair Display') && face.status === 'loaded')))
    .toBe(true);

  // Undo takes back one change at a time: the colour, then the size.
  await widget.getByRole('button', { name: 'Undo' }).click();
  await expect(inspector.getByRole('button', { name: 'White' })).toHaveAttribute('aria-pressed', 'true');
  await widget.getByRole('button', { name: 'Redo' }).click();
  await expect(inspector.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'true');

  const added = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/basket/items');
  await widget.getByRole('button', { name: 'Add to basket' }).click();
  await expect(widget.getByText('Added – your basket now holds 1 item.')).toBeVisible();
  const body = (await added).postDataJSON() as { design: Record<string, { items: { type: string; specs: Record<string, unknown> }[] }> };
  const [areaId, area] = Object.entries(body.design)[0]!;
  const text = area.items.find((item) => item.type === 'text');
  expect(text?.specs).toMatchObject({ text: 'Zürich 2026', font: 'playfair-display', colour: '#000000' });

  const thumbnails = async () =>
    ((await (await page.request.get('/api/basket')).json()) as { items: { previewUrl: string }[] }).items.map((item) => item.previewUrl);
  const [withText] = await thumbnails();
  expect(withText).toMatch(/^\/thumbnails\//);
  // The same design without its text, beside it in the basket, for comparison.
  const plain = await page.request.post('/api/basket/items', {
    data: { ...body, design: { [areaId]: { ...area, items: area.items.filter((item) => item.type !== 'text') } } },
  });
  expect(plain.status(), await plain.text()).toBe(200);
  const withoutText = (await thumbnails()).find((url) => url !== withText);
  expect(withoutText).toMatch(/^\/thumbnails\//);
  expect(await darkShareInMiddle(page, withText!)).toBeGreaterThan((await darkShareInMiddle(page, withoutText!)) + 0.02);
});
