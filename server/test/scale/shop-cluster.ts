import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_OWNER } from '../../features/staff/test-helpers';
import { type ServerProcess, startServer } from '../faults/server-process';
import { type S3Server, startS3Server } from '../s3-server';
import { type SmtpCatcher, startSmtpCatcher } from '../smtp-catcher';
import { type NginxProxy, startNginx } from './nginx-proxy';

/*
 * Two shop processes on one PostgreSQL database and one S3 store (s3rver), behind nginx, as
 * deploy/ runs them; both run the print and mail workers. restartInTurn is what an operator's
 * deploy does for one process (deploy/rolling-restart.sh): nginx stops sending it requests (the
 * upstream set without it, reloaded), SIGTERM drains what its old workers still had in flight, a
 * fresh process starts, and once it is ready nginx sends to it again.
 */

/** Long enough for what nginx's old workers still send it after the reload, which finish within RELOAD_MS. */
const DRAIN_MS = 2_000;

export interface ShopCluster {
  proxy: NginxProxy;
  s3: S3Server;
  smtp: SmtpCatcher;
  servers: ServerProcess[];
  restartInTurn(index: number): Promise<void>;
  /** The error lines (pino JSON) of every process the cluster started, stopped ones included: what a failed request's process said. */
  errorLog(): string[];
  /** A fresh process in place of one that died, and nginx sends to it. */
  replace(index: number): Promise<void>;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function becomesReady(server: ServerProcess) {
  for (const until = Date.now() + 30_000; Date.now() < until; await pause(100)) {
    if (
      await fetch(`${server.base}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
  }
  throw new Error(`${server.base} did not become ready: ${server.stderr()}`);
}

export async function startShopCluster(databaseUrl: string, cleanups: Array<() => Promise<unknown> | unknown>): Promise<ShopCluster> {
  const s3 = await startS3Server();
  cleanups.push(() => s3.close());
  const smtp = await startSmtpCatcher();
  cleanups.push(() => smtp.close());
  const env = {
    DATABASE_URL: databaseUrl,
    ...s3.env,
    IMAGE_URL_SECRET: 'rolling-restart-image-url-secret-of-32-chars',
    SMTP_URL: smtp.url,
    ...FIRST_OWNER,
    PRINT_WORKER_POLL_MS: '200',
    // A try that fails (a store's hiccup under CI's load) is tried again within the test's wait, not after 30 s.
    PRINT_RETRY_BASE_MS: '2000',
    MAIL_WORKER_POLL_MS: '200',
    DRAIN_MS: String(DRAIN_MS),
    LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    RATE_LIMIT_IP_FACTOR: '100',
    LOG_LEVEL: 'error',
  };
  const started: ServerProcess[] = [];
  const start = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'printshop-rolling-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({ ...env, DATA_DIR: dataDir });
    started.push(server);
    cleanups.push(() => server.stop());
    await becomesReady(server);
    return server;
  };
  // Both at once, as several machines start on a new database (pg-boss's queues made by both).
  const servers = await Promise.all([start(), start()]);
  const proxy = await startNginx(servers.map((server) => server.base));
  cleanups.push(() => proxy.stop());

  const replace = async (index: number) => {
    servers[index] = await start();
    await proxy.route(servers.map((server) => server.base));
  };
  return {
    proxy,
    s3,
    smtp,
    servers,
    replace,
    errorLog: () => started.flatMap((server) => server.stdout().split('\n').filter(Boolean)),
    restartInTurn: async (index) => {
      const stopping = servers[index]!;
      await proxy.route(servers.filter((server) => server !== stopping).map((server) => server.base));
      const exit = await stopping.stop();
      if (exit !== 0) throw new Error(`${stopping.base} exited with ${exit}: ${stopping.stderr()}`);
      await replace(index);
    },
  };
}
