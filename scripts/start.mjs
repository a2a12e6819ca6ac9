// @ts-check
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/*
 * `npm start`: builds (`npm run build`) only when a built part is missing or older than a source it
 * comes from, then runs the compiled server (dist/server/main.js) in this very process, so signals
 * and the process id are the server's. Plain JavaScript, run by node: no TypeScript runner at run time.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const built = ['server/main.js', 'shell/index.html', 'shell-server/entry-server.js', 'widget/v1/configurator.js'].map((file) => path.join(dist, file));
const sourceFolders = ['server', 'shared', 'shell', 'widget'];
const sourceFiles = ['package.json', 'vite.server.config.ts', 'vite.shell.config.ts', 'vite.widget.config.ts'];
/**
 * Files the build does not read: tests, their helpers, migrations and assets (read at run time from
 * server/), and the npm package's own output and example app (the build writes the one, e2e builds the other).
 */
const notBuilt = /\.test\.tsx?$|[\\/]server[\\/](test|db[\\/]migrations|assets)[\\/]|[\\/]widget[\\/]package[\\/](dist|example)[\\/]|[\\/]node_modules[\\/]/;

/** The newest modification time under a folder, of the files the build reads. */
/** @param {string} dir */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (notBuilt.test(full + (entry.isDirectory() ? path.sep : ''))) continue;
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else if (entry.isFile()) latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

function stale() {
  if (!built.every((file) => existsSync(file))) return true;
  const oldestBuilt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  const newestSource = Math.max(
    ...sourceFolders.map((dir) => newest(path.join(root, dir))),
    ...sourceFiles.map((file) => statSync(path.join(root, file)).mtimeMs),
  );
  return newestSource > oldestBuilt;
}

if (stale()) {
  console.log('building the shop (dist is missing or older than its sources)…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
await import(pathToFileURL(built[0] ?? '').href);
