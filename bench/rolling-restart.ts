import { runRollingRestart } from '../server/test/scale/rolling-restart';
import { type Figure, scratchDatabase } from './api';
import { percentile, printFiguresIfStarted } from './bench-run';

const name = (what: string) => `rolling restart of 2 processes behind nginx: ${what}`;

/**
 * The rolling restart of server/test/scale/rolling-restart.test.ts as figures: two processes on a
 * scratch database of BENCH_DATABASE_URL's PostgreSQL behind Debian's nginx, restarted in turn
 * under browsing and a checkout loop. `npx tsx bench/rolling-restart.ts` runs it alone.
 */
export async function benchRollingRestart(adminUrl: string): Promise<Figure[]> {
  const scratch = await scratchDatabase(adminUrl);
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  try {
    const { traffic, restart } = await runRollingRestart(scratch.url, cleanups);
    for (const request of traffic.failed) console.error('failed:', request);
    const during = traffic.sent.filter((request) => request.start >= restart.from && request.start <= restart.to);
    return [
      { name: name('requests'), value: traffic.sent.length, unit: 'requests' },
      { name: name('failed'), value: traffic.failed.length, unit: 'requests' },
      { name: name('orders confirmed'), value: traffic.orders.length, unit: 'orders' },
      { name: name('uploads'), value: traffic.uploads.length, unit: 'images' },
      { name: name('both restarts took'), value: Math.round((restart.to - restart.from) / 100) / 10, unit: 's' },
      {
        name: name('p95 latency during the restarts'),
        value: Math.round(
          percentile(
            during.map((request) => request.end - request.start),
            95,
          ),
        ),
        unit: 'ms',
      },
    ];
  } finally {
    for (const cleanup of cleanups.toReversed()) await cleanup();
    await scratch.drop();
  }
}

printFiguresIfStarted(import.meta.url, () => {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL=postgres://... (a role that may create databases)');
  return benchRollingRestart(url);
});
