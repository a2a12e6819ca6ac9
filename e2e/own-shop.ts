import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { e2eDataDir } from './staff';

/**
 * A shop of a test's own beside the e2e shop: the same built server on a port and data folder of
 * its own, for settings the shared shop must not have (its clock: SHOP_CLOCK_START). Stopped and
 * started again on the same data folder, it keeps its database: a later start may set the clock on.
 */
export function ownShop(portOffset: number, name: string) {
  const port = Number(process.env.E2E_PORT) + portOffset;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `${e2eDataDir()}-${name}`;
  let shop: ChildProcess | null = null;

  const stop = async () => {
    if (shop && shop.exitCode === null) {
      const exited = new Promise((resolve) => shop?.once('exit', resolve));
      shop.kill('SIGTERM');
      await exited;
    }
    shop = null;
  };

  return {
    url,
    /** Starts it with these settings (on the data of its last start, if any) and waits until it answers. */
    async start(env: Record<string, string>) {
      shop = spawn(process.execPath, ['dist/server/main.js'], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
        stdio: 'inherit',
      });
      await expect.poll(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status ?? 0, { timeout: 110_000, intervals: [500] }).toBe(200);
    },
    /** Stops it; its data stays for the next start. */
    stop,
    /** Stops it and removes its data. */
    async remove() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
