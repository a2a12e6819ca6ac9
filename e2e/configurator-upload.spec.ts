import { expect, test } from '@playwright/test';
import sharp from 'sharp';

/** A phone-like photo made on the spot: noise, so JPEG cannot squeeze it (a few MB). */
async function photo(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2_654_435_761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

test.describe('uploading photos in the configurator', () => {
  test('shows upload progress, selects the photo and designs with it', async ({ page }) => {
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

  test('refuses a file that is not a picture, in the visitor language', async ({ page }) => {
    await page.goto('/de/configurator/poster/imageSelection');
    const widget = page.getByTestId('configurator');
    await widget.getByTestId('upload-input').setInputFiles({ name: 'brief.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>not a photo</html>') });
    await expect(widget.getByRole('alert')).toContainText('brief.jpg');
    await expect(widget.getByRole('alert')).toContainText('JPEG');
  });
});
