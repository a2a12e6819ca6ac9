import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runningPostmaster } from '../server/db/embedded-postgres';
import type { Figure } from './api';
import { median } from './bench-run';
import { freePort, repoRoot, shopDataFolder, shopEnv } from './shop-process';

/*
 * How soon the shop answers GET /api/health/ready after `npm start` is typed: a restart of a built shop
 * (dist built, its data folder made), and the first start of a fresh clone (no dist, no data folder:
 * build, initdb, migrations, seed). Each start is `npm start` in a process group of its own, asked
 * every 10 ms; the median of BENCH_START_RUNS starts (5) and of BENCH_FRESH_RUNS first starts (3).
 */

const RESTARTS = Number(process.env.BENCH_START_RUNS ?? 5);
const FRESH_STARTS = Number(process.env.BENCH_FRESH_RUNS ?? 3);

/** The runs' figures as the report lists them. */
const runs = (values: number[]) => values.map((ms) => Math.round(ms)).join(', ');

/** Milliseconds from `npm start` to the first 200 of /api/health/ready; the shop (and what it started after) stopped again. */
async function timeStart(dataDir: string, env: Record<string, string> = {}): Promise<number> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: shopEnv(port, dataDir, { DRAIN_MS: '0', ...env }),
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) return performance.now() - startedAt;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    process.kill(-(child.pid ?? 0), 'SIGTERM');
    await exited;
    // npm may go before the shop's node has stopped its PostgreSQL (a server of its own session): the next start waits for both.
    while (groupRuns(child.pid ?? 0) || runningPostmaster(path.join(dataDir, 'postgres', 'data')) !== null)
      await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function groupRuns(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function benchShopStart(): Promise<Figure[]> {
  const restarts: number[] = [];
  const dataDir = shopDataFolder();
  try {
    // The first start makes the data folder (and dist, when it is missing or stale); it is no restart.
    await timeStart(dataDir);
    for (let run = 0; run < RESTARTS; run += 1) restarts.push(await timeStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const fresh: number[] = [];
  for (let run = 0; run < FRESH_STARTS; run += 1) {
    // Inside the repository, as dist is: the built server finds node_modules from there.
    const dist = path.join(repoRoot, 'var', `bench-fresh-dist-${process.pid}`);
    const freshData = shopDataFolder();
    try {
      fresh.push(await timeStart(freshData, { DIST_DIR: dist }));
    } finally {
      rmSync(freshData, { recursive: true, force: true });
      if (existsSync(dist)) rmSync(dist, { recursive: true, force: true });
    }
  }
  return [
    {
      name: `shop start, built and its data made: npm start to /api/health/ready, median of ${RESTARTS} (${runs(restarts)} ms)`,
      value: Math.round(median(restarts)),
      unit: 'ms',
    },
    {
      name: `shop first start of a fresh clone (build, initdb, migrate, seed) to /api/health/ready, median of ${FRESH_STARTS} (${runs(fresh)} ms)`,
      value: Math.round(median(fresh)),
      unit: 'ms',
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) for (const figure of await benchShopStart()) console.log(`${figure.name}: ${figure.value} ${figure.unit}`);
