import { type ShopCluster, startShopCluster } from './shop-cluster';
import { startTraffic, type TrafficResult } from './shop-traffic';

/*
 * The rolling restart under shopper traffic, for the test (rolling-restart.test.ts) and the bench
 * (bench/rolling-restart.ts): traffic through nginx for a while, each process restarted in turn,
 * traffic for a while more.
 */

/** Traffic before the first restart and after the last: the steady state around it. */
const SETTLE_MS = 3_000;

export interface RollingRun {
  cluster: ShopCluster;
  traffic: TrafficResult;
  /** When the first restart began and the last one ended (ms since the epoch). */
  restart: { from: number; to: number };
}

export async function runRollingRestart(databaseUrl: string, cleanups: Array<() => Promise<unknown> | unknown>): Promise<RollingRun> {
  const cluster = await startShopCluster(databaseUrl, cleanups);
  const load = startTraffic(cluster.proxy.base);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const from = Date.now();
  for (let index = 0; index < cluster.servers.length; index += 1) await cluster.restartInTurn(index);
  const to = Date.now();
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const traffic = await load.stop();
  return { cluster, traffic, restart: { from, to } };
}
