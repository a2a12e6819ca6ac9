import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startPartnerSite } from '../e2e/partner-page';
import { designStepFiles, startFiles } from '../e2e/widget-start-files';
import type { Figure } from './api';
import { median, printFiguresIfStarted } from './bench-run';
import { kb, sizes } from './bundles';
import { freePort, repoRoot as root, startShop } from './shop-process';
import { launchChromium, phoneContext, throttleLikeAPhone } from './phone-profile';

/*
 * The partner widget's start (issue 21): what it downloads, and how soon its first step can be used
 * on a partner's page as a phone on a slow network sees it. The built widget served by the real
 * server (fresh database), a partner page on another origin (e2e/partner-page.ts), Debian's
 * Chromium with a phone viewport, CDP throttling like bench/page-load.ts (Slow 4G: 150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up; 4x CPU slowdown), a cold cache each run; the median of 5 runs.
 * Expects `npm run build` to have run (bench/run.ts builds).
 */

const RUNS = 5;

/**
 * The widget's files (vite.widget.config.ts): the loader; the files it imports at once for the first
 * step (their names are in it, e2e/widget-start-files.ts); the design step's chunk
 * configurator-design-step-<hash>.js and the text tool's, configurator-text-tool-<hash>.js (a chunk group in
 * vite.widget.config.ts, with the canvas libraries it shares with the design step; none before there
 * was a text tool), both imported when the design step is;
 * one language's texts, the first step's and the design step's own (configurator-design-de-<hash>.js,
 * imported with its chunk).
 */
function widgetFiles(dir: string) {
  const names = readdirSync(dir);
  const inDir = (list: Iterable<string>) => [...list].map((name) => path.join(dir, name));
  const textTool = names.filter((name) => /^configurator-text-tool-[\w-]{8}\.js$/.test(name));
  const first = startFiles(readFileSync(path.join(dir, 'configurator.js'), 'utf8'));
  const designChunk = names.find((name) => /^configurator-design-step-[\w-]{8}\.js$/.test(name));
  const designTexts = names.filter((name) => /^configurator-design-de-[\w-]{8}\.js$/.test(name));
  const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
  return {
    loader: sizes(inDir(['configurator.js'])),
    firstStep: sizes(inDir(first)),
    designLoad: sizes(inDir([...(designChunk ? designStepFiles(designChunk, first, read) : []), ...designTexts])),
    design: sizes(inDir(names.filter((name) => /^configurator-design-step-[\w-]{8}\.js$/.test(name)))),
    textTool: textTool.length ? sizes(inDir(textTool)) : null,
    texts: sizes(inDir(names.filter((name) => /^configurator-de-[\w-]{8}\.js$/.test(name)))),
    designTexts: sizes(inDir(designTexts)),
  };
}

/** A chunk's size, or 'not built' when the build has no such chunk. */
const chunkFigure = (name: string, bytes: number | undefined): Figure =>
  bytes === undefined ? { name, value: Number.NaN, unit: 'kB', shown: 'not built' } : { name, value: kb(bytes), unit: 'kB' };

/** A partner's product page: one widget, the loader in a script tag (as EMBEDDING.md shows). */
const partnerPage = (shop: string) => `<!doctype html><html lang="de"><meta name="viewport" content="width=device-width"><title>Partner</title>
<h1>Poster nach Mass</h1>
<div data-printshop-configurator data-product-id="poster"></div>
<script src="${shop}/widget/v1/configurator.js" async></script></html>`;

/** Milliseconds from the loader's request to the first step's Next button in the widget's shadow root (React attaches its handlers as it renders). */
async function firstStepMs(url: string): Promise<number> {
  const browser = await launchChromium();
  try {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    // A string: tsx would wrap a function's inner functions in a helper the page does not have.
    await page.addInitScript(`(() => {
      const look = () => {
        const next = document.querySelector('[data-printshop-configurator]')?.shadowRoot?.querySelector('.step-nav button.primary');
        if (next) window.firstStepAt = performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    })();`);
    await throttleLikeAPhone(context, page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { firstStepAt?: number }).firstStepAt !== undefined, null, { timeout: 120_000 });
    const ms = await page.evaluate(() => {
      const loader = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/widget/v1/configurator.js'));
      return (window as unknown as { firstStepAt: number }).firstStepAt - (loader?.startTime ?? Number.NaN);
    });
    await context.close();
    return ms;
  } finally {
    await browser.close();
  }
}

export async function benchWidgetStart(): Promise<Figure[]> {
  const widgetDir = path.join(root, 'dist/widget/v1');
  if (!existsSync(path.join(widgetDir, 'configurator.js'))) throw new Error('build the shop first: npm run build');
  const files = widgetFiles(widgetDir);
  const partnerPort = await freePort();
  const partnerOrigin = `http://localhost:${partnerPort}`;
  const shop = await startShop({ env: { PARTNER_ORIGINS: partnerOrigin } });
  const partner = await startPartnerSite(partnerPort, { pages: { '/product.html': () => partnerPage(shop.base) } });
  try {
    await fetch(`${shop.base}/api/config/products`); // warm the server's caches; the browser's stays cold
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await firstStepMs(`${partnerOrigin}/product.html`));
    return [
      { name: 'widget loader configurator.js gzip (target 2)', value: kb(files.loader.gz), unit: 'kB' },
      { name: 'widget JS to show the first step gzip (the loader and the files it imports at once; target 110)', value: kb(files.firstStep.gz), unit: 'kB' },
      {
        name: "widget design step's load gzip (its chunk, the chunks it imports that the first step has not loaded, its German texts; target 70)",
        value: kb(files.designLoad.gz),
        unit: 'kB',
      },
      { name: 'widget design step chunk gzip (loaded on demand, with the text tool chunk)', value: kb(files.design.gz), unit: 'kB' },
      { name: 'widget design step chunk brotli', value: kb(files.design.br), unit: 'kB' },
      chunkFigure('widget text tool chunk with Konva gzip (loaded with the design step)', files.textTool?.gz),
      chunkFigure('widget text tool chunk brotli', files.textTool?.br),
      { name: 'widget texts of one language gzip', value: kb(files.texts.gz), unit: 'kB' },
      { name: "widget design step's texts of one language gzip (loaded with its chunk)", value: kb(files.designTexts.gz), unit: 'kB' },
      {
        name: `widget first step interactive on a partner page, ms after the loader starts, phone slow-4G 4x CPU (median of ${RUNS}; target 1200)`,
        value: Math.round(median(runs)),
        unit: 'ms',
      },
    ];
  } finally {
    await partner.close();
    await shop.stop();
  }
}

printFiguresIfStarted(import.meta.url, benchWidgetStart);
