import { type ChildProcess, fork } from 'node:child_process';
import { chmodSync, closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/test/faults/server-process';

export { freePort };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A new data folder for a shop: as a folder the shop makes itself, as root the embedded server runs as the user postgres, which must reach it. */
export function shopDataFolder(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'printshop-bench-'));
  chmodSync(dataDir, 0o755);
  return dataDir;
}

/** A measured shop's environment: no SMTP_URL or DATABASE_URL of the caller's, only what `extra` asks for. */
export function shopEnv(port: number, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.SMTP_URL;
  delete inherited.DATABASE_URL;
  return {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // No scheduled backup nor payment-reminder run in the middle of a measurement.
    BACKUP_INTERVAL_HOURS: '0',
    REMINDER_POLL_MS: '0',
    ...extra,
  };
}

export interface ShopProcess {
  base: string;
  /** The server's own process (fork runs node directly), for its memory figures. */
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The real shop, started as `npm start` does (scripts/start.mjs: the compiled server, built first
 * when dist is missing or stale), in a child process on a free loopback port with a fresh data
 * folder: on the embedded PostgreSQL server it starts there, or on `databaseUrl`. Stopping it
 * removes the data folder.
 */
export async function startShop(options: { databaseUrl?: string; env?: Record<string, string>; logFile?: string } = {}): Promise<ShopProcess> {
  const dataDir = shopDataFolder();
  const port = await freePort();
  const env = shopEnv(port, dataDir, options.env);
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  // With `logFile`, the shop's stdout and stderr (its pino log) go to that file instead of the terminal.
  const logFd = options.logFile ? openSync(options.logFile, 'a') : null;
  const child = fork(path.join(repoRoot, 'scripts/start.mjs'), [], { env, stdio: logFd === null ? 'inherit' : ['ignore', logFd, logFd, 'ipc'] });
  if (logFd !== null) closeSync(logFd);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/api/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid!, dataDir, stop };
}
