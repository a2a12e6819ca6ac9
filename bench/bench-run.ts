import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Figure } from './api';

/** Whether the module at `moduleUrl` was started itself (`tsx bench/x.ts`) rather than imported (by bench/run.ts). */
export const startedDirectly = (moduleUrl: string): boolean => Boolean(process.argv[1]) && path.resolve(process.argv[1] as string) === fileURLToPath(moduleUrl);

/** A bench module started directly prints its figures as table rows; a failure exits with 1. */
export function printFiguresIfStarted(moduleUrl: string, bench: () => Promise<Figure[]>): void {
  if (!startedDirectly(moduleUrl)) return;
  bench().then(
    (figures) => {
      for (const f of figures) console.log(`| ${f.name} | ${f.shown ?? f.value} | ${f.unit} |`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** The middle value (the upper one of an even count); NaN for none. */
export const median = (values: readonly number[]): number => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The value `p` percent of `values` are at or below (nearest rank); NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The growth of this process's resident memory while work runs: sampled every `ms` and at each `sample()`; `stop()` ends the sampling. */
export function rssGrowth(ms: number) {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const timer = setInterval(sample, ms);
  return { sample, stop: () => clearInterval(timer), peakMiB: () => Math.round((peak - baseline) / 2 ** 20) };
}
