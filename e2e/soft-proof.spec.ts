import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { catalogues } from '../shared/i18n/messages';
import { settledShot, withoutWebGl } from './preview-shots';
import { designWithTemplate } from './widget-helpers';
import { only } from './devices';

/*
 * The soft proof in the design step's object and wall views (issue 41): its switches in the four
 * languages (two on a desktop, two on a phone), and the gamut warning of a saturated photo where
 * the material's printing condition cannot reach it (aluminium: FOGRA39) and not where it can
 * (canvas: sRGB).
 */

type Locale = keyof typeof catalogues;

test.describe('the soft proof in the previews', () => {
  test('its switches are worded in each language, work by keyboard and show the proof', async ({ page, isMobile }) => {
    test.slow(); // a configurator per language
    for (const locale of (isMobile ? ['it', 'en'] : ['de', 'fr']) as Locale[]) {
      const t = catalogues[locale];
      // A new visitor each time: the last language's saved design (its token in localStorage) would come
      // back at its design step. Away from the widget first, so no draft save still to come writes it again.
      await page.goto('/api/health/ready');
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto(`/${locale}/configurator/canvas`);
      const widget = page.getByTestId('configurator');
      await designWithTemplate(widget, t);
      await widget.getByRole('tab', { name: t['preview.view.object'] }).click();
      const proof = widget.getByRole('switch', { name: t['preview.proof'] });
      const gamut = widget.getByRole('switch', { name: t['preview.gamut'] });
      await expect(proof).toHaveAccessibleDescription(t['preview.proof.description']);
      await expect(proof).not.toBeChecked();
      await expect(gamut).toBeDisabled();
      await proof.focus();
      await page.keyboard.press('Space');
      await expect(proof).toBeChecked();
      await expect(gamut).toBeEnabled();
      const preview = widget.getByTestId('preview-canvas');
      await expect(preview).toHaveAttribute('data-proof', 'on');
      await expect(preview).toHaveAttribute('data-ready', 'true');
      // The wall view keeps it.
      await widget.getByRole('tab', { name: t['preview.view.room'] }).click();
      await expect(widget.getByRole('switch', { name: t['preview.proof'] })).toBeChecked();
      await expect(preview).toHaveAttribute('data-view', 'room');
      await expect(preview).toHaveAttribute('data-proof', 'on');
      if (isMobile) {
        const box = await proof.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(20);
        const label = await widget.locator('.proof-switch').first().boundingBox();
        expect(label?.height).toBeGreaterThanOrEqual(44);
      }
    }
  });
});

/** A photo of pure sRGB green and blue halves: colours no CMYK press reaches. */
async function saturatedPhoto(): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < width * height; at += 1) pixels[at * 3 + ((at % width) * 2 < width ? 1 : 2)] = 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** How many pixels of a screenshot are the gamut warning's magenta. */
async function magentaPixels(png: Buffer): Promise<number> {
  const data = await sharp(png).removeAlpha().raw().toBuffer();
  let count = 0;
  for (let i = 0; i < data.length; i += 3) if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! > 200) count += 1;
  return count;
}

/** Whether two screenshots show the same pixels where both have them (one may be a row shorter). */
async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const [first, second] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (first!.info.width !== second!.info.width) return false;
  const common = Math.min(first!.data.length, second!.data.length);
  return first!.data.subarray(0, common).equals(second!.data.subarray(0, common));
}

/** The object view of the saturated photo on `product`, with the proof on: its screenshot without and with the gamut warning. */
async function proofShots(page: Page, product: string, testInfo: TestInfo): Promise<{ proof: Buffer; warned: Buffer }> {
  await page.goto(`/en/configurator/${product}/imageSelection`);
  const widget = page.getByTestId('configurator');
  await widget.getByTestId('upload-input').setInputFiles({ name: 'saturated.jpg', mimeType: 'image/jpeg', buffer: await saturatedPhoto() });
  await expect(widget.getByRole('button', { name: 'Choose saturated.jpg' })).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
  await widget.getByRole('button', { name: 'Next' }).click();
  await widget.getByRole('tab', { name: 'Object' }).click();
  await widget.getByRole('switch', { name: 'Soft proof' }).check();
  const preview = widget.getByTestId('preview-canvas');
  await expect(preview).toHaveAttribute('data-proof', 'on');
  const proof = await settledShot(preview);
  await widget.getByRole('switch', { name: 'Show colours the material cannot print' }).check();
  await expect(preview).toHaveAttribute('data-proof', 'gamut');
  const warned = await settledShot(preview);
  // Kept beside the test's results, to be looked at.
  await writeFile(testInfo.outputPath(`${product}-proof.png`), proof);
  await writeFile(testInfo.outputPath(`${product}-gamut.png`), warned);
  return { proof, warned };
}

test.describe('the gamut warning', only('desktop'), () => {
  test('hatches a saturated photo on aluminium (FOGRA39), which cannot print pure green and blue', async ({ page }, testInfo) => {
    const { proof, warned } = await proofShots(page, 'aluminium-dibond', testInfo);
    expect(await magentaPixels(proof)).toBe(0);
    expect(await magentaPixels(warned)).toBeGreaterThan(2000);
  });

  test('hatches it on the 2D preview too, where there is no WebGL', async ({ page }, testInfo) => {
    await withoutWebGl(page);
    const { proof, warned } = await proofShots(page, 'aluminium-dibond', testInfo);
    expect(await magentaPixels(proof)).toBe(0);
    expect(await magentaPixels(warned)).toBeGreaterThan(2000);
  });

  test('leaves the same photo alone on canvas (sRGB), which prints what the screen shows', async ({ page }, testInfo) => {
    const { proof, warned } = await proofShots(page, 'canvas', testInfo);
    expect(await magentaPixels(warned)).toBe(0);
    // The warning's description under the switches may take the preview's last row of pixels.
    expect(await samePixels(proof, warned)).toBe(true);
  });
});
