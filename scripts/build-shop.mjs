// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/*
 * The shop's four Vite builds (the shell for browsers and for the server's render, the widget, the
 * server) in one process and at once: four `vite build` processes one after the other each spent
 * about a second on starting node and loading Vite and its config, and bundled one part at a time.
 * Each part says when it is done, so that a first start shows how far the build got.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const parts = [
  { name: 'shop pages', config: 'vite.shell.config.ts' },
  { name: "shop pages' server render", config: 'vite.shell.config.ts', ssr: 'entry-server.tsx' },
  { name: 'widget', config: 'vite.widget.config.ts' },
  { name: 'server', config: 'vite.server.config.ts' },
];

// Run in the repository's folder, as the configs' paths are (`npm run build`, scripts/start.mjs).
const startedAt = performance.now();
const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(1);
await Promise.all(
  parts.map(async ({ name, config, ssr }) => {
    await build({
      configFile: path.join(root, config),
      configLoader: 'runner',
      logLevel: 'warn',
      // The size table of every chunk, gzipped to report it, is for `npm run build`'s reader only.
      build: { reportCompressedSize: false, ...(ssr ? { ssr } : {}) },
    });
    console.log(`  built the ${name} (${seconds()} s)`);
  }),
);
