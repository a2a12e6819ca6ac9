import { median, percentile, printFiguresIfStarted } from './bench-run';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { Figure } from './api';
import { uploadAndChoosePhoto } from './configurator-photo';
import { FRAME_TRACE_CATEGORIES, frameWork, type FrameWork } from './frame-times';
import { phoneJpeg } from './images';
import { launchChromium, phoneContext } from './phone-profile';
import { repoRoot as root, startShop } from './shop-process';

/*
 * The configurator preview's redraw on a phone (issue 17: p95 <= 16 ms per frame): the built shop,
 * Debian's Chromium with a Pixel 7 viewport and 4x CPU slowdown (CDP), a 24 MP photo uploaded
 * (the preview draws from its 2048 px proxy). In the object view and in the wall view, the size is
 * changed, the image zoomed by the toolbar and dragged on the preview. Each frame in which the
 * preview redrew (it marks its drawing with performance.measure "preview-draw-<view>") is timed
 * in a Chrome trace from the frame's start to its presentation (frame-times.ts): the page's script,
 * the readback of the WebGL canvas for the software compositor, the GPU's work (SwiftShader, on
 * the CPU: no GPU here) and the display. The measure's own span is printed too: the drawing's
 * script until the canvas has its commands, the GPU's work not awaited. Each view is measured with
 * the soft proof off and again with it and its gamut warning on (issue 41: its script at most 4 ms
 * per frame; the lookup table is sampled by the GPU, so its cost shows in the frame's time). Expects
 * `npm run build` to have run (bench/run.ts builds).
 */

/*
 * BENCH_PREVIEW_QUICK=1, for A/B runs in alternation on a busy machine: one size, the soft proof off,
 * and a 6 MP photo, whose upload takes a fraction of the time (the preview draws from the same
 * 2048 px proxy).
 */
const QUICK = process.env.BENCH_PREVIEW_QUICK === '1';
const SIZES = QUICK ? ['120 × 80 cm'] : ['40 × 30 cm', '120 × 80 cm', '60 × 40 cm'];

async function goToDesign(page: Page, size: string) {
  const widget = page.getByTestId('configurator');
  await widget.getByRole('button', { name: 'Back' }).click();
  await widget.getByRole('button', { name: 'Back' }).click();
  await widget.getByRole('radio', { name: size, exact: true }).check();
  await widget.getByRole('button', { name: 'Next' }).click();
  await widget.getByRole('button', { name: 'Next' }).click();
}

/** Marks an action in the trace, so its frames are told apart (frame-times.ts). */
const mark = (page: Page, action: Action) => page.evaluate((name) => performance.mark(`action:${name}`), action);
const ACTIONS = ['size', 'zoom', 'drag'] as const;
type Action = (typeof ACTIONS)[number];

const redrawCount = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('measure').filter((entry) => entry.name.startsWith('preview-draw-')).length);

/**
 * Drags the image on the preview (zoomed in before, so it has room to move). The zoom buttons lie
 * below the preview on a phone and clicking them scrolls it up, in the wall view out of the
 * viewport: it is scrolled back first, and a drag that redrew nothing fails the bench.
 */
async function drag(page: Page, preview: Locator) {
  await preview.scrollIntoViewIfNeeded();
  const box = await preview.boundingBox();
  if (!box) throw new Error('no preview on the page');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const before = await redrawCount(page);
  await mark(page, 'drag');
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 30; i += 1) await page.mouse.move(x + Math.sin(i / 5) * 40, y + Math.cos(i / 7) * 25);
  await page.mouse.up();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const redrawn = (await redrawCount(page)) - before;
  if (redrawn < 10) throw new Error(`the drag redrew the preview ${redrawn} times`);
}

