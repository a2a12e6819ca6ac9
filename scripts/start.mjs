// @ts-check
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/*
 * `npm start`: builds only when a built part is missing or older than a source it comes from, then
 * runs the compiled server (dist/server/main.js) in this very process, so signals and the process id
 * are the server's. Plain JavaScript, run by node: no TypeScript runner at run time.
 *
 * The build here is what the shop needs to answer (scripts/build-shop.mjs). The built files' brotli
 * and gzip copies wait until the shop answers, made in a process of its own: meanwhile the server
 * compresses those files as it sends them. dist/.later marks that work as not done yet, so a start
 * stopped before it ends does it again. The @printshop/embed package, which the shop does not serve,
 * is `npm run build`'s alone.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const built = ['server/main.js', 'shell/index.html', 'shell-server/entry-server.js', 'widget/v1/configurator.js'].map((file) => path.join(dist, file));
const sourceFolders = ['server', 'shared', 'shell', 'widget'];
const sourceFiles = ['package.json', 'vite.server.config.ts', 'vite.shell.config.ts', 'vite.widget.config.ts'];
const later = path.join(dist, '.later');
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

/** The build's work that can wait, once the server answers (server/main.ts says so); dist/.later goes when it is done. */
function compressLater() {
  console.log('the shop answers; compressing its built files meanwhile…');
  // A process group of its own, so that stopping the shop stops npx and tsx under it too.
  const rest = spawn('npx', ['tsx', 'scripts/precompress.ts'], { cwd: root, stdio: 'inherit', detached: true });
  const stop = () => process.kill(-(rest.pid ?? 0), 'SIGTERM');
  process.once('exit', stop);
  rest.once('exit', (code) => {
    process.off('exit', stop);
    if (code === 0) rmSync(later, { force: true });
    else if (code !== null) console.error(`compressing the built files failed (${code}); the next start does it again`);
  });
}

if (stale()) {
  console.log('building the shop (dist is missing or older than its sources)…');
  // In a process of its own, as `npm run build` was: Vite's memory is not the server's for its life.
  execFileSync(process.execPath, [path.join(root, 'scripts/build-shop.mjs')], { cwd: root, stdio: 'inherit' });
  writeFileSync(later, '');
}
if (existsSync(later)) process.once('printshop:listening', compressLater);
await import(pathToFileURL(built[0] ?? '').href);
