import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { basketBadge } from './checkout-helpers';
import { mosaicPhoto } from './photos';
import { fillFields, text, type Locale } from './shell-helpers';
import { only } from './devices';

/** A phone-like photo made on the spot: noise, so JPEG cannot squeeze it (a few MB). */
async function photo(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2_654_435_761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

test.describe('uploading photos in the configurator', () => {
  test('shows upload progress, selects the photo and designs with it', only('desktop'), async ({ page }) => {
    const bytes = await photo(2400, 1600);
    await page.goto('/en/configurator/canvas/imageSelection');
    const widget = page.getByTestId('configurator');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: Math.max(64_000, bytes.length / 3),
    });

    await widget.getByTestId('upload-input').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: bytes });
    const progress = widget.getByTestId('upload-progress');
    // The bar appears once React has rendered the upload's start: without this wait, a slow render made
    // the loop below find no bar yet, end at once and see no progress (the phone run's flake).
    await expect(progress).toBeAttached();
    const seen = new Set<number>();
    while (await progress.count()) {
      // The bar may go between count() and this read; without a short timeout the read would wait for one until the test's end.
      const value = Number(await progress.getAttribute('value', { timeout: 200 }).catch(() => null));
      if (Number.isFinite(value)) seen.add(value);
      await page.waitForTimeout(100);
    }
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(
      [...seen].some((v) => v > 0 && v < 100),
      `progress values seen: ${[...seen].join(', ')}`,
    ).toBe(true);

    const mine = widget.getByTestId('my-images').getByRole('button', { name: 'Choose holiday.jpg' });
    await expect(mine).toHaveAttribute('aria-pressed', 'true');
    await expect(widget.getByText('1 image chosen')).toBeVisible();
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(widget.getByTestId('quality-meter')).toBeVisible();
    await widget.getByRole('button', { name: 'Add to basket' }).click();
    await expect(widget.getByText('Added – your basket now holds 1 item.')).toBeVisible();
  });

  test('refuses a file that is not a picture, in the visitor language', only('phone'), async ({ page }) => {
    await page.goto('/de/configurator/poster/imageSelection');
    const widget = page.getByTestId('configurator');
    await widget.getByTestId('upload-input').setInputFiles({ name: 'brief.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>not a photo</html>') });
    await expect(widget.getByRole('alert')).toContainText('brief.jpg');
    await expect(widget.getByRole('alert')).toContainText('JPEG');
  });
});

/*
 * Issue 37: a new visitor whose very first action picks several photos at once. Every write then
 * waits for the one basket session, so the photos, the draft and the basket item are all one
 * visitor's: no save is refused (409, 422) on the way, and a reload at each step keeps the work.
 * One language per viewport: de on the desktop, fr on the phone.
 */
test('several photos picked at once as the first action go to the basket and are ordered, kept at every step', async ({ page, isMobile }) => {
  test.setTimeout(120_000); // uploads, a design, a whole checkout and a reload at every step
  const locale: Locale = isMobile ? 'fr' : 'de';
  const t = (id: Parameters<typeof text>[1]) => text(locale, id);
  const refused: string[] = [];
  // Photos named by each draft save: a save waits for the photos still uploading, so none names just one of the two.
  const savedPhotos: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && [409, 422].includes(r.status())) refused.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    if (r.url().includes('/api/configurator/drafts/') && r.request().method() === 'PUT')
      savedPhotos.push((r.request().postDataJSON() as { state: { images: unknown[] } }).state.images.length);
  });
  const draftSaved = (check: (state: { step: string; images: unknown[] }) => boolean) =>
    page.waitForResponse(
      (r) =>
        r.url().includes('/api/configurator/drafts/canvas') &&
        r.request().method() === 'PUT' &&
        r.ok() &&
        check((r.request().postDataJSON() as { state: { step: string; images: unknown[] } }).state),
    );
  const widget = page.getByTestId('configurator');
  const chosen = () => widget.getByTestId('my-images').locator('button[aria-pressed="true"]');

  await page.goto(`/${locale}/configurator/canvas`);
  // A change first, so a draft save comes due while the photos upload (issue 37.3): it waits for them.
  await widget.getByRole('button', { name: t('configurator.settings.increase') }).click();
  await widget.getByRole('button', { name: t('configurator.steps.next') }).click();
  const bothSaved = draftSaved((state) => state.images.length === 2);
  await widget.getByTestId('upload-input').setInputFiles([
    { name: 'lake.jpg', mimeType: 'image/jpeg', buffer: await mosaicPhoto(3600, 2400, 60) },
    { name: 'hills.jpg', mimeType: 'image/jpeg', buffer: await mosaicPhoto(3600, 2400, 90) },
  ]);
  // Two photos of several MB each, processed by a busy test machine.
  await expect(chosen()).toHaveCount(2, { timeout: 30_000 });
  await bothSaved;

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/${locale}/configurator/canvas/imageSelection$`));
  await expect(chosen()).toHaveCount(2);

  const designSaved = draftSaved((state) => state.step === 'productDesign' && state.images.length === 2);
  await widget.getByRole('button', { name: t('configurator.steps.next') }).click();
  await expect(widget.getByTestId('design-canvas').locator('canvas').first()).toBeVisible();
  await designSaved;
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/${locale}/configurator/canvas/productDesign$`));
  await expect(widget.getByTestId('design-canvas').locator('canvas').first()).toBeVisible();
  await expect(widget.getByText(t('design.noImage'))).toHaveCount(0);

  await widget.getByRole('button', { name: t('configurator.basket.add') }).click();
  await expect(widget.getByRole('link', { name: t('configurator.basket.open') })).toBeVisible();
  await page.goto(`/${locale}/checkout/basket`);
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await expect(basketBadge(page)).toHaveText('1');
  // Both photos are this visitor's: the one session holds them.
  const mine = (await (await page.request.get('/api/images')).json()) as { images: { name: string }[] };
  expect(mine.images.map((image) => image.name).toSorted()).toEqual(['hills.jpg', 'lake.jpg']);

  await page.getByTestId('basket-checkout').click();
  const form = page.getByTestId('guest-addresses');
  await form.locator('#guest-email').fill('several.photos@example.ch');
  await fillFields(form, 'billingAddress', { firstname: 'Lea', lastname: 'Keller', address1: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich' });
  await page.getByTestId('addresses-continue').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/paymentAndShipping$`));
  await page.reload();
  await page
    .getByTestId('payment-methods')
    .getByRole('radio', { name: t('checkout.payment.invoice.name') })
    .check();
  await page.getByTestId('payment-continue').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/check$`));
  await page.reload();
  await expect(page.getByTestId('step-item')).toHaveCount(1);
  await page.getByTestId('check-terms').check();
  await page.getByTestId('order-now').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/confirm$`));
  await expect(page.getByTestId('order-number')).not.toBeEmpty();
  await expect(basketBadge(page)).toHaveText('0');
  expect(refused).toEqual([]);
  expect(savedPhotos).not.toContain(1);
});
