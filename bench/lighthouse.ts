import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../e2e/chromium';
import type { Figure } from './api';
import { median } from './bench-run';
import { repoRoot, startShop } from './shop-process';

/*
 * Lighthouse 13 with its default (mobile) profile: a phone on slow 4G with 4x CPU slowdown,
 * simulated. Lighthouse 13 asks for Node >= 22.19 but runs on this machine's Node 20; so that the
 * project's own install stays free of engine warnings, it lives in .cache/lighthouse, installed here
 * on first use, not in package.json.
 */

const LIGHTHOUSE = 'lighthouse@13.5.0';
// Issue 45's shop pages: home, a product page in two languages, the price list, a CMS page (the seeded imprint).
const PAGES = (process.env.BENCH_LIGHTHOUSE_PATHS ?? '/de,/de/leinwand,/fr/toile,/de/preise,/de/impressum').split(',');
/** Runs per page: the target is a performance score of at least GOOD in every one of them. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const GOOD = 98;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const lighthouseDir = path.join(repoRoot, '.cache', 'lighthouse');
const cli = path.join(lighthouseDir, 'node_modules', 'lighthouse', 'cli', 'index.js');

function ensureLighthouse(): void {
  if (existsSync(cli)) return;
  execFileSync('npm', ['install', '--prefix', lighthouseDir, '--no-save', '--no-audit', '--no-fund', '--engine-strict=false', '--loglevel=error', LIGHTHOUSE], {
    stdio: 'inherit',
  });
}

interface Report {
  /** Lighthouse's measure of the host's speed (higher is faster), taken at each run. */
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

// Lighthouse sometimes fails to record its trace on a loaded host (NO_NAVSTART, NO_FCP); such a run
// says nothing of the page, so it is run again, up to ATTEMPTS times in all.
const ATTEMPTS = 3;

async function runLighthouse(url: string, outDir: string): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url, outDir);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.error(`lighthouse ${url}: run ${attempt} failed, running it again`);
    }
  }
}

// Run without blocking the bench's event loop: a blocked loop misses the shop closing an idle
// keep-alive socket, and the next page's fetch then fails on it ("other side closed").
async function runLighthouseOnce(url: string, outDir: string): Promise<Report> {
  const out = path.join(outDir, 'report.json');
  await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      // The flags of every browser figure (e2e/chromium.ts); the profile stays Lighthouse's mobile default.
      `--chrome-flags=--headless=new ${chromiumLaunchOptions.args!.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath }, maxBuffer: 64 * 2 ** 20 },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

const score = (report: Report, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
const metric = (report: Report, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;

export async function benchLighthouse(): Promise<Figure[]> {
  if (!existsSync(path.join(repoRoot, 'dist/shell/index.html'))) throw new Error('build the shop first: npm run build');
  ensureLighthouse();
  const shop = await startShop();
  const outDir = mkdtempSync(path.join(tmpdir(), 'printshop-lighthouse-'));
  const figures: Figure[] = [];
  try {
    for (const page of PAGES) {
      await fetch(`${shop.base}${page}`); // warm the server's caches; Lighthouse's browser starts cold
      const reports: Report[] = [];
      for (let run = 0; run < RUNS; run += 1) reports.push(await runLighthouse(`${shop.base}${page}`, outDir));
      const of = (pick: (report: Report) => number) => median(reports.map(pick));
      const performance = reports.map((report) => score(report, 'performance'));
      figures.push(
        { name: `lighthouse mobile ${page} runs with performance >= ${GOOD} (of ${RUNS})`, value: performance.filter((s) => s >= GOOD).length, unit: 'runs' },
        {
          name: `lighthouse mobile ${page} performance (median of ${RUNS}; runs ${performance.join(', ')})`,
          value: of((r) => score(r, 'performance')),
          unit: 'score',
        },
        ...CATEGORIES.filter((category) => category !== 'performance').map((category) => ({
          name: `lighthouse mobile ${page} ${category} (median of ${RUNS})`,
          value: of((r) => score(r, category)),
          unit: 'score',
        })),
        { name: `lighthouse mobile ${page} TBT (median of ${RUNS})`, value: Math.round(of((r) => metric(r, 'total-blocking-time'))), unit: 'ms' },
        { name: `lighthouse mobile ${page} LCP (median of ${RUNS})`, value: Math.round(of((r) => metric(r, 'largest-contentful-paint'))), unit: 'ms' },
        {
          name: `lighthouse mobile ${page} host benchmark index (median of ${RUNS})`,
          value: Math.round(of((r) => r.environment?.benchmarkIndex ?? Number.NaN)),
          unit: '',
        },
        { name: `lighthouse mobile ${page} CLS (median of ${RUNS})`, value: Number(of((r) => metric(r, 'cumulative-layout-shift')).toFixed(3)), unit: '' },
      );
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    await shop.stop();
  }
  return figures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const figure of await benchLighthouse()) console.log(`${figure.name}: ${figure.value} ${figure.unit}`);
}
