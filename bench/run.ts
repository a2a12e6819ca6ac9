import os from 'node:os';
import { benchAdminOrders } from './admin-orders';
import { benchApi, benchOverload, type Figure, scratchDatabase } from './api';
import { benchBundles } from './bundles';
import { benchConfirmThroughput } from './confirm-throughput';
import { benchDesignThumbnails } from './design-thumbnails';
import { benchDomain } from './domain';
import { benchFacePlacement } from './face-placement';
import { benchHydration } from './hydration';
import { benchImages } from './images';
import { benchInp } from './inp';
import { benchLighthouse } from './lighthouse';
import { benchLogin } from './login';
import { benchPageLoad } from './page-load';
import { benchPreviewRedraw } from './preview-redraw';
import { benchPrintFiles } from './print-files';
import { benchProductPictures } from './product-pictures';
import { probeFigures, probeTable, runProbes } from './probes';
import type { ProbeRow } from './probes/target';
import { benchResponsive } from './responsive';
import { benchRollingRestart } from './rolling-restart';
import { benchShopStart } from './shop-start';
import { benchWidgetStart } from './widget-start';

/**
 * `npm run bench`: every figure the project tracks, printed as one report (copy into BENCHMARKS.md).
 * BENCH_SECONDS sets the load duration per run; BENCH_DATABASE_URL (a role that may create databases, e.g. the one of scripts/test-postgres.sh)
 * adds an external PostgreSQL (DATABASE_URL), measured on a scratch database that is dropped afterwards.
 */
async function main() {
  const figures: Figure[] = [];
  const failed: string[] = [];
  // BENCH_ONLY=hydration,lighthouse runs the sections whose titles contain one of the words.
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  // A section that fails is said and the others still run: half an hour of figures is not lost to one.
  const section = async (title: string, run: () => Promise<Figure[]>) => {
    if (only && !only.some((word) => title.includes(word))) return;
    process.stdout.write(`… ${title}\n`);
    try {
      figures.push(...(await run()));
    } catch (error) {
      console.error(`${title} failed:`, error);
      failed.push(title);
    }
  };
  await section('domain', benchDomain);
  await section('bundles', benchBundles);
  await section('shop start (npm start to /api/health/ready: built, and a fresh clone)', benchShopStart);
  await section('page load', benchPageLoad);
  await section('hydration (phone CPU)', benchHydration);
  await section('interaction to next paint (phone, 4x CPU)', benchInp);
  await section('partner widget start (phone profile)', benchWidgetStart);
  await section('lighthouse (mobile profile)', benchLighthouse);
  await section('image pipeline', benchImages);
  await section('face placement on the labelled set (bench/faces)', benchFacePlacement);
  await section('print files', benchPrintFiles);
  await section('design thumbnails', benchDesignThumbnails);
  await section('product pictures', benchProductPictures);
  await section('configurator preview redraw (phone, 4x CPU)', benchPreviewRedraw);
  await section('login on the embedded PostgreSQL', () => benchLogin());
  await section('API on the embedded PostgreSQL', () => benchApi({ label: 'embedded' }));
  await section('overload on the embedded PostgreSQL', () => benchOverload({ label: 'embedded' }));
  let responsive: Figure[] = [];
  await section('responsiveness on the embedded PostgreSQL (confirms, basket writes)', async () => (responsive = await benchResponsive()));
  // The security probes of issue 14 (SECURITY.md); their probe 2 is the responsiveness run above.
  let probes: ProbeRow[] = [];
  await section('security probes', async () => {
    probes = await runProbes({ responsive });
    return probeFigures(probes);
  });
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    const scratch = await scratchDatabase(pgUrl);
    try {
      const postgres = { label: 'postgres', url: scratch.url };
      await section('login on PostgreSQL', () => benchLogin(postgres));
      await section('API on PostgreSQL', () => benchApi(postgres));
      await section('overload on PostgreSQL', () => benchOverload(postgres));
    } finally {
      await scratch.drop();
    }
    await section('rolling restart of two processes behind nginx on PostgreSQL', () => benchRollingRestart(pgUrl));
    await section("staff's order list with 100,000 orders on PostgreSQL", benchAdminOrders);
    await section('confirm throughput with 1, 2 and 4 processes on PostgreSQL (docs/scaling.md)', benchConfirmThroughput);
  } else console.log('(set BENCH_DATABASE_URL=postgres://... to measure PostgreSQL too)');

  console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  console.log('| figure | value | unit |\n|---|---:|---|');
  for (const f of figures) console.log(`| ${f.name} | ${f.shown ?? f.value} | ${f.unit} |`);
  if (probes.length > 0) console.log(`\nSecurity probes (for SECURITY.md; \`npx tsx bench/probes.ts\` runs them alone and writes it):\n${probeTable(probes)}`);
  if (failed.length > 0) {
    console.error(`\nFailed sections: ${failed.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
