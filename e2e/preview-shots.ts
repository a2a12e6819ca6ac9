import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/* Pictures of the design step's object and wall previews, and how far two of them differ. */

/** The preview's picture once it has settled (its images loaded, then two equal screenshots in a row). */
export async function settledShot(canvas: Locator): Promise<Buffer> {
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  let last = await canvas.screenshot();
  for (;;) {
    const next = await canvas.screenshot();
    if (next.equals(last)) return next;
    last = next;
  }
}

/** Mean difference of two same-sized pictures' pixels, per channel (0–255). */
export async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  if (!x || !y || x.length !== y.length) return 255;
  let sum = 0;
  for (let i = 0; i < x.length; i += 1) sum += Math.abs((x[i] as number) - (y[i] as number));
  return sum / x.length;
}

/** How many pixels of two same-sized pictures differ clearly (by more than `step` in a channel): a small mark, such as a text, counts wholly. */
export async function changedPixels(a: Buffer, b: Buffer, step = 48): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  if (!x || !y || x.length !== y.length) return Number.POSITIVE_INFINITY;
  let changed = 0;
  for (let i = 0; i < x.length; i += 3) {
    if ([0, 1, 2].some((c) => Math.abs((x[i + c] as number) - (y[i + c] as number)) > step)) changed += 1;
  }
  return changed;
}

/** A browser without WebGL 2 (an old phone, WebGL switched off): the preview's renderer gets no context, and a 2D canvas draws. */
export async function withoutWebGl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      return kind === 'webgl2' ? null : (getContext as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof getContext;
  });
}
