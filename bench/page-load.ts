import { median, printFiguresIfStarted } from './bench-run';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Figure } from './api';
import { repoRoot as root, startShop } from './shop-process';
import { inFreshPhone, throttleLikeAPhone } from './phone-profile';

/*
 * Largest Contentful Paint of a content page as a phone on a slow network sees it: the built shell
 * served by the real server (fresh database), Debian's Chromium, a phone viewport, CDP network
 * throttling like Slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) and 4x CPU slowdown, a cold
 * cache each run; the median of 3 runs. Expects `npm run build` to have run (bench/run.ts builds).
 */

const PAGE = process.env.BENCH_LCP_PATH ?? '/de/leinwand';
const RUNS = 5;

function measureLcp(url: string): Promise<number> {
  return inFreshPhone(async (context) => {
    const page = await context.newPage();
    await throttleLikeAPhone(context, page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('h1').waitFor({ timeout: 60_000 });
    // LCP entries are buffered; give a late larger paint (the price list) a moment to report.
    await page.waitForTimeout(1500);
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries.at(-1)?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  });
}

export async function benchPageLoad(): Promise<Figure[]> {
  if (!existsSync(path.join(root, 'dist/shell/index.html'))) throw new Error('build the shop first: npm run build');
  const shop = await startShop();
  try {
    const { base } = shop;
    // Warm the server's caches, the product pictures too (drawn on their first request, as a running
    // shop has long done); the browser's cache stays cold each run.
    await measureLcp(`${base}${PAGE}`);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measureLcp(`${base}${PAGE}`));
    return [{ name: `page load LCP ${PAGE} phone slow-4G 4x CPU (median of ${RUNS})`, value: Math.round(median(runs)), unit: 'ms' }];
  } finally {
    await shop.stop();
  }
}

printFiguresIfStarted(import.meta.url, benchPageLoad);
