import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * A PostgreSQL cluster of its own, with its data directory where a fault test wants it (e.g. on a
 * small disk). initdb and the postmaster refuse to run as root: as root they run as the postgres user.
 */

const execFileAsync = promisify(execFile);

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).toSorted((a, b) => Number(b) - Number(a)).find((v) => existsSync(path.join(root, v, 'bin/initdb')));
  return version ? path.join(root, version, 'bin') : null;
}
export const postgresBinaries = postgresBin();

const asRoot = process.getuid?.() === 0;
function pgCommand(tool: string, args: string[]): [string, string[]] {
  const file = path.join(postgresBinaries as string, tool);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

const run = (tool: string, args: string[]) => execFileAsync(...pgCommand(tool, args));

export interface PrivatePostgres {
  url: string;
  /** initdb on the first call, then pg_ctl start. */
  start(): Promise<void>;
  /** Immediate shutdown, as in a crash, without blocking the event loop; fails when it is not running. */
  stopImmediately(): Promise<void>;
  /** Immediate shutdown; no error when it is not running. */
  stop(): void;
  /** stop(), then delete its folder. */
  remove(): void;
}

/** `fsync: false` writes `fsync = off` into postgresql.conf (default: on). */
export function privatePostgres(parent: string, port: number, options: { fsync?: boolean } = {}): PrivatePostgres {
  const dir = mkdtempSync(path.join(parent, 'postgres-'));
  const data = path.join(dir, 'data');
  const sockets = path.join(dir, 'sockets');
  mkdirSync(sockets);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
    chownSync(sockets, uid, gid);
  }
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', ...args]);
  const stop = () => {
    try {
      execFileSync(...pgCommand('pg_ctl', ['-D', data, 'stop', '-m', 'immediate']), { stdio: 'ignore' });
    } catch {
      // not running
    }
  };
  let initialized = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      if (!initialized) {
        await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
        const settings = `port = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${sockets}'\n${options.fsync === false ? 'fsync = off\n' : ''}`;
        appendFileSync(path.join(data, 'postgresql.conf'), settings);
        initialized = true;
      }
      await pgCtl('start');
    },
    async stopImmediately() {
      await pgCtl('stop', '-m', 'immediate');
    },
    stop,
    remove() {
      stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
