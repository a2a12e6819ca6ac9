import { type ChildProcess, fork } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The real server (server/main.ts) in a process of its own, as a supervisor would run it. */

const serverMain = fileURLToPath(new URL('../../main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** The exit code (or the signal's name), once the process ended. */
  exited: Promise<number | string>;
  /** What it wrote to stderr so far. */
  stderr(): string;
  /** SIGTERM, and its exit code. */
  stop(): Promise<number | string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function launchServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = fork(serverMain, [], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', PUBLIC_URL: base, DIST_DIR: '/nonexistent-dist' },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return {
    child,
    base,
    exited,
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Resolves true once /api/health answers 200, false if the process exits first. */
export async function becomesHealthy(server: ServerProcess): Promise<boolean> {
  while (server.child.exitCode === null && server.child.signalCode === null) {
    if (await fetch(`${server.base}/api/health`).then((r) => r.ok, () => false)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await launchServer(env);
  if (!(await becomesHealthy(server))) throw new Error(`server exited with ${await server.exited}: ${server.stderr()}`);
  return server;
}
