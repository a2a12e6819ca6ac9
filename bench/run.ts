import os from 'node:os';
import { benchApi, type Figure } from './api';

/**
 * `npm run bench`: every figure the project tracks, printed as one report (copy into BENCHMARKS.md).
 * BENCH_SECONDS sets the load duration per run; BENCH_DATABASE_URL adds PostgreSQL (the server migrates and seeds that database).
 */
async function main() {
  const figures: Figure[] = [];
  const section = async (title: string, run: () => Promise<Figure[]>) => {
    process.stdout.write(`… ${title}\n`);
    figures.push(...(await run()));
  };
  const domain = await import('./domain').catch(() => null);
  if (domain) await section('domain', domain.benchDomain);
  await section('API on PGlite', () => benchApi({ label: 'pglite' }));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) await section('API on PostgreSQL', () => benchApi({ label: 'postgres', url: pgUrl }));
  else console.log('(set BENCH_DATABASE_URL=postgres://... to measure PostgreSQL too)');

  console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  console.log('| figure | value | unit |\n|---|---:|---|');
  for (const f of figures) console.log(`| ${f.name} | ${f.value} | ${f.unit} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
