import { type ChildProcess, fork } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processRuns, runningPostmaster } from '../../db/embedded-postgres';
import { freePort } from '../../db/free-port';

export { freePort };

/** The real server (server/main.ts) in a process of its own, as a supervisor would run it. */

const serverMain = fileURLToPath(new URL('../../main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** The exit code (or the signal's name), once the process ended. */
  exited: Promise<number | string>;
  /** What it wrote to stderr so far. */
  stderr(): string;
  /** Its log so far (stdout: pino's JSON lines at LOG_LEVEL). */
  stdout(): string;
  /** SIGTERM, and its exit code. */
  stop(): Promise<number | string>;
}

/** Another build of the server: its compiled main.js, run by plain node in the folder of its checkout. */
export interface BuiltServer {
  main: string;
  cwd: string;
}

/**
 * Started with `env` over this process's environment; LOG_LEVEL is 'fatal', no scheduled backups and
 * no drain on SIGTERM unless `env` sets them. These sources (tsx) unless `built` names another server.
 */
export async function launchServer(env: Record<string, string>, built?: BuiltServer): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = fork(built?.main ?? serverMain, [], {
    ...(built ? { cwd: built.cwd } : {}),
    env: {
      ...process.env,
      LOG_LEVEL: 'fatal',
      BACKUP_INTERVAL_HOURS: '0',
      DRAIN_MS: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DIST_DIR: '/nonexistent-dist',
    },
    execArgv: built ? [] : ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return {
    child,
    base,
    exited,
    stderr: () => stderr,
    stdout: () => stdout,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Resolves true once /api/health answers 200, false if the process exits first (or the time `until` passes). */
export async function becomesHealthy(server: ServerProcess, until = Number.POSITIVE_INFINITY): Promise<boolean> {
  while (server.child.exitCode === null && server.child.signalCode === null && Date.now() < until) {
    if (
      await fetch(`${server.base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

const START_MS = 60_000;

/** launchServer, healthy within a minute; else it is killed and the error says why. */
export async function startServer(env: Record<string, string>, built?: BuiltServer): Promise<ServerProcess> {
  const server = await launchServer(env, built);
  if (await becomesHealthy(server, Date.now() + START_MS)) return server;
  const hanging = server.child.exitCode === null && server.child.signalCode === null;
  if (hanging) server.child.kill('SIGKILL');
  const exit = await server.exited;
  throw new Error(hanging ? `server did not come up within ${START_MS / 1000} s: ${server.stderr()}` : `server exited with ${exit}: ${server.stderr()}`);
}

/**
 * A data folder of its own for the server processes of one test, so they run on the embedded
 * default (a PostgreSQL server of their own in DATA_DIR/postgres); `cleanups` gets how to remove it.
 */
export function freshServerData(cleanups: Array<() => Promise<void> | void>): Record<string, string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'printshop-server-'));
  // As a folder the shop makes itself: reachable by the user postgres, which runs the server as root.
  chmodSync(dataDir, 0o755);
  cleanups.push(async () => {
    await stopOrphanedPostgres(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { DATA_DIR: dataDir };
}

/** A failed test may leave the embedded server of a killed shop running: immediate shutdown (SIGQUIT). */
export async function stopOrphanedPostgres(dataDir: string) {
  const pid = runningPostmaster(path.join(dataDir, 'postgres', 'data'));
  if (pid === null) return;
  process.kill(pid, 'SIGQUIT');
  while (processRuns(pid)) await new Promise((r) => setTimeout(r, 50));
}
