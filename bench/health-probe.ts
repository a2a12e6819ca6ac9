/*
 * Asks GET /api/health every 20 ms from a process of its own, so that the latencies it records are
 * the server's and not the load generator's (autocannon keeps the bench process busy). Started by
 * bench/responsive.ts with the base URL; on 'stop' it sends back every answer and exits.
 */

interface Probe {
  ms: number;
  status: number;
}

const base = process.argv[2];
const probes: Probe[] = [];
const stopped = new AbortController();

process.on('message', (message) => {
  if (message === 'stop') stopped.abort();
});

async function main() {
  process.send?.('ready');
  while (!stopped.signal.aborted) {
    const startedAt = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // status 0: no answer
    }
    probes.push({ ms: performance.now() - startedAt, status });
    await new Promise((r) => setTimeout(r, 20));
  }
  process.send?.(probes, () => process.exit(0));
}

void main();
