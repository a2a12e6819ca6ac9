import { expect, test, type Locator, type Page } from '@playwright/test';
import { getProduct, getTemplates } from '../shared/api/config';
import { checkConfiguration, imageDesign } from '../shared/domain';
import { expectNoSeriousViolations } from './axe';
import { registerAtSelfcare } from './selfcare-helpers';
import { fillFields, LANGUAGES_BY_PROJECT, text } from './shell-helpers';
import { only } from './devices';
import { keepShot } from './keep-shot';

/*
 * Issue 17: the basket, every checkout step, the confirmation and the self-care order history
 * show the server's thumbnail of the item's real design, here a collage of two templates with a
 * coloured edge (not the first photo of the item), as AVIF where the browser takes it.
 */

/** A canvas collage of the first two templates, side by side, with a red edge, put in the page's basket. */
async function addCollageToBasket(page: Page) {
  const canvas = getProduct.response.parse(await (await page.request.get('/api/config/canvas/product')).json());
  const [first, second] = getTemplates.response.parse(await (await page.request.get('/api/config/templates')).json());
  const check = checkConfiguration(canvas, canvas.defaultConfiguration, 1, new Date());
  const area = check.printAreas[0]!;
  const images = [first!, second!].map((template) => ({
    orig: { id: `template:${template.id}`, width: template.width, height: template.height },
    src: template.url,
  }));
  const design = imageDesign(area, images, 'columns-2');
  // A customer's basket is the one of their token (read from the auth cookie, as the shell sends it).
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')?.value;
  const res = await page.request.post('/api/basket/items', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data: {
      productId: 'canvas',
      instruction: { version: 2, configuration: check.configuration },
      design: { [area.id]: { items: design.items, edge: { mode: 'colour', colour: '#d01010' } } },
      quantity: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The thumbnail is loaded (the browser chose the AVIF source; the JPEG stays the fallback), is a
 * design thumbnail (not a photo's rendition) and shows the red edge round the collage.
 */
async function expectCollageThumbnail(page: Page, image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', /^\/thumbnails\/[\w-]+\.[\w-]+\/design\.jpg$/);
  // Rendered on its first request (a template's previews first): slow on a busy machine.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBe(400);
  expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/\/design\.avif$/);
  const src = (await image.getAttribute('src')) as string;
  const pixels = await image.evaluate(async (img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const at = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data.subarray(0, 3));
    const h = img.naturalHeight;
    return { edgeLeft: at(3, Math.round(h / 2)), edgeTop: at(200, 3), left: at(100, Math.round(h / 2)), right: at(300, Math.round(h / 2)) };
  });
  // The coloured edge (the side area) round the front; two different pictures inside.
  for (const edge of [pixels.edgeLeft, pixels.edgeTop]) expect(Math.abs(edge[0]! - 0xd0) + edge[1]! + edge[2]!, `${edge}`).toBeLessThan(60);
  expect(pixels.left).not.toEqual(pixels.right);
  return src;
}

/**
 * The thumbnail in a checkout step's order summary; on a phone the summary is first opened where it
 * starts closed. The URL changes before the step's page replaces the one before it (the router
 * renders in a transition), so the step's own page is awaited first: else the toggle read or clicked
 * could be the leaving step's.
 */
async function stepThumbnail(page: Page, step: 'addresses' | 'paymentAndShipping' | 'check'): Promise<Locator> {
  await expect(page.getByTestId(`checkout-${step}`)).toBeVisible();
  const toggle = page.getByTestId('order-summary-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return page.getByTestId('step-item').getByTestId('item-thumbnail');
}

test.describe('design thumbnails', () => {
  test('a collage shows its thumbnail in the basket, every checkout step and the confirmation', only('desktop'), async ({ page }) => {
    await addCollageToBasket(page);
    await page.goto('/de/checkout/basket');
    const basketSrc = await expectCollageThumbnail(page, page.getByTestId('basket-line').getByTestId('item-thumbnail'));

    await page.getByTestId('basket-checkout').click();
    await expect(page).toHaveURL(/\/de\/checkout\/addresses$/);
    expect(await expectCollageThumbnail(page, await stepThumbnail(page, 'addresses'))).toBe(basketSrc);
    const form = page.getByTestId('guest-addresses');
    await form.locator('#guest-email').fill('collage@example.ch');
    await fillFields(form, 'billingAddress', { firstname: 'Lea', lastname: 'Keller', address1: 'Landstrasse 5', zipcode: '9490', city: 'Vaduz' });
    await form.locator('#billingAddress-country').selectOption('LI');
    await page.getByTestId('addresses-continue').click();

    await expect(page).toHaveURL(/\/de\/checkout\/paymentAndShipping$/);
    expect(await expectCollageThumbnail(page, await stepThumbnail(page, 'paymentAndShipping'))).toBe(basketSrc);
    await page.getByTestId('payment-methods').getByRole('radio').first().check();
    await page.getByTestId('payment-continue').click();

    await expect(page).toHaveURL(/\/de\/checkout\/check$/);
    expect(await expectCollageThumbnail(page, await stepThumbnail(page, 'check'))).toBe(basketSrc);
    await page.getByTestId('check-terms').check();
    await page.getByTestId('order-now').click();

    await expect(page).toHaveURL(/\/de\/checkout\/confirm$/);
    const confirmSrc = await expectCollageThumbnail(page, page.getByTestId('confirm-item').getByTestId('item-thumbnail'));
    // The order item has its own URL, for the same design: the very same picture.
    expect(confirmSrc).not.toBe(basketSrc);
    const [ordered, inBasket] = await Promise.all([page.request.get(confirmSrc), page.request.get(basketSrc)]);
    expect((await ordered.body()).equals(await inBasket.body())).toBe(true);
    await keepShot(page, { path: test.info().outputPath('confirmation.png'), fullPage: true });
  });

  // Every language once: two per project, each with its own screenshots.
  for (const [project, locale] of LANGUAGES_BY_PROJECT) {
    test(
      `a customer sees the collage's thumbnail from the basket to the self-care order history (${locale}, ${project})`,
      only(project),
      async ({ page }, info) => {
        test.setTimeout(90_000); // a registration, a whole checkout and an axe scan on a busy machine
        const shot = (name: string) => keepShot(page, { path: info.outputPath(`${locale}-${name}.png`), fullPage: true });
        await registerAtSelfcare(page, locale, 'thumb');
        await expect(page.getByTestId('selfcare-orders-empty')).toBeVisible();
        await addCollageToBasket(page);

        await page.goto(`/${locale}/checkout/basket`);
        const basketSrc = await expectCollageThumbnail(page, page.getByTestId('basket-line').getByTestId('item-thumbnail'));
        await shot('basket');
        await page.getByTestId('basket-checkout').click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/addresses$`));
        expect(await expectCollageThumbnail(page, await stepThumbnail(page, 'addresses'))).toBe(basketSrc);
        await page.getByTestId('addresses-continue').click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/paymentAndShipping$`));
        await page
          .getByTestId('payment-methods')
          .getByRole('radio', { name: text(locale, 'checkout.payment.invoice.name') })
          .check();
        await page.getByTestId('payment-continue').click();

        await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/check$`));
        expect(await expectCollageThumbnail(page, await stepThumbnail(page, 'check'))).toBe(basketSrc);
        await shot('check');
        await page.getByTestId('check-terms').check();
        await page.getByTestId('order-now').click();

        await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/confirm$`));
        const confirmSrc = await expectCollageThumbnail(page, page.getByTestId('confirm-item').getByTestId('item-thumbnail'));
        // The picture's sources take no place: the thumbnail stands left of the item's name, on its row.
        const thumbnailBox = await page.getByTestId('confirm-item').getByTestId('item-thumbnail').boundingBox();
        const nameBox = await page.getByTestId('confirm-item').locator('.check-item-name').boundingBox();
        expect(thumbnailBox!.x + thumbnailBox!.width).toBeLessThanOrEqual(nameBox!.x);
        expect(nameBox!.y).toBeLessThan(thumbnailBox!.y + thumbnailBox!.height);
        await shot('confirmation');
        await page.getByTestId('confirm-selfcare').click();

        const history = page.getByTestId('selfcare-orders');
        await expect(history.getByTestId('care-order-item')).toHaveCount(1);
        // The history shows the order item's thumbnail: the confirmation's URL.
        expect(await expectCollageThumbnail(page, history.getByTestId('care-order-item').getByTestId('item-thumbnail'))).toBe(confirmSrc);
        await history.scrollIntoViewIfNeeded();
        await shot('selfcare');
        await expectNoSeriousViolations(page, 'self-care order history');
      },
    );
  }
});