/** The redraw times (ms) of one view while size, zoom and drag change the design. */
async function redraws(page: Page, view: 'object' | 'room', tab: string, proof: boolean): Promise<{ frames: FrameWork[]; drawing: number[] }> {
  const widget = page.getByTestId('configurator');
  await widget.getByRole('tab', { name: tab }).click();
  await widget.getByRole('switch', { name: 'Soft proof' }).setChecked(proof);
  if (proof) await widget.getByRole('switch', { name: 'Show colours the material cannot print' }).check();
  const preview = widget.getByTestId('preview-canvas');
  await preview.and(page.locator(`[data-view="${view}"][data-ready="true"]`)).waitFor({ timeout: 60_000 });
  await page.evaluate(() => performance.clearMeasures());
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: FRAME_TRACE_CATEGORIES });
  const zoom = async (name: string, times: number) => {
    await mark(page, 'zoom');
    for (let i = 0; i < times; i += 1) await widget.getByRole('button', { name }).click();
  };
  for (const size of SIZES) {
    await mark(page, 'size');
    await goToDesign(page, size);
    await preview.and(page.locator('[data-ready="true"]')).waitFor({ timeout: 60_000 });
    await zoom('Zoom in', 4);
    await drag(page, preview);
    await zoom('Zoom out', 3);
    await drag(page, preview);
    await zoom('Zoom out', 1);
  }
  // Let the last frame draw.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const trace = await browser.stopTracing();
  const name = `preview-draw-${view}`;
  const drawing = await page.evaluate((measure) => performance.getEntriesByName(measure, 'measure').map((entry) => entry.duration), name);
  if (process.env.BENCH_TRACE_DIR) writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `${name}${proof ? '-proof' : ''}.json`), trace);
  return { frames: frameWork(trace, name), drawing };
}

const p95 = (values: number[]) => Number(percentile(values, 95).toFixed(1));

export async function benchPreviewRedraw(): Promise<Figure[]> {
  if (!existsSync(path.join(root, 'dist/widget'))) throw new Error('build the shop first: npm run build');
  const dir = mkdtempSync(path.join(tmpdir(), 'printshop-bench-preview-'));
  const shop = await startShop();
  const browser = await launchChromium();
  try {
    const photo = path.join(dir, 'photo-24mp.jpg');
    await phoneJpeg(photo, QUICK ? { width: 3000, height: 2000 } : {});
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${shop.base}/en/configurator/canvas`);
    const widget = page.getByTestId('configurator');
    await widget.getByRole('button', { name: 'Next' }).click();
    await uploadAndChoosePhoto(page, photo, 120_000);
    await widget.getByRole('button', { name: 'Next' }).click();
    // Only the redraws run slowed down; the upload is the server's work.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const figures: Figure[] = [];
    for (const [view, tab] of [
      ['object', 'Object'],
      ['room', 'On the wall'],
    ] as const)
      for (const proof of QUICK ? [false] : [false, true]) {
        const { frames, drawing } = await redraws(page, view, tab, proof);
        const label = `preview redraw, ${view} view${proof ? ', soft proof and gamut warning on' : ''}, phone 4x CPU, ${QUICK ? '6' : '24'} MP photo`;
        const whole = frames.map((f) => f.frame);
        figures.push(
          { name: `${label}: frame start to presented, median (${frames.length} frames)`, value: Number(median(whole).toFixed(1)), unit: 'ms' },
          { name: `${label}: frame start to presented, p95 (target <= 16 ms with a GPU)`, value: Number(percentile(whole, 95).toFixed(1)), unit: 'ms' },
          {
            name: `${label}: drawing script alone, median (${drawing.length} redraws; target with the proof <= 4 ms)`,
            value: Number(median(drawing).toFixed(1)),
            unit: 'ms',
          },
          { name: `${label}: drawing script alone, p95`, value: Number(percentile(drawing, 95).toFixed(1)), unit: 'ms' },
        );
        // The page's own main-thread work per frame (frame-times.ts), per action: what a phone's CPU does whatever its GPU.
        for (const action of ACTIONS) {
          const of = frames.filter((f) => f.action === action);
          figures.push(
            {
              name: `${label}, ${action}: page's own main-thread work per frame, median (${of.length} frames)`,
              value: Number(median(of.map((f) => f.own)).toFixed(1)),
              unit: 'ms',
            },
            { name: `${label}, ${action}: page's own main-thread work per frame, p95 (target <= 8 ms)`, value: p95(of.map((f) => f.own)), unit: 'ms' },
            {
              name: `${label}, ${action}: the same work's CPU time, p95 (on a busy host near what a quiet one takes)`,
              value: p95(of.map((f) => f.cpu)),
              unit: 'ms',
            },
            { name: `${label}, ${action}: frame start to presented, p95`, value: p95(of.map((f) => f.frame)), unit: 'ms' },
          );
        }
      }
    await context.close();
    return figures;
  } finally {
    await browser.close();
    await shop.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

printFiguresIfStarted(import.meta.url, benchPreviewRedraw);
