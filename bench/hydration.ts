import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Figure } from './api';
import { median, printFiguresIfStarted } from './bench-run';
import { inFreshPhone, throttleLikeAPhone } from './phone-profile';
import { repoRoot as root, startShop } from './shop-process';

/*
 * Hydration of a server-rendered shop page on a phone's CPU: a Pixel 7 context, the CPU 4x slower
 * (CDP), no network throttling (the network is page-load.ts's figure; this one is the main thread's).
 * Measured without touching the shop's code, so that any build can be measured the same way (the
 * React Router 7 build before issue 39 too): an init script watches, every frame, for React's fiber
 * key on the footer's last link, the last element React hydrates, and the long tasks (> 50 ms) until
 * then. The median of RUNS cold loads, after one warm-up load for the server's caches.
 */

// Issue 45's shop pages: home, a product page in two languages, the price list, a CMS page (the seeded imprint).
const PAGES = (process.env.BENCH_HYDRATION_PATHS ?? '/de,/de/leinwand,/fr/toile,/de/preise,/de/impressum').split(',');
const RUNS = Number(process.env.BENCH_HYDRATION_RUNS ?? 7);

interface Hydration {
  /** ms after navigation start until the footer's last link belongs to React. */
  readonly hydrated: number;
  /** Sum of (duration - 50 ms) of the long tasks until then: Lighthouse's total blocking time, measured. */
  readonly blocking: number;
  /** The longest task until then (ms). */
  readonly longest: number;
  /** How many tasks over 50 ms until then (the target: none). */
  readonly longTasks: number;
}

const WATCH_HYDRATION = `(() => {
  const longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  const hydrated = () => {
    const links = document.querySelectorAll('footer a');
    const last = links[links.length - 1];
    return last !== undefined && Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
  };
  const watch = () => {
    if (!hydrated()) return requestAnimationFrame(watch);
    const at = performance.now();
    // Let the long task that ended at 'at' report before reading them.
    setTimeout(() => {
      const until = longTasks.filter(([start]) => start < at);
      window.shopHydration = {
        hydrated: at,
        blocking: until.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
        longest: until.reduce((max, [, d]) => Math.max(max, d), 0),
        longTasks: until.length,
      };
    }, 200);
  };
  requestAnimationFrame(watch);
})();`;

function measureHydration(url: string): Promise<Hydration> {
  return inFreshPhone(async (context) => {
    await context.addInitScript({ content: WATCH_HYDRATION });
    const page = await context.newPage();
    await throttleLikeAPhone(context, page, { network: false });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const handle = await page.waitForFunction(() => (window as unknown as { shopHydration?: Hydration }).shopHydration, undefined, { timeout: 60_000 });
    return (await handle.jsonValue()) as Hydration;
  });
}

export async function benchHydration(): Promise<Figure[]> {
  if (!existsSync(path.join(root, 'dist/shell/index.html'))) throw new Error('build the shop first: npm run build');
  const shop = await startShop();
  try {
    const figures: Figure[] = [];
    for (const page of PAGES) {
      const url = `${shop.base}${page}`;
      await measureHydration(url);
      const runs: Hydration[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measureHydration(url));
      const of = (pick: (run: Hydration) => number) => Math.round(median(runs.map(pick)));
      const profile = `phone 4x CPU, median of ${RUNS}`;
      figures.push(
        { name: `hydration done ${page}, ms after navigation start (${profile})`, value: of((r) => r.hydrated), unit: 'ms' },
        { name: `hydration blocking time ${page}, long tasks over 50 ms until hydrated (${profile})`, value: of((r) => r.blocking), unit: 'ms' },
        { name: `hydration longest task ${page} (${profile})`, value: of((r) => r.longest), unit: 'ms' },
        { name: `hydration tasks over 50 ms ${page} (${profile})`, value: of((r) => r.longTasks), unit: '' },
      );
    }
    return figures;
  } finally {
    await shop.stop();
  }
}

printFiguresIfStarted(import.meta.url, benchHydration);
