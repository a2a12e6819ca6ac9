import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuiltServer } from '../../test/faults/server-process';

/*
 * The previous release, found without a list to keep: the newest commit on the first-parent line
 * whose migrations lack the newest migration of this checkout (the commit before the one that
 * added it; HEAD itself while that migration is not committed yet). Its tree, built the way its
 * own package.json builds the server, runs against the schema of this one (previous-release.test.ts).
 */

/** The migrations' journal, from the repository's root. */
export const JOURNAL = 'server/db/migrations/meta/_journal.json';

/** A git command in a checkout, its output trimmed. */
export const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Whether the journal of a commit names a migration (false when the commit has no journal at all). */
function journalNames(root: string, commit: string, tag: string): boolean {
  try {
    return git(root, 'show', `${commit}:${JOURNAL}`).includes(`"${tag}"`);
  } catch {
    return false;
  }
}

export interface PreviousRelease {
  commit: string;
  /** The newest migration of this checkout, which the previous release lacks. */
  newestMigration: string;
}

/** Throws, saying why, when the checkout's history cannot tell (no git, a shallow clone, history cut short). */
export function findPreviousRelease(root: string): PreviousRelease {
  const entries = (JSON.parse(readFileSync(path.join(root, JOURNAL), 'utf8')) as { entries: { tag: string }[] }).entries;
  const newestMigration = entries.at(-1)?.tag;
  if (!newestMigration) throw new Error(`${JOURNAL} names no migration`);
  let shallow: string;
  try {
    shallow = git(root, 'rev-parse', '--is-shallow-repository');
  } catch (error) {
    throw new Error(`the previous release is found in git's history, and ${root} is no git checkout (${String(error)})`, { cause: error });
  }
  const cut = 'the previous release is found in git history, which this checkout lacks: clone with full history (CI: actions/checkout with fetch-depth: 0)';
  if (shallow === 'true') throw new Error(`${cut}; this is a shallow clone (git fetch --unshallow completes it)`);
  if (!journalNames(root, 'HEAD', newestMigration)) return { commit: git(root, 'rev-parse', 'HEAD'), newestMigration };
  for (const line of git(root, 'log', '--first-parent', '--format=%H %P', '--', JOURNAL).split('\n')) {
    const [commit, parent] = line.split(' ');
    if (!commit) continue;
    if (!parent) throw new Error(`${newestMigration} came with the first commit (${commit}): there is no release before it`);
    if (!journalNames(root, parent, newestMigration)) return { commit: parent, newestMigration };
  }
  throw new Error(`${cut}; no commit in it adds ${newestMigration}`);
}

/**
 * The release's tree in a temporary folder, its server built as its package.json's build does it
 * (the vite.server.config.ts step only: no front end), with `remove` to delete it. Its node_modules
 * are ours (a link) when its package-lock.json is ours; otherwise `npm ci` installs its own
 * (minutes, and the registry or npm's cache must have them).
 */
export function buildRelease(root: string, commit: string): BuiltServer & { remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `printshop-release-${commit.slice(0, 8)}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const archive = path.join(dir, 'release.tar');
    git(root, 'archive', `--output=${archive}`, commit);
    execFileSync('tar', ['-xf', archive, '-C', dir]);
    rmSync(archive);
    const env: NodeJS.ProcessEnv = { ...process.env, DIST_DIR: path.join(dir, 'dist') };
    const sameLock = readFileSync(path.join(dir, 'package-lock.json'), 'utf8') === readFileSync(path.join(root, 'package-lock.json'), 'utf8');
    if (sameLock) symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, env, stdio: 'pipe' });
    const scripts = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
    const serverStep = (scripts.build ?? '')
      .split('&&')
      .map((step) => step.trim())
      .find((step) => step.includes('vite.server.config.ts'));
    if (!serverStep) throw new Error(`the build script of ${commit} has no step with vite.server.config.ts: ${scripts.build}`);
    execFileSync('npx', ['--no-install', ...serverStep.split(/\s+/)], { cwd: dir, env, stdio: 'pipe' });
    const main = path.join(dir, 'dist', 'server', 'main.js');
    if (!existsSync(main)) throw new Error(`the build of ${commit} (${serverStep}) wrote no dist/server/main.js`);
    return { main, cwd: dir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
